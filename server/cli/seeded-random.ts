/**
 * mulberry32, a tiny seeded generator: the demo (server/cli/demo.ts) and the bench's data sets
 * (scripts/bench/plan.ts) are the same every time for one seed.
 */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const weighted = <T extends { weight: number }>(items: readonly T[]): T => {
    const total = items.reduce((s, i) => s + i.weight, 0);
    let r = next() * total;
    for (const item of items) {
      r -= item.weight;
      if (r < 0) return item;
    }
    return items[items.length - 1]!;
  };
  /** Index in [0, n), skewed towards 0: a few parties trade a lot, most trade a little. */
  const skewed = (n: number) => Math.min(n - 1, Math.floor(n * next() ** 2.2));
  return { next, int, pick, weighted, skewed };
}
