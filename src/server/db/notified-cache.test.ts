import { describe, expect, it } from "vitest";
import { NotifiedCache } from "./notified-cache.ts";

/** A change this process applies in place (`patchGroup`): the rules every notified cache keeps. */
describe("NotifiedCache.patchGroup", () => {
  const make = (clock = { now: 0 }) =>
    new NotifiedCache<{ user: string; n: number }>(true, {
      ttlMs: 1_000,
      maxEntries: 10,
      groupOf: (value) => value.user,
      now: () => clock.now,
    });

  it("changes the group's entries in place when nothing changed since it started, and leaves other groups", () => {
    const cache = make();
    cache.set("a:1", { user: "a", n: 1 }, cache.begin());
    cache.set("a:2", { user: "a", n: 2 }, cache.begin());
    cache.set("b:1", { user: "b", n: 1 }, cache.begin());
    const started = cache.begin();
    cache.patchGroup("a", started, (value) => (value.n === 2 ? undefined : { ...value, n: value.n + 10 }));
    expect(cache.get("a:1")).toEqual({ user: "a", n: 11 });
    expect(cache.get("a:2")).toBeUndefined();
    expect(cache.get("b:1")).toEqual({ user: "b", n: 1 });
  });

  it("drops the group instead when another change came in since it started", () => {
    const cache = make();
    cache.set("a:1", { user: "a", n: 1 }, cache.begin());
    cache.set("b:1", { user: "b", n: 1 }, cache.begin());
    const started = cache.begin();
    cache.forgetKey("b:1");
    cache.patchGroup("a", started, (value) => ({ ...value, n: 99 }));
    expect(cache.get("a:1")).toBeUndefined();
  });

  it("is a change itself: a lookup started before it is not stored after it", () => {
    const cache = make();
    const lookup = cache.begin();
    cache.patchGroup("a", cache.begin(), (value) => value);
    cache.set("a:1", { user: "a", n: 1 }, lookup);
    expect(cache.get("a:1")).toBeUndefined();
  });

  it("keeps the time each entry was read, so the TTL still bounds it", () => {
    const clock = { now: 0 };
    const cache = make(clock);
    cache.set("a:1", { user: "a", n: 1 }, cache.begin());
    clock.now = 900;
    cache.patchGroup("a", cache.begin(), (value) => ({ ...value, n: 2 }));
    expect(cache.get("a:1")).toEqual({ user: "a", n: 2 });
    clock.now = 1_000;
    expect(cache.get("a:1")).toBeUndefined();
  });
});
