import { z } from "zod";
import { badRequest } from "./errors.ts";

/** Where a newest-first list stopped: the last row's creation time and id (ties broken by id). */
export interface CursorPosition {
  createdAt: Date;
  id: string;
}

const cursorShape = z.tuple([z.iso.datetime(), z.uuid()]);

/** The opaque ?cursor= value of the page after `row`. */
export const encodeCursor = (row: CursorPosition) =>
  Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString("base64url");

/** Reads a ?cursor= value; anything not made by encodeCursor is a 400. */
export function decodeCursor(cursor: string): CursorPosition {
  try {
    const [createdAt, id] = cursorShape.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
    return { createdAt: new Date(createdAt), id };
  } catch {
    throw badRequest({ key: "errors.links.invalidCursor" }, "invalid_cursor");
  }
}
