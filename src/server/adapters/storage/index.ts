import type { Config } from "#server/config.ts";
import { createLocalStorage } from "./local.ts";
import { createS3Storage } from "./s3.ts";
import type { ObjectStorage } from "./types.ts";

export type { ObjectStorage, StoredObject, UploadTarget } from "./types.ts";

/** S3-compatible storage when S3_BUCKET is set, otherwise files under DATA_DIR/objects. */
export function createStorage(config: Config, appSecret: string): ObjectStorage {
  const storage = config.storage;
  if (storage.kind === "s3") return createS3Storage(storage);
  return createLocalStorage({ dir: storage.dir, publicUrl: config.publicUrl, secret: appSecret });
}
