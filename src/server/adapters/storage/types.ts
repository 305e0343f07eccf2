import type { Readable } from "node:stream";
import type { ByteRange } from "#server/byte-range.ts";

/** Where the browser sends one file, and how. */
export interface UploadTarget {
  /** Absolute for S3; a path on this server for local storage (same-origin wherever the page was opened). */
  url: string;
  method: "PUT";
  /** Headers the PUT must carry exactly (they are part of the signature). */
  headers: Record<string, string>;
  expiresAt: Date;
}

export interface StoredObject {
  size: number;
  contentType?: string;
}

/**
 * Part of an object (decision 811): its bytes `start`–`end` (inclusive) of `size`, or, when the
 * range covers none of it, only its size (the answer is then 416).
 */
export type StoredPart =
  | { stream: Readable; start: number; end: number; size: number }
  | { unsatisfiable: true; size: number };

/** Object storage in our words: keys are chosen by the server, never by the browser. */
export interface ObjectStorage {
  readonly kind: "local" | "s3";
  /**
   * A URL that accepts one PUT of exactly `size` bytes of `contentType` until it expires:
   * presigned for S3, a signed path on this server for local storage.
   */
  createUploadUrl(
    key: string,
    options: { contentType: string; size: number; expiresInSeconds: number },
  ): Promise<UploadTarget>;
  /**
   * A URL anyone holding it can GET the object from until it expires (how Instagram downloads
   * a photo to publish): presigned for S3, app-signed under PUBLIC_URL for local storage.
   */
  createDownloadUrl(key: string, options: { expiresInSeconds: number }): Promise<string>;
  /** Size and type of a stored object, or undefined when there is none. */
  stat(key: string): Promise<StoredObject | undefined>;
  /** The object's bytes as a stream (undefined when missing). */
  read(key: string): Promise<Readable | undefined>;
  /** One range of the object's bytes, read from the store as a range (undefined when missing). */
  readRange(key: string, range: ByteRange): Promise<StoredPart | undefined>;
  /** Stores bytes the server produced (previews, thumbnails, cleaned originals). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes objects; missing keys are not an error. */
  delete(keys: string[]): Promise<void>;
}
