import type { Post } from "#contract/posts.ts";
import type { PostRow } from "./posts.queries.ts";

/**
 * The fields of a post that leave the server. A figure without a basis (saved before bases
 * were recorded, e.g. the offline writer's former "90") is not shown (decision 207).
 */
export function presentPost(row: PostRow): Post {
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
    autoPublish: row.autoPublish,
    publishFit: row.publishFit,
    permalink: row.permalink,
    publishError: row.publishError,
    publishErrorCode: row.publishErrorCode,
    postedAt: row.postedAt?.toISOString() ?? null,
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
