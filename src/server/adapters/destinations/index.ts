import type { Destination } from "#contract/posts.ts";
import type { InstagramApi } from "../instagram/types.ts";
import { instagramDestination } from "./instagram.ts";
import type { DestinationAdapter } from "./types.ts";

export * from "./types.ts";

/** The destinations this server can publish to, by id: Instagram when a provider is on (decision 800). */
export function createDestinations(providers: {
  instagram: InstagramApi | undefined;
}): Partial<Record<Destination, DestinationAdapter>> {
  return providers.instagram ? { instagram: instagramDestination(providers.instagram) } : {};
}
