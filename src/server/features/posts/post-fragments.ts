import type { Database } from "#server/db/client.ts";

/**
 * Each post as the JSON text `GET /api/posts` sends for it, kept with the row version it was
 * rendered from (PostgreSQL's `xmin`, which every write of the row changes). A page is then
 * one light query for its rows' ids and versions, plus the full rows only of posts written
 * since they were last rendered (decision 742): after an edit, the first page costs one post's
 * rendering, not fifty. Needs no notification: a fragment is used only for the version the
 * database reports now, so no write can leave it stale.
 */
const MAX_FRAGMENTS = 10_000;

export class PostFragments {
  private readonly entries = new Map<string, { version: string; json: Buffer }>();

  /** The JSON bytes of post `id` rendered at `version`, if kept. */
  get(id: string, version: string): Buffer | undefined {
    const entry = this.entries.get(id);
    if (entry?.version !== version) return undefined;
    // Most recently used last: the oldest is the first to go.
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry.json;
  }

  set(id: string, version: string, json: Buffer) {
    this.entries.delete(id);
    if (this.entries.size >= MAX_FRAGMENTS) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(id, { version, json });
  }

  get size() {
    return this.entries.size;
  }
}

const byDatabase = new WeakMap<Database, PostFragments>();

/** Each database's fragments (tests run several databases in one process). */
export function postFragments(database: Database): PostFragments {
  let fragments = byDatabase.get(database);
  if (!fragments) {
    fragments = new PostFragments();
    byDatabase.set(database, fragments);
  }
  return fragments;
}
