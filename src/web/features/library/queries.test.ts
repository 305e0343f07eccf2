import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { CONTENT_QUERY_KEY, objectHref, refreshLibrary, STORAGE_QUERY_KEY } from "./queries.ts";

describe("library helpers", () => {
  it("links an object path under /objects/ once", () => {
    expect(objectHref("/objects/u1/abc.jpg")).toBe("/objects/u1/abc.jpg");
    expect(objectHref("u1/abc.jpg")).toBe("/objects/u1/abc.jpg");
  });

  it("invalidates the library and the storage figures", async () => {
    const client = new QueryClient();
    client.setQueryData(CONTENT_QUERY_KEY, []);
    client.setQueryData(STORAGE_QUERY_KEY, {});
    refreshLibrary(client, 0);
    expect(client.getQueryState(CONTENT_QUERY_KEY)?.isInvalidated).toBe(true);
    expect(client.getQueryState(STORAGE_QUERY_KEY)?.isInvalidated).toBe(true);
  });
});
