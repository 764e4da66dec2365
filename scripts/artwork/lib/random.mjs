// Seeded, deterministic randomness (never Math.random): the artwork must be byte-identical on every run.

/** FNV-1a hash of a string, as an unsigned 32-bit integer. */
export function hash32(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32 generator with a few helpers. */
export function makeRng(seed) {
  let a = (typeof seed === 'string' ? hash32(seed) : seed) >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    /** Roughly normal, mean 0, in about [-1, 1]. */
    soft: () => (next() + next() + next() - 1.5) / 1.5,
  };
}

function lattice(i, seed) {
  let h = Math.imul(i ^ seed, 0x27d4eb2d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return ((h >>> 0) / 4294967295) * 2 - 1;
}

/** Smooth 1-D value noise in [-1, 1]. */
export function noise1(seed) {
  return (x) => {
    const i = Math.floor(x);
    const t = x - i;
    const u = t * t * (3 - 2 * t);
    const a = lattice(i, seed);
    const b = lattice(i + 1, seed);
    return a + (b - a) * u;
  };
}

/** Fractal noise: rough 0 is one smooth octave, rough 1 is jagged. */
export function fractal(seed, rough = 0.5) {
  const octaves = 1 + Math.round(rough * 5);
  const layers = [];
  for (let o = 0; o < octaves; o++) layers.push(noise1((seed + o * 7919) | 0));
  const gain = 0.35 + rough * 0.25;
  return (x) => {
    let sum = 0;
    let amp = 1;
    let norm = 0;
    let freq = 1;
    for (const n of layers) {
      sum += n(x * freq) * amp;
      norm += amp;
      amp *= gain;
      freq *= 2.1;
    }
    return sum / norm;
  };
}
