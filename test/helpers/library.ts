import { randomUUID } from "node:crypto";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { contentItems } from "#server/db/schema/index.ts";
import type { TestApp } from "./app.ts";

type As = (options: InjectOptions) => Promise<LightMyRequestResponse>;

const pathOf = (url: string) => {
  const u = new URL(url, "http://localhost");
  return `${u.pathname}${u.search}`;
};

/** Uploads a file through the real four-step flow; returns the last step's answer. */
async function uploadFile(
  t: TestApp,
  as: As,
  file: Buffer,
  options: {
    name: string;
    mimeType: string;
    posterDataUrl?: string | undefined;
    frames?: { at: number; dataUrl: string }[] | undefined;
  },
): Promise<LightMyRequestResponse & { itemId: string }> {
  const target = (
    await as({
      method: "POST",
      url: "/api/objects/upload",
      payload: { fileName: options.name, fileSize: file.length, mimeType: options.mimeType },
    })
  ).json();
  await t.app.inject({ method: "PUT", url: pathOf(target.uploadURL), headers: target.headers, payload: file });
  const created = (
    await as({
      method: "POST",
      url: "/api/content",
      payload: {
        fileName: options.name,
        originalName: options.name,
        fileType: options.mimeType.startsWith("video/") ? "video" : "image",
        mimeType: options.mimeType,
        fileSize: file.length,
        objectPath: target.objectPath,
      },
    })
  ).json();
  const done = await as({
    method: "PUT",
    url: `/api/content/${created.id}/upload-complete`,
    payload: {
      objectURL: target.uploadURL,
      ...(options.posterDataUrl ? { posterDataUrl: options.posterDataUrl } : {}),
      ...(options.frames ? { frames: options.frames } : {}),
    },
  });
  return Object.assign(done, { itemId: created.id as string });
}

/** Uploads a photo through the real four-step flow and returns the ready content item. */
export async function uploadPhoto(
  t: TestApp,
  as: As,
  photo: Buffer,
  name = "photo.jpg",
): Promise<{ id: string } & Record<string, unknown>> {
  const done = await uploadFile(t, as, photo, { name, mimeType: "image/jpeg" });
  if (done.statusCode !== 200) throw new Error(`upload failed: ${done.statusCode} ${done.body}`);
  return done.json();
}

/**
 * Uploads a video (MP4) with, optionally, the poster frame the browser takes from it, and
 * returns the ready content item.
 */
export async function uploadVideo(
  t: TestApp,
  as: As,
  video: Buffer,
  poster?: Buffer,
  name = "reel.mp4",
): Promise<{ id: string } & Record<string, unknown>> {
  const done = await uploadFile(t, as, video, {
    name,
    mimeType: "video/mp4",
    posterDataUrl: poster ? `data:image/jpeg;base64,${poster.toString("base64")}` : undefined,
  });
  if (done.statusCode !== 200) throw new Error(`upload failed: ${done.statusCode} ${done.body}`);
  return done.json();
}

const jpegDataUrl = (jpeg: Buffer) => `data:image/jpeg;base64,${jpeg.toString("base64")}`;

/**
 * Uploads a real video file (MP4, MOV or WebM) with the poster and the frames the browser draws
 * from it (JPEGs at their place in the clip), and returns the upload-complete answer as it is.
 */
export async function uploadVideoWithFrames(
  t: TestApp,
  as: As,
  video: Buffer,
  options: { name: string; poster?: Buffer; frames?: { at: number; jpeg: Buffer }[] },
) {
  const mimeType = options.name.endsWith(".webm")
    ? "video/webm"
    : options.name.endsWith(".mov")
      ? "video/quicktime"
      : "video/mp4";
  return uploadFile(t, as, video, {
    name: options.name,
    mimeType,
    posterDataUrl: options.poster ? jpegDataUrl(options.poster) : undefined,
    frames: options.frames?.map((f) => ({ at: f.at, dataUrl: jpegDataUrl(f.jpeg) })),
  });
}

/**
 * A library item inserted straight into the database (status "ready" unless given); with a
 * `body`, that body is also written to storage as the item's original.
 */
export async function buildContentItem(
  t: TestApp,
  userId: string,
  item: { name?: string; mimeType?: string; storedBytes?: number; status?: "ready" | "pending"; body?: Buffer } = {},
): Promise<string> {
  const id = randomUUID();
  const objectKey = `users/${userId}/${id}/original`;
  const mimeType = item.mimeType ?? "image/jpeg";
  const size = item.body?.length ?? item.storedBytes ?? 1000;
  if (item.body) await t.deps.storage.put(objectKey, item.body, mimeType);
  await t.deps.database.db.insert(contentItems).values({
    id,
    userId,
    fileName: item.name ?? "photo.jpg",
    originalName: item.name ?? "photo.jpg",
    fileType: mimeType.startsWith("video/") ? "video" : "image",
    mimeType,
    declaredSize: size,
    storedBytes: size,
    status: item.status ?? "ready",
    objectKey,
    uploadExpiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return id;
}
