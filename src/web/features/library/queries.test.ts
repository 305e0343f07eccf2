import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { CONTENT_QUERY_KEY, formatBytes, objectHref, refreshLibrary, STORAGE_QUERY_KEY } from "./queries.ts";

describe("library helpers", () => {
  it("formats sizes as KB, MB or GB", () => {
    expect(formatBytes(0)).toBe("0 KB");
    expect(formatBytes(300)).toBe("1 KB");
    expect(formatBytes(150 * 1024)).toBe("150 KB");
    expect(formatBytes(5 * 1024 * 1024)).toBe("5 MB");
    expect(formatBytes(12.34 * 1024 * 1024)).toBe("12.3 MB");
    expect(formatBytes(10 * 1024 ** 3)).toBe("10 GB");
  });

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
