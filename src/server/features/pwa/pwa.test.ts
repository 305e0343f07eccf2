import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appManifest, SHARE_TARGET_PATH, SHARED_FILES_FIELD } from "#contract/app-manifest.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { PRODUCT_NAME: "PostKaro" } });
});

afterAll(async () => {
  await t.close();
});

/** A multipart body as a phone's share sheet sends it: one part per file. */
function sharedForm(files: { name: string; type: string; body: Buffer }[]) {
  const boundary = "----share-target-test";
  const parts = files.map(
    (file) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${SHARED_FILES_FIELD}"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n${file.body.toString("latin1")}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join("")}--${boundary}--\r\n`, "latin1"),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

describe("the installed app's routes (issue 34)", () => {
  it("answers the web app manifest with the configured product name", async () => {
    const res = await t.app.inject({ url: "/manifest.webmanifest" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/manifest+json");
    const manifest = res.json();
    expect(manifest).toEqual(appManifest("PostKaro"));
    expect(manifest.short_name).toBe("PostKaro");
    expect(manifest.display).toBe("standalone");
    expect(manifest.share_target.action).toBe(SHARE_TARGET_PATH);
  });

  it("sends a share that no service worker took to Create Post, which asks to share again", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: SHARE_TARGET_PATH,
      ...sharedForm([
        { name: "a.jpg", type: "image/jpeg", body: Buffer.from([0xff, 0xd8, 0xff, 0xd9]) },
        { name: "b.jpg", type: "image/jpeg", body: Buffer.from([0xff, 0xd8, 0xff, 0xd9]) },
      ]),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/create?shared=none");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("takes the share sheet's POST whatever site the browser says it came from: it acts on nothing", async () => {
    const form = sharedForm([{ name: "a.jpg", type: "image/jpeg", body: Buffer.from("x") }]);
    const res = await t.app.inject({
      method: "POST",
      url: SHARE_TARGET_PATH,
      payload: form.payload,
      headers: { ...form.headers, "sec-fetch-site": "cross-site" },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/create?shared=none");
  });
});
