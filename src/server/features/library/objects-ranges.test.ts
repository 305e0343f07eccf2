import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3TestServer, s3Env, startS3Server } from "#test/fakes/s3.ts";
import { startS3rver } from "#test/fakes/s3rver.ts";
import { buildUser, injectAs } from "#test/helpers/accounts.ts";
import { createTestApp, type TestApp } from "#test/helpers/app.ts";
import { buildContentItem } from "#test/helpers/library.ts";

/**
 * Byte ranges on /objects/ (decision 811), over real HTTP against the listening app, with local
 * storage and with an S3-compatible store (the project's fake and s3rver) that is sent the range:
 * one range → 206 with Content-Range; past the end → 416 with the size and the one error shape;
 * several ranges or a malformed header → the whole file; never a 500; the same 401/404 as before.
 */
const SIZE = 5000;

describe.each([
  ["local storage", async () => undefined],
  ["S3 (the project's fake)", startS3Server],
  ["S3 (s3rver)", startS3rver],
])("GET /objects/… with Range (%s)", (_name, start: () => Promise<S3TestServer | undefined>) => {
  let s3: S3TestServer | undefined;
  let t: TestApp;
  let address: string;
  let cookie: string;
  let path: string;
  const body = randomBytes(SIZE);

  beforeAll(async () => {
    s3 = await start();
    t = await createTestApp(s3 ? { env: s3Env(s3) } : {});
    address = await t.app.listen({ host: "127.0.0.1", port: 0 });
    const user = await buildUser(t);
    cookie = (await injectAs(t, user)).cookie;
    const id = await buildContentItem(t, user.id, { name: "clip.mp4", mimeType: "video/mp4", body });
    path = `/objects/users/${user.id}/${id}/original`;
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const get = (range?: string, headers: Record<string, string> = { cookie }) =>
    fetch(`${address}${path}`, { headers: { ...headers, ...(range !== undefined ? { range } : {}) } });

  async function expectPart(range: string, start: number, end: number) {
    const res = await get(range);
    expect([range, res.status]).toEqual([range, 206]);
    expect(res.headers.get("content-range")).toBe(`bytes ${start}-${end}/${SIZE}`);
    expect(res.headers.get("content-length")).toBe(String(end - start + 1));
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(await res.arrayBuffer()).equals(body.subarray(start, end + 1))).toBe(true);
  }

  async function expectWhole(range: string | undefined) {
    const res = await get(range);
    expect([range, res.status]).toEqual([range, 200]);
    expect(res.headers.get("content-range")).toBeNull();
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(Buffer.from(await res.arrayBuffer()).equals(body)).toBe(true);
  }

  it("answers one range with 206 and only its bytes, as a video element asks", async () => {
    await expectPart("bytes=0-99", 0, 99);
    await expectPart("bytes=0-", 0, SIZE - 1);
    await expectPart("bytes=4000-", 4000, SIZE - 1);
    await expectPart("bytes=-500", SIZE - 500, SIZE - 1);
    await expectPart("bytes=-99999", 0, SIZE - 1);
    await expectPart(`bytes=${SIZE - 10}-${SIZE + 1000}`, SIZE - 10, SIZE - 1);
    await expectPart(`bytes=${SIZE - 1}-${SIZE - 1}`, SIZE - 1, SIZE - 1);
    await expectPart("BYTES= 10 - 19", 10, 19);
    // Not compressed: the bytes are the range of the stored file.
    const res = await get("bytes=0-99", { cookie, "accept-encoding": "gzip, br" });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-encoding")).toBeNull();
  });

  it("asks the store for the range only, when it is S3", async () => {
    if (!s3 || !("requests" in s3)) return; // local storage reads from disk; s3rver keeps no log
    const requests = s3.requests as { method: string; path: string; status: number }[];
    const before = requests.length;
    await expectPart("bytes=100-199", 100, 199);
    const gets = requests.slice(before).filter((r) => r.method === "GET" && r.path.endsWith("/original"));
    expect(gets.map((r) => r.status)).toEqual([206]);
  });

  it("answers a range outside the file with 416, its size and the one error shape", async () => {
    for (const range of [`bytes=${SIZE}-`, `bytes=${SIZE + 10}-${SIZE + 20}`, "bytes=-0"]) {
      const res = await get(range);
      expect([range, res.status]).toEqual([range, 416]);
      expect(res.headers.get("content-range")).toBe(`bytes */${SIZE}`);
      expect(await res.json()).toEqual({ error: { code: "range_not_satisfiable", message: expect.any(String) } });
    }
  });

  it("answers several ranges, another unit or a malformed header with the whole file, never a 500", async () => {
    await expectWhole(undefined);
    for (const range of [
      "bytes=0-1,5-9",
      "bytes=0-99, -100",
      "items=0-99",
      "bytes=abc",
      "bytes=",
      "bytes=-",
      "bytes=99-10",
      "bytes=1-2-3",
      "bytes=99999999999999999999999-",
      "bytes=-99999999999999999999999",
      "0-99",
    ]) {
      await expectWhole(range);
    }
  });

  it("keeps the access checks: 401 without a session, 404 for someone else's file, range or not", async () => {
    expect((await get("bytes=0-99", {})).status).toBe(401);
    const stranger = await buildUser(t);
    const strangerCookie = (await injectAs(t, stranger)).cookie;
    for (const range of ["bytes=0-99", `bytes=${SIZE}-`, "bytes=0-1,5-9", undefined]) {
      const res = await get(range, { cookie: strangerCookie });
      expect([range, res.status]).toEqual([range, 404]);
      expect(res.headers.get("content-range")).toBeNull();
    }
  });
});
