/* The places a post can be published to and what each takes (decision 800), without zod, so the
 * browser and the server read the same capabilities. */
import { INSTAGRAM_LIMITS } from "./instagram.ts";
import type { Destination } from "./posts.ts";

/**
 * Where a container's processing is, as a destination answers it: IN_PROGRESS, then FINISHED
 * (ready), ERROR or EXPIRED; PUBLISHED once used (Instagram's words, decision 800).
 */
export const CONTAINER_STATES = ["IN_PROGRESS", "FINISHED", "ERROR", "EXPIRED", "PUBLISHED"] as const;
export type ContainerState = (typeof CONTAINER_STATES)[number];

/** A kind of post a destination publishes. */
export type DestinationMediaType = "IMAGE" | "CAROUSEL" | "REELS";

/** What one destination takes: media types, limits and how the caption is made. */
export interface DestinationCapabilities {
  /** Its name for people. */
  name: string;
  mediaTypes: readonly DestinationMediaType[];
  limits: {
    captionMaxChars: number;
    hashtagsMax: number;
    /** Items of a post with several (a carousel). */
    itemsMin: number;
    itemsMax: number;
    imageMaxBytes: number;
  };
  captionRules: {
    /** The post's heading goes out as the caption's first line (decision 728). */
    headingInCaption: boolean;
    /** Hashtags go out at the end of the caption. */
    hashtagsInCaption: boolean;
    /** Alt text is sent with photos. */
    altTextOnImages: boolean;
  };
}

export const DESTINATION_CAPABILITIES: Record<Destination, DestinationCapabilities> = {
  instagram: {
    name: "Instagram",
    mediaTypes: ["IMAGE", "CAROUSEL", "REELS"],
    limits: {
      captionMaxChars: INSTAGRAM_LIMITS.captionMax,
      hashtagsMax: INSTAGRAM_LIMITS.hashtagsMax,
      itemsMin: INSTAGRAM_LIMITS.carouselMin,
      itemsMax: INSTAGRAM_LIMITS.carouselMax,
      imageMaxBytes: INSTAGRAM_LIMITS.maxBytes,
    },
    captionRules: { headingInCaption: true, hashtagsInCaption: true, altTextOnImages: true },
  },
};

/** A destination's name for people ("Instagram"). */
export const destinationName = (destination: Destination) => DESTINATION_CAPABILITIES[destination].name;
