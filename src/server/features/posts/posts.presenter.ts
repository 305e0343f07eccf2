import { destinationName } from "#contract/destinations.ts";
import type { Post, Publication, PublicationProcessing } from "#contract/posts.ts";
import type { PostPublicationRow, PostRow } from "./posts.queries.ts";

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The media's processing at the destination, shown only while the publication is being
 * published and once a container was made or checked (decision 810).
 */
function presentProcessing(row: PostPublicationRow): PublicationProcessing | null {
  if (row.state !== "publishing" || (row.processingSince === null && row.statusChecks === 0)) return null;
  return {
    since: iso(row.processingSince),
    statusChecks: row.statusChecks,
    lastStatus: row.lastStatus,
    lastCheckedAt: iso(row.lastCheckedAt),
  };
}

/** One destination of a post as it leaves the server (decision 800). */
export function presentPublication(row: PostPublicationRow): Publication {
  return {
    destination: row.destination,
    destinationName: destinationName(row.destination),
    state: row.state,
    remoteId: row.remoteId,
    permalink: row.permalink,
    error: row.error,
    errorCode: row.errorCode,
    attempts: row.attempts,
    nextAttemptAt: iso(row.nextAt),
    publishedAt: iso(row.publishedAt),
    updatedAt: new Date(row.updatedAt).toISOString(),
    processing: presentProcessing(row),
  };
}

/**
 * The fields of a post that leave the server. A figure without a basis (saved before bases
 * were recorded, e.g. the offline writer's former "90") is not shown (decision 207).
 */
export function presentPost(row: PostRow): Post {
  // The post's own publishing fields are its Instagram publication's (kept for older clients).
  const instagram = row.publications.find((p) => p.destination === "instagram");
  return {
    id: row.id,
    title: row.title,
    caption: row.caption,
    detailedDescription: row.detailedDescription,
    hashtags: row.hashtags,
    altText: row.altText,
    contentItemIds: row.contentItemIds,
    status: row.status,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    engagementPrediction: row.engagementBasis ? row.engagementPrediction : null,
    engagementBasis: row.engagementPrediction !== null ? row.engagementBasis : null,
    language: row.language as Post["language"],
    contentField: row.contentField,
    autoPublish: instagram !== undefined && instagram.state !== "off",
    publishFit: instagram?.fit ?? "pad",
    permalink: instagram?.permalink ?? null,
    publishError: instagram?.error ?? null,
    publishErrorCode: instagram?.errorCode ?? null,
    postedAt: row.postedAt?.toISOString() ?? null,
    coverOffsetMs: row.coverOffsetMs,
    shareToFeed: instagram?.shareToFeed ?? true,
    publications: row.publications.map(presentPublication),
    results: row.results ?? null,
    people: {
      writtenBy: row.people.writtenBy ?? null,
      editedBy: row.people.editedBy ?? null,
      submittedBy: row.people.submittedBy ?? null,
      approvedBy: row.people.approvedBy ?? null,
      changesRequestedBy: row.people.changesRequestedBy ?? null,
      publishedBy: row.people.publishedBy ?? null,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
