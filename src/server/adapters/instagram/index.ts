import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import type { ObjectStorage } from "../storage/index.ts";
import { createGraphInstagram } from "./graph.ts";
import { createSandboxInstagram } from "./sandbox.ts";
import type { InstagramApi } from "./types.ts";

export { INSTAGRAM_SCOPES } from "./graph.ts";
export {
  issueSandboxCode,
  readSandboxImageKey,
  readSandboxPost,
  readSandboxVideoKey,
  SANDBOX_AUTHORIZE_PATH,
  SANDBOX_AVATAR_PATH,
  sandboxImageKey,
  sandboxImagePath,
  sandboxPermalinkPath,
  sandboxVideoPath,
} from "./sandbox.ts";
export * from "./types.ts";

/**
 * The Graph API when INSTAGRAM_APP_ID and INSTAGRAM_APP_SECRET are set; otherwise the embedded
 * sandbox when it is on (the default outside production); otherwise undefined (publishing off).
 */
export function createInstagram(
  config: Config,
  services: { db: Db; storage: ObjectStorage; fetch?: typeof fetch },
): InstagramApi | undefined {
  const settings = config.instagram;
  if (settings.graph) return createGraphInstagram(settings.graph, services.fetch);
  if (settings.sandbox) {
    return createSandboxInstagram({
      db: services.db,
      storage: services.storage,
      publicUrl: config.publicUrl,
      fetchImage: services.fetch,
    });
  }
  return undefined;
}
