// A small seeded PRNG (mulberry32): the benchmarks generate the same data on every run, and the
// API's fuzz test (apps/api/test/fuzz) the same requests for the same seed. The project's only one.

/** Returns a function giving numbers in [0, 1), the same sequence for the same seed. */
export function rng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
