import { DESTINATION_CAPABILITIES } from "#contract/destinations.ts";
import type { InstagramApi } from "../instagram/types.ts";
import type { DestinationAdapter } from "./types.ts";

/** Instagram as a destination (decision 800), over either provider (the Graph API or the sandbox). */
export function instagramDestination(api: InstagramApi): DestinationAdapter {
  return {
    id: "instagram",
    capabilities: DESTINATION_CAPABILITIES.instagram,
    createContainer(account, spec) {
      if (spec.kind === "reel") {
        return api.createReelContainer(account.token, account.accountRef, {
          videoUrl: spec.url,
          caption: spec.caption,
          shareToFeed: spec.shareToFeed,
          ...(spec.coverOffsetMs !== null ? { thumbOffsetMs: spec.coverOffsetMs } : {}),
        });
      }
      if (spec.kind === "carousel") {
        return api.createCarouselContainer(account.token, account.accountRef, {
          children: spec.children,
          caption: spec.caption,
        });
      }
      return api.createImageContainer(account.token, account.accountRef, {
        imageUrl: spec.url,
        ...(spec.altText ? { altText: spec.altText } : {}),
        ...(spec.carouselItem ? { isCarouselItem: true } : {}),
        ...(spec.caption !== undefined ? { caption: spec.caption } : {}),
      });
    },
    checkStatus: (account, containerId) => api.containerStatus(account.token, containerId),
    publish: (account, containerId) => api.publish(account.token, account.accountRef, containerId),
    permalink: (account, remoteId) => api.media(account.token, remoteId).then((m) => m.permalink),
    publishingLimit: (account) => api.publishingLimit(account.token, account.accountRef),
    recentPosts: (account, limit) => api.recentMedia(account.token, account.accountRef, limit),
  };
}
