import type { Readable } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { byteRangeHeader, resolveByteRange } from "#server/byte-range.ts";
import type { ObjectStorage, StoredObject, StoredPart, UploadTarget } from "./types.ts";

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
}

const CONTENT_RANGE = /^bytes (\d+)-(\d+)\/(\d+)$/;

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === "NotFound" || error.name === "NoSuchKey");

/**
 * S3-compatible storage (AWS S3, Cloudflare R2, MinIO through `endpoint`). The browser PUTs
 * straight to the bucket with a presigned URL whose signature covers the content type and the
 * exact content length, so a different type or size is refused by the store itself.
 */
export function createS3Storage(options: S3Options): ObjectStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    maxAttempts: 3,
    // The SDK's default adds a CRC32 of the (empty) body to presigned PUT URLs, which the
    // store then checks against the real upload and refuses; checksums only where required.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const Bucket = options.bucket;

  async function stat(key: string): Promise<StoredObject | undefined> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  return {
    kind: "s3",

    async createUploadUrl(key, { contentType, size, expiresInSeconds }): Promise<UploadTarget> {
      const url = await getSignedUrl(
        client,
        new PutObjectCommand({ Bucket, Key: key, ContentType: contentType, ContentLength: size }),
        { expiresIn: expiresInSeconds, signableHeaders: new Set(["content-type", "content-length"]) },
      );
      return {
        url,
        method: "PUT",
        headers: { "content-type": contentType },
        expiresAt: new Date(Date.now() + expiresInSeconds * 1000),
      };
    },

    async createDownloadUrl(key, { expiresInSeconds }) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), { expiresIn: expiresInSeconds });
    },

    stat,

    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body as Readable;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async readRange(key, asked): Promise<StoredPart | undefined> {
      let range = asked;
      if ("suffix" in asked) {
        // The last n bytes, made explicit with the object's size: stores differ on suffix ranges
        // (s3rver serves bytes=-500 as 0-500), S3's own answer for a start and an end does not.
        const found = await stat(key);
        if (!found) return undefined;
        const part = resolveByteRange(asked, found.size);
        if (!part) return { unsatisfiable: true, size: found.size };
        range = part;
      }
      try {
        // The store serves the range itself (GetObject's Range): only those bytes travel.
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: byteRangeHeader(range) }));
        const body = object.Body as Readable;
        const served = CONTENT_RANGE.exec(object.ContentRange ?? "");
        if (served) {
          return { stream: body, start: Number(served[1]), end: Number(served[2]), size: Number(served[3]) };
        }
        // A store that ignores Range answers the whole object (200): those are the bytes served.
        const size = object.ContentLength ?? 0;
        if (size > 0) return { stream: body, start: 0, end: size - 1, size };
        body.destroy();
        return { unsatisfiable: true, size };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) {
          // InvalidRange: the 416 names the object's size, which a HEAD gives.
          const found = await stat(key);
          return found && { unsatisfiable: true, size: found.size };
        }
        throw error;
      }
    },

    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },

    async delete(keys) {
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000);
        if (batch.length === 0) continue;
        await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        );
      }
    },
  };
}
