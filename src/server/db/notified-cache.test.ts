import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import type { Db } from "./client.ts";
import { NotifiedCache, notifyCommitted } from "./notified-cache.ts";

/** A change this process applies in place (`beginPatch`, `patchGroup`): the rules every notified cache keeps. */
describe("NotifiedCache patches", () => {
  const make = (clock = { now: 0 }) =>
    new NotifiedCache<{ user: string; n: number }>(true, {
      ttlMs: 1_000,
      maxEntries: 10,
      groupOf: (value) => value.user,
      now: () => clock.now,
    });

  it("changes the group's entries in place when nothing else changed it since the patch began, and leaves other groups", () => {
    const cache = make();
    cache.set("a:1", { user: "a", n: 1 }, cache.begin());
    cache.set("a:2", { user: "a", n: 2 }, cache.begin());
    cache.set("b:1", { user: "b", n: 1 }, cache.begin());
    const patch = cache.beginPatch("a");
    cache.forgetGroup("b"); // another user's change does not matter
    cache.patchGroup(patch, (value) => (value.n === 2 ? undefined : { ...value, n: value.n + 10 }));
    expect(cache.get("a:1")).toEqual({ user: "a", n: 11 });
    expect(cache.get("a:2")).toBeUndefined();
  });

  it("drops the group instead when another change to it came in since the patch began", () => {
    const cache = make();
    cache.set("a:1", { user: "a", n: 1 }, cache.begin());
    const patch = cache.beginPatch("a");
    cache.forgetGroup("a");
    cache.set("a:1", { user: "a", n: 5 }, cache.begin());
    cache.patchGroup(patch, (value) => ({ ...value, n: 99 }));
    expect(cache.get("a:1")).toBeUndefined();
  });

  it("drops the group when everything was forgotten since, or the cache stopped listening", () => {
    for (const reset of ["clear", "setLive"] as const) {
      const cache = make();
      const patch = cache.beginPatch("a");
      if (reset === "clear") cache.clear();
      else cache.setLive(true);
      cache.set("a:1", { user: "a", n: 1 }, cache.begin());
      cache.patchGroup(patch, (value) => ({ ...value, n: 99 }));
      expect(cache.get("a:1"), reset).toBeUndefined();
    }
  });

  it("lets overlapping patches of one group compose", () => {
    const cache = make();
    cache.set("a:1", { user: "a", n: 1 }, cache.begin());
    const first = cache.beginPatch("a");
    const second = cache.beginPatch("a");
    cache.patchGroup(second, (value) => ({ ...value, n: value.n * 10 }));
    cache.patchGroup(first, (value) => ({ ...value, n: value.n + 1 }));
    expect(cache.get("a:1")).toEqual({ user: "a", n: 11 });
  });

  it("is a change itself: a lookup started before it is stored only with it applied", () => {
    const cache = make();
    const lookup = cache.begin();
    cache.patchGroup(cache.beginPatch("a"), (value) => ({ ...value, n: value.n + 10 }));
    cache.set("a:1", { user: "a", n: 1 }, lookup);
    expect(cache.get("a:1")).toEqual({ user: "a", n: 11 });
    // A patch that drops the looked-up value drops it from the store too.
    const second = cache.begin();
    cache.patchGroup(cache.beginPatch("a"), () => undefined);
    cache.set("a:2", { user: "a", n: 2 }, second);
    expect(cache.get("a:2")).toBeUndefined();
  });
  it("keeps the time each entry was read, so the TTL still bounds it", () => {
    const clock = { now: 0 };
    const cache = make(clock);
    cache.set("a:1", { user: "a", n: 1 }, cache.begin());
    clock.now = 900;
    cache.patchGroup(cache.beginPatch("a"), (value) => ({ ...value, n: 2 }));
    expect(cache.get("a:1")).toEqual({ user: "a", n: 2 });
    clock.now = 1_000;
    expect(cache.get("a:1")).toBeUndefined();
  });

  it("an abandoned patch changes nothing, and a later one still applies", () => {
    const cache = make();
    cache.set("a:1", { user: "a", n: 1 }, cache.begin());
    cache.abandonPatch(cache.beginPatch("a"));
    expect(cache.get("a:1")).toEqual({ user: "a", n: 1 });
    cache.patchGroup(cache.beginPatch("a"), (value) => ({ ...value, n: 3 }));
    expect(cache.get("a:1")).toEqual({ user: "a", n: 3 });
  });
});

/** A lookup begun before a change: stored only when the change cannot have made it stale. */
describe("NotifiedCache lookups overtaken by a change", () => {
  const make = () =>
    new NotifiedCache<{ user: string; n: number }>(true, {
      ttlMs: 1_000,
      maxEntries: 10,
      groupOf: (value) => value.user,
    });

  it("stores a lookup overtaken by changes to other groups and other keys, as it was read", () => {
    const cache = make();
    const lookup = cache.begin();
    cache.forgetGroup("b");
    cache.forgetKey("a:2");
    cache.patchGroup(cache.beginPatch("b"), (value) => ({ ...value, n: 0 }));
    cache.set("a:1", { user: "a", n: 1 }, lookup);
    expect(cache.get("a:1")).toEqual({ user: "a", n: 1 });
  });

  it("does not store one overtaken by a change to its group, its key or everything", () => {
    const changes = [
      (cache: NotifiedCache<{ user: string; n: number }>) => cache.forgetGroup("a"),
      (cache: NotifiedCache<{ user: string; n: number }>) => cache.forgetKey("a:1"),
      (cache: NotifiedCache<{ user: string; n: number }>) => cache.clear(),
      (cache: NotifiedCache<{ user: string; n: number }>) => cache.setLive(true),
    ];
    for (const change of changes) {
      const cache = make();
      const lookup = cache.begin();
      cache.patchGroup(cache.beginPatch("a"), (value) => value); // a patch before does not save it
      change(cache);
      cache.set("a:1", { user: "a", n: 1 }, lookup);
      expect(cache.get("a:1")).toBeUndefined();
    }
  });

  it("does not store one overtaken by more changes than it remembers", () => {
    const cache = make();
    const lookup = cache.begin();
    for (let i = 0; i < 256; i++) cache.forgetGroup(`other-${i}`);
    const recent = cache.begin();
    cache.forgetGroup("other");
    cache.set("a:1", { user: "a", n: 1 }, recent);
    expect(cache.get("a:1")).toEqual({ user: "a", n: 1 });
    cache.forgetGroup("other-again");
    cache.set("a:2", { user: "a", n: 2 }, lookup);
    expect(cache.get("a:2")).toBeUndefined();
  });
});

/** Notices of committed changes go out in batches (decision 814): one NOTIFY statement per batch. */
describe("notifyCommitted", () => {
  function fakeDb() {
    const sent: unknown[][] = [];
    let release: () => void = () => undefined;
    const db = {
      execute: (query: SQL) => {
        sent.push(new PgDialect().sqlToQuery(query).params);
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
    };
    return { db: db as unknown as Db, sent, release: () => release() };
  }

  it("sends the notices that come in while a batch is out as one statement, each once", async () => {
    const { db, sent, release } = fakeDb();
    const first = notifyCommitted(db, [["ck_posts_changes", "w1 a"]]);
    await Promise.resolve();
    expect(sent).toEqual([["ck_posts_changes", "w1 a"]]);
    const waiting = [
      notifyCommitted(db, [["ck_posts_changes", "w2 a"]]),
      notifyCommitted(db, [["ck_posts_changes", "w3 a"]]),
      notifyCommitted(db, [["ck_posts_changes", "w2 a"]]),
    ];
    let settled = false;
    void Promise.all(waiting).then(() => {
      settled = true;
    });
    release();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(["ck_posts_changes", "w2 a", "ck_posts_changes", "w3 a"]);
    expect(settled).toBe(false); // not before its batch was sent
    release();
    await Promise.all(waiting);
  });

  it("settles without failing when the batch cannot be sent: the change itself committed", async () => {
    const db = { execute: () => Promise.reject(new Error("connection lost")) } as unknown as Db;
    await expect(notifyCommitted(db, [["ck_posts_changes", "w1 a"]])).resolves.toBeUndefined();
    await expect(notifyCommitted(db, [["ck_posts_changes", "w1 b"]])).resolves.toBeUndefined();
  });
});
