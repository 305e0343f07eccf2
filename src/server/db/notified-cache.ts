import { type SQL, sql } from "drizzle-orm";
import type { Database, Db } from "./client.ts";

/**
 * A short-lived in-process copy of something read often and written rarely, kept correct
 * across servers by PostgreSQL's LISTEN/NOTIFY (decisions 012 and 014). The session cache
 * and the first page of a user's posts are two of them.
 *
 * Correctness rules, the same for every cache:
 * - Every write of the cached rows goes through a query function that calls
 *   `announceChange`: the entries go at once in this process, and a NOTIFY sent with the
 *   write (delivered at commit) makes every server on the same database drop them too.
 * - A lookup started before a change is never stored after it (a generation counter) — unless
 *   every change since is one it can be brought up to date with: a change to another group, or
 *   an in-place patch of its own group, which is then applied to it before it is stored.
 * - On PostgreSQL a cache is used only while this server listens on its channel; while the
 *   listening connection is down nothing is cached.
 * - Entries live at most `ttlMs`, which bounds changes made outside the app.
 *
 * Every entry belongs to a group (a user id): a change names a group, one key, or everything.
 */
export interface NotifiedCacheOptions<V> {
  ttlMs: number;
  maxEntries: number;
  /** The group an entry belongs to (the user whose change drops it). */
  groupOf: (value: V) => string;
  /** An extra freshness rule checked on every use (a session's own expiry). */
  fresh?: (value: V, now: number) => boolean;
  now?: () => number;
}

/** A change begun by this process, to apply in place (NotifiedCache.beginPatch). */
export interface PatchToken {
  readonly group: string;
  readonly forgets: number;
  readonly resets: number;
}

/**
 * One change since a generation: what it touched (a group, a key, or everything), and for an
 * in-place patch the change itself, so that a lookup begun before it can be brought up to date.
 */
interface Change<V> {
  generation: number;
  /** undefined: everything (clear, setLive). */
  group?: string | undefined;
  key?: string | undefined;
  patch?: ((value: V) => V | undefined) | undefined;
}

/** How many changes back a lookup can be brought up to date; an older one is not stored. */
const CHANGE_LOG = 256;

interface Entry<V> {
  value: V;
  group: string;
  storedAt: number;
}

export class NotifiedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private generation = 0;
  /** The last CHANGE_LOG changes, oldest first (their generations are consecutive). */
  private readonly changes: Change<V>[] = [];
  /** Changes to each group while patches are in flight, and to everything (`clear`, `setLive`). */
  private readonly groupForgets = new Map<string, number>();
  private resets = 0;
  private patchesInFlight = 0;
  /** False while changes from other servers could be missed (PostgreSQL listener down). */
  private live: boolean;
  private readonly options: NotifiedCacheOptions<V>;
  private readonly now: () => number;

  constructor(live: boolean, options: NotifiedCacheOptions<V>) {
    this.live = live;
    this.options = options;
    this.now = options.now ?? (() => Date.now());
  }

  /** The cached value of a key, when fresh. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (now - entry.storedAt >= this.options.ttlMs || (this.options.fresh && !this.options.fresh(entry.value, now))) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** A token to pass to `set`: a lookup started before a change is not stored after it. */
  begin(): number {
    return this.generation;
  }

  set(key: string, value: V, startedAt: number) {
    if (!this.live) return;
    if (startedAt !== this.generation) {
      const current = this.brought(key, value, startedAt);
      if (current === undefined) return;
      value = current;
    }
    if (this.entries.size >= this.options.maxEntries && !this.entries.has(key)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, group: this.options.groupOf(value), storedAt: this.now() });
  }

  /**
   * A value looked up from generation `startedAt` as it is now: unchanged by changes to other
   * groups and keys, with the patches of its own group applied in order; undefined when one of
   * the changes since dropped its group, its key or everything, or is too old to know.
   */
  private brought(key: string, value: V, startedAt: number): V | undefined {
    const since = this.generation - startedAt;
    if (since < 0 || since > this.changes.length) return undefined;
    const group = this.options.groupOf(value);
    let current: V | undefined = value;
    for (const change of this.changes.slice(this.changes.length - since)) {
      if (change.group === undefined && change.key === undefined) return undefined;
      if (change.key === key) return undefined;
      if (change.group !== group) continue;
      if (!change.patch) return undefined;
      current = change.patch(current);
      if (current === undefined) return undefined;
    }
    return current;
  }

  private changed(change: Omit<Change<V>, "generation">) {
    this.generation++;
    this.changes.push({ generation: this.generation, ...change });
    if (this.changes.length > CHANGE_LOG) this.changes.shift();
  }

  /**
   * Starts a change this process will make and then apply to a group's entries in place
   * (`patchGroup`): from now on, any other change to the group (a forget, here or heard by
   * NOTIFY) makes the patch drop the group instead. Other patches of the same group do not:
   * each changes only what it wrote, so they compose (the caller keeps two patches of the
   * same thing apart). Every token must end in `patchGroup` or `abandonPatch`.
   */
  beginPatch(group: string): PatchToken {
    this.patchesInFlight++;
    return { group, forgets: this.groupForgets.get(group) ?? 0, resets: this.resets };
  }

  /**
   * Applies a begun change to the group's entries in place: `change` gives an entry's new value
   * (undefined drops it). Each entry keeps the time it was read, so the TTL still bounds what it
   * holds from the database. Applied only when nothing else changed the group since
   * `beginPatch` (else the group is dropped, as any change drops it); itself a change: a lookup
   * started before it is not stored after it.
   */
  patchGroup(token: PatchToken, change: (value: V) => V | undefined) {
    const valid = token.resets === this.resets && token.forgets === (this.groupForgets.get(token.group) ?? 0);
    this.abandonPatch(token);
    if (!valid) return this.forgetGroup(token.group);
    this.changed({ group: token.group, patch: change });
    for (const [key, entry] of this.entries) {
      if (entry.group !== token.group) continue;
      const value = change(entry.value);
      if (value === undefined) this.entries.delete(key);
      else entry.value = value;
    }
  }

  /** Ends a begun change that made no change (its write found nothing, or failed). */
  abandonPatch(_token: PatchToken) {
    this.patchesInFlight--;
    // The forget counts matter only while a patch is in flight.
    if (this.patchesInFlight === 0) this.groupForgets.clear();
  }

  private recordForget(group: string) {
    if (this.patchesInFlight > 0) this.groupForgets.set(group, (this.groupForgets.get(group) ?? 0) + 1);
  }

  /** Drops every entry of a group (a user's rows changed). */
  forgetGroup(group: string) {
    this.changed({ group });
    this.recordForget(group);
    for (const [key, entry] of this.entries) if (entry.group === group) this.entries.delete(key);
  }

  forgetKey(key: string) {
    const entry = this.entries.get(key);
    this.changed({ key });
    if (entry) this.recordForget(entry.group);
    this.entries.delete(key);
  }

  clear() {
    this.changed({});
    this.resets++;
    this.entries.clear();
  }

  setLive(live: boolean) {
    this.changed({});
    this.resets++;
    this.live = live;
    if (!live) this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }

  /** True while entries are kept (on PostgreSQL: once the listening connection is up). */
  get isLive() {
    return this.live;
  }
}

type Apply = (payload: string) => void;

/** Every cache of this process by channel (tests run several apps in one process). */
const listeners = new Map<string, Set<Apply>>();

/** What stops each listener of a database, run when it closes. */
const stops = new WeakMap<Database, Set<() => void>>();

/**
 * Makes `apply` hear every change announced on `channel`: at once for changes made by this
 * process (unless `inProcess` is false, which tests use to stand for another server), and
 * through LISTEN for other servers' changes on PostgreSQL. `onLive` is told when the
 * listening connection is down and up again. Returns the function that stops it, which
 * `stopListeningFor` also runs when the database closes.
 */
export function listenForChanges(
  database: Database,
  channel: string,
  apply: Apply,
  onLive: (live: boolean) => void,
  options: { inProcess?: boolean } = {},
): () => void {
  const here = listeners.get(channel) ?? new Set<Apply>();
  listeners.set(channel, here);
  if (options.inProcess !== false) here.add(apply);
  database.listen?.(channel, apply, onLive);
  const registered = stops.get(database) ?? new Set<() => void>();
  stops.set(database, registered);
  const stop = () => {
    here.delete(apply);
    registered.delete(stop);
    onLive(false);
  };
  registered.add(stop);
  return stop;
}

/** Stops every cache of a database from hearing changes (the database is closing). */
export function stopListeningFor(database: Database) {
  for (const stop of [...(stops.get(database) ?? [])]) stop();
}

/** Whether a cache of this database may be used before it listens (one process owns PGlite). */
export const liveFromStart = (database: Database) => database.kind === "pglite";

/**
 * Announces a change: applied at once to this process's caches, and sent with NOTIFY, which
 * PostgreSQL delivers when the surrounding transaction (if any) commits to every server
 * listening, this one included — so an entry read between the write and its commit goes then.
 */
export async function announceChange(db: Db, channel: string, payload: string) {
  await announceChanges(db, [[channel, payload]]);
}

/** announceChange for several channels at once, in one statement. */
export async function announceChanges(db: Db, changes: readonly (readonly [channel: string, payload: string])[]) {
  if (changes.length === 0) return;
  announceHere(changes);
  await db.execute(
    sql`select ${sql.join(
      changes.map(([channel, payload]) => sql`pg_notify(${channel}, ${payload})`),
      sql`, `,
    )}`,
  );
}

type Notice = readonly [channel: string, payload: string];

/** Each database's notices of committed changes: the batch being sent and the one filling up. */
const noticeQueues = new WeakMap<
  Db,
  { sending: Promise<void>; open?: Map<string, Notice>; openSent?: Promise<void> }
>();

/**
 * NOTIFYs of changes that have already committed, for every server to hear, sent in batches:
 * while one batch is being sent, the notices that come in wait and go together in the next
 * (one statement, one commit). PostgreSQL commits the transactions that sent a NOTIFY one at a
 * time (a global lock), so a NOTIFY carried by each write caps the writes at the rate of those
 * commits (decision 814). Settles once the batch holding these notices was sent, or failed to
 * be: the write has committed, so its answer does not fail for it. Unlike a NOTIFY inside the
 * write, a notice lost to a crash between the commit and its batch leaves other servers'
 * entries until their TTL. `db` is the database's own handle, never a transaction.
 */
export function notifyCommitted(db: Db, notices: readonly Notice[]): Promise<void> {
  if (notices.length === 0) return Promise.resolve();
  let queue = noticeQueues.get(db);
  if (!queue) {
    queue = { sending: Promise.resolve() };
    noticeQueues.set(db, queue);
  }
  if (!queue.open) {
    const open = new Map<string, Notice>();
    const state = queue;
    state.open = open;
    const sent = state.sending.then(async () => {
      if (state.open === open) state.open = undefined; // closed: later notices start the next batch
      await db
        .execute(
          sql`select ${sql.join(
            [...open.values()].map(([channel, payload]) => sql`pg_notify(${channel}, ${payload})`),
            sql`, `,
          )}`,
        )
        .catch(() => undefined);
    });
    state.sending = sent;
    state.openSent = sent;
  }
  for (const notice of notices) queue.open?.set(`${notice[0]}\u0000${notice[1]}`, notice);
  return queue.openSent as Promise<void>;
}

/** This process's side of an announcement: its caches' listeners, at once. */
export function announceHere(changes: readonly (readonly [channel: string, payload: string])[]) {
  for (const [channel, payload] of changes) for (const apply of listeners.get(channel) ?? []) apply(payload);
}

/**
 * The NOTIFY side of an announcement as one SQL expression (an empty text), for the RETURNING
 * list of the statement that makes the change: the write and its announcement travel in one
 * round trip (each costs a socket write and a wait), and a payload may be read from the row
 * written (`sql\`${table.userId}::text\``). PostgreSQL delivers it at commit, as announceChanges'
 * NOTIFY. The caller runs `announceHere` with the written row's values after the statement.
 */
export function notifyExpression(changes: readonly (readonly [channel: string, payload: SQL])[]): SQL {
  return sql`concat(${sql.join(
    changes.map(([channel, payload]) => sql`pg_notify(${channel}, ${payload})`),
    sql`, `,
  )})`;
}
