import { AsyncLocalStorage } from "node:async_hooks";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { S3TestServer } from "./s3.ts";

/** The parts of s3rver (CommonJS, no types) these tests use. */
interface S3rver {
  configureBuckets(): Promise<void>;
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  store: { listObjects(bucket: string, options: object): Promise<{ objects: { key: string }[] }> };
  logger: { close(): void };
}
type S3rverClass = new (options: Record<string, unknown>) => S3rver;
type StringToSign = (canonicalRequest: { uri: string }, request: unknown) => string;

const require = createRequire(import.meta.url);
const S3rverServer = require("@20minutes/s3rver") as S3rverClass;
const v4 = require("@20minutes/s3rver/lib/signature/v4.js") as { getStringToSign: StringToSign };

/**
 * s3rver rebuilds the canonical URI of a bucket-level request from the bucket name alone
 * ("/bucket"), while AWS SDK v3 sends and signs DeleteObjects as "POST /bucket/?delete="
 * (since 3.197). Real S3 signs the path as sent, so every multi-object delete from the SDK
 * fails there with SignatureDoesNotMatch. The signature check stays; only the canonical URI
 * gets back the trailing slash the request had (decision 251).
 */
const requestPath = new AsyncLocalStorage<string>();
const original = v4.getStringToSign;
if (typeof original !== "function") throw new Error("s3rver changed: lib/signature/v4.js has no getStringToSign");
v4.getStringToSign = (canonicalRequest, request) => {
  const sent = requestPath.getStore();
  const uri =
    sent?.endsWith("/") && !canonicalRequest.uri.endsWith("/") ? `${canonicalRequest.uri}/` : canonicalRequest.uri;
  return original({ ...canonicalRequest, uri }, request);
};

/**
 * s3rver (the maintained fork `@20minutes/s3rver`, Node ≥ 24), a third-party S3-compatible
 * server, on a free loopback port with its files in a temporary directory. It checks
 * Signature V4 on signed requests (presigned expiry, signed content-length and content-type);
 * unlike S3 with a private bucket it lets unsigned requests through, so tests of refusals send
 * signed requests.
 */
export async function startS3rver(bucket = "captionkaro-test"): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), "ck-s3rver-"));
  const s3rver = new S3rverServer({ silent: true, directory, configureBuckets: [{ name: bucket }] });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const server = createServer((req, res) =>
    requestPath.run(new URL(req.url ?? "/", "http://localhost").pathname, () => handle(req, res)),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    async keys() {
      const { objects } = await s3rver.store.listObjects(bucket, {});
      return objects.map((object) => object.key).sort();
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      s3rver.logger.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
