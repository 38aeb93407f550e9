import { KINDS, type Claim, type Kind } from './claims.ts';

/** A seeded generator (mulberry32 over a string hash): the same seed draws the same claims. */
export function random(seed: string): () => number {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * N claims, as evenly spread over the kinds as their pools allow (a kind with fewer claims than
 * its share gives them all, the rest go to the others), each kind drawn without replacement.
 */
export function sampleClaims(pools: Record<Kind, Claim[]>, n: number, seed: string): Claim[] {
  const next = random(seed);
  const quota = new Map<Kind, number>(KINDS.map((k) => [k, 0]));
  let left = Math.min(n, KINDS.reduce((sum, k) => sum + pools[k].length, 0));
  while (left > 0) {
    for (const kind of KINDS) {
      if (left === 0) break;
      if (quota.get(kind)! < pools[kind].length) {
        quota.set(kind, quota.get(kind)! + 1);
        left--;
      }
    }
  }
  const drawn: Claim[] = [];
  for (const kind of KINDS) {
    const pool = [...pools[kind]];
    // Partial Fisher-Yates: the first `quota` places are a uniform draw.
    for (let i = 0; i < quota.get(kind)!; i++) {
      const j = i + Math.floor(next() * (pool.length - i));
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      drawn.push(pool[i]!);
    }
  }
  return drawn;
}
