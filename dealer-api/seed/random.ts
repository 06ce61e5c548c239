/**
 * A small seeded PRNG (mulberry32): the demo catalogue must come out the same on every
 * fresh database, so tests, screenshots and links to car ids stay valid.
 */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const weighted = <T>(items: readonly T[], weight: (item: T) => number): T => {
    const total = items.reduce((sum, item) => sum + weight(item), 0);
    let roll = next() * total;
    for (const item of items) {
      roll -= weight(item);
      if (roll < 0) return item;
    }
    return items[items.length - 1];
  };
  /** `count` distinct items, in the pool's order. */
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const indexes = items.map((_, i) => i);
    for (let i = indexes.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [indexes[i], indexes[j]] = [indexes[j], indexes[i]];
    }
    return indexes
      .slice(0, Math.min(count, items.length))
      .sort((a, b) => a - b)
      .map((i) => items[i]);
  };
  return { next, int, pick, weighted, sample, chance: (p: number) => next() < p };
}

export type Random = ReturnType<typeof createRandom>;
