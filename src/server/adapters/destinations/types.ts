/**
 * A place posts are published to (decision 800), in our words: what it takes (capabilities,
 * shared with the browser through the contract) and the four calls every publication makes —
 * create a container for the media, check its status, publish it, find the published post's
 * link. A second destination (a Facebook Page, YouTube Shorts …) is one more implementation.
 */
import type { ContainerState, DestinationCapabilities } from "#contract/destinations.ts";
import type { Destination } from "#contract/posts.ts";

/** The account publishing is done with: its access token and the destination's id of it. */
export interface DestinationAccount {
  token: string;
  accountRef: string;
}

/** The media of one container. */
export type ContainerSpec =
  /** A photo (a public JPEG link), alone with its caption or as one item of a carousel. */
  | { kind: "image"; url: string; caption?: string; altText?: string; carouselItem?: boolean }
  /** A carousel of ready item containers. */
  | { kind: "carousel"; children: string[]; caption: string }
  /** A video published as a Reel (decision 801): its link, caption, feed choice and cover moment. */
  | { kind: "reel"; url: string; caption: string; shareToFeed: boolean; coverOffsetMs: number | null };

export type { ContainerState };

/** A post published on the destination, as its recent list gives it. */
export interface RemotePost {
  id: string;
  permalink: string | null;
  caption: string | null;
  timestamp: string | null;
}

export interface DestinationAdapter {
  readonly id: Destination;
  readonly capabilities: DestinationCapabilities;
  /** Uploads (or links) the media; answers the container's id. */
  createContainer(account: DestinationAccount, spec: ContainerSpec): Promise<string>;
  /** Where the container's processing is, with the destination's reason for an error. */
  checkStatus(
    account: DestinationAccount,
    containerId: string,
  ): Promise<{ status: ContainerState; detail: string | null }>;
  /** Makes a finished container public; answers the published post's id. */
  publish(account: DestinationAccount, containerId: string): Promise<string>;
  /** The published post's link (null when the destination gives none). */
  permalink(account: DestinationAccount, remoteId: string): Promise<string | null>;
  /** Posts published in the destination's window and how many it allows. */
  publishingLimit(account: DestinationAccount): Promise<{ used: number; total: number }>;
  /** The account's newest posts, newest first (to find one a crash left unrecorded). */
  recentPosts(account: DestinationAccount, limit: number): Promise<RemotePost[]>;
}
