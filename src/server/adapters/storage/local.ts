import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { storageRoutes } from "#contract/route-table.ts";
import { resolveByteRange } from "#server/byte-range.ts";
import { badRequest, conflict, forbidden, gone, payloadTooLarge, unsupportedMediaType } from "#server/errors.ts";
import type { ObjectStorage, StoredObject, UploadTarget } from "./types.ts";

/** The query of a signed upload URL, as the PUT route receives it. */
export interface SignedUploadParams {
  key: string;
  exp: number;
  size: number;
  type: string;
  sig: string;
}

export const LOCAL_UPLOAD_PATH = storageRoutes.upload.path;
export const LOCAL_DOWNLOAD_PATH = storageRoutes.download.path;

/** The query of a signed download URL. */
export interface SignedDownloadParams {
  key: string;
  exp: number;
  sig: string;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9/_.-]{0,300}$/;

function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes("..") || key.includes("//")) {
    throw badRequest({ key: "errors.storage.invalidKey" }, "invalid_key");
  }
}

/** Like an S3 presigned URL that signs the content length: a shorter body is refused too. */
const smaller = (received: number, size: number) =>
  badRequest(
    { key: "errors.storage.smaller", values: { received: String(received), size: String(size) } },
    "incomplete_upload",
  );

export interface LocalStorage extends ObjectStorage {
  /** Checks a signed upload and streams its body to disk, refusing any other size than signed for. */
  acceptUpload(
    params: SignedUploadParams,
    headers: { contentType?: string; contentLength?: number },
    body: Readable,
  ): Promise<{ size: number }>;
  /** Checks a signed download link; the object's key when it is valid and unexpired. */
  checkDownload(params: SignedDownloadParams): string;
}

/**
 * Files under `dir`; the app signs its own upload URLs (HMAC-SHA256 over key, expiry, size
 * and type; a path on this server) and accepts the PUT itself, streaming to disk with a hard cap: like an S3
 * presigned PUT that signs the content length, it takes exactly the signed number of bytes.
 */
export function createLocalStorage(options: {
  dir: string;
  publicUrl: string;
  secret: string;
  now?: () => number;
}): LocalStorage {
  const now = options.now ?? Date.now;
  const fileFor = (key: string) => {
    assertSafeKey(key);
    return path.join(options.dir, ...key.split("/"));
  };
  const sign = (key: string, exp: number, size: number, type: string) =>
    createHmac("sha256", options.secret).update(`PUT\n${key}\n${exp}\n${size}\n${type}`).digest("hex");
  const signDownload = (key: string, exp: number) =>
    createHmac("sha256", options.secret).update(`GET\n${key}\n${exp}`).digest("hex");

  return {
    kind: "local",

    async createUploadUrl(key, { contentType, size, expiresInSeconds }): Promise<UploadTarget> {
      assertSafeKey(key);
      const exp = Math.floor(now() / 1000) + expiresInSeconds;
      const query = new URLSearchParams({
        key,
        exp: String(exp),
        size: String(size),
        type: contentType,
        sig: sign(key, exp, size, contentType),
      });
      return {
        // Same-origin: a path on this server, so the page's own address (127.0.0.1, localhost,
        // a LAN name) is where the browser PUTs, whatever PUBLIC_URL says (decision 726).
        url: `${LOCAL_UPLOAD_PATH}?${query}`,
        method: "PUT",
        headers: { "content-type": contentType },
        expiresAt: new Date(exp * 1000),
      };
    },

    async createDownloadUrl(key, { expiresInSeconds }) {
      assertSafeKey(key);
      const exp = Math.floor(now() / 1000) + expiresInSeconds;
      const query = new URLSearchParams({ key, exp: String(exp), sig: signDownload(key, exp) });
      return `${options.publicUrl}${LOCAL_DOWNLOAD_PATH}?${query}`;
    },

    checkDownload(params) {
      assertSafeKey(params.key);
      const expected = Buffer.from(signDownload(params.key, params.exp), "hex");
      const given = Buffer.from(params.sig, "hex");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw forbidden({ key: "errors.links.notValid" }, "invalid_signature");
      }
      if (params.exp * 1000 < now()) throw gone({ key: "errors.storage.linkExpired" }, "link_expired");
      return params.key;
    },

    async acceptUpload(params, headers, body) {
      assertSafeKey(params.key);
      const expected = Buffer.from(sign(params.key, params.exp, params.size, params.type), "hex");
      const given = Buffer.from(params.sig, "hex");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw forbidden({ key: "errors.storage.uploadLinkNotValid" }, "invalid_signature");
      }
      if (params.exp * 1000 < now()) {
        throw gone({ key: "errors.storage.uploadLinkExpired" }, "upload_expired");
      }
      if (headers.contentType !== params.type) {
        throw unsupportedMediaType(
          { key: "errors.storage.wrongType", values: { type: params.type } },
          "wrong_content_type",
        );
      }
      if (headers.contentLength !== undefined && headers.contentLength > params.size) {
        throw payloadTooLarge({ key: "errors.storage.largerThanAnnounced" }, "too_large");
      }
      if (headers.contentLength !== undefined && headers.contentLength < params.size) {
        throw smaller(headers.contentLength, params.size);
      }
      const target = fileFor(params.key);
      if (
        await stat(target).then(
          () => true,
          () => false,
        )
      ) {
        throw conflict({ key: "errors.storage.alreadyUsed" }, "already_uploaded");
      }
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.part-${randomBytes(6).toString("hex")}`;
      let received = 0;
      const cap = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          received += chunk.length;
          if (received > params.size)
            return done(payloadTooLarge({ key: "errors.storage.largerThanAnnounced" }, "too_large"));
          done(null, chunk);
        },
      });
      try {
        await pipeline(body, cap, createWriteStream(partial, { flags: "wx" }));
        if (received < params.size) throw smaller(received, params.size);
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      await writeFile(`${target}.meta`, JSON.stringify({ contentType: params.type }));
      return { size: received };
    },

    async stat(key): Promise<StoredObject | undefined> {
      const file = fileFor(key);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      const meta = await readFile(`${file}.meta`, "utf8").then(
        (text) => JSON.parse(text) as { contentType?: string },
        () => ({}) as { contentType?: string },
      );
      return { size: info.size, contentType: meta.contentType };
    },

    async read(key) {
      const file = fileFor(key);
      if (
        !(await stat(file).then(
          (s) => s.isFile(),
          () => false,
        ))
      )
        return undefined;
      return createReadStream(file);
    },

    async readRange(key, range) {
      const file = fileFor(key);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      const part = resolveByteRange(range, info.size);
      if (!part) return { unsatisfiable: true, size: info.size };
      return { stream: createReadStream(file, part), ...part, size: info.size };
    },

    async put(key, body, contentType) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.part-${randomBytes(6).toString("hex")}`;
      await writeFile(partial, body);
      await rename(partial, file);
      await writeFile(`${file}.meta`, JSON.stringify({ contentType }));
    },

    async delete(keys) {
      await Promise.all(
        keys.flatMap((key) => {
          const file = fileFor(key);
          return [rm(file, { force: true }), rm(`${file}.meta`, { force: true })];
        }),
      );
    },
  };
}
