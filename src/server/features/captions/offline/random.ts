/** A small seeded generator (mulberry32) so the offline writer varies between calls yet tests stay deterministic. */
export function seededRandom(seed: string | number): () => number {
  let h = 1779033703 ^ String(seed).length;
  for (const char of String(seed)) {
    h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  // murmur3's finaliser: seeds that differ in one character start far apart (decision 204).
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks one element with the generator; `offset` shifts the choice (used to make variations differ). */
export function pick<T>(items: readonly T[], random: () => number, offset = 0): T {
  if (items.length === 0) throw new Error("pick from an empty list");
  const index = (Math.floor(random() * items.length) + offset) % items.length;
  return items[index] as T;
}
