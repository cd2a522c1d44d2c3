// Types of rng.mjs, for the TypeScript code that shares it (the API's fuzz test).

/** Returns a function giving numbers in [0, 1), the same sequence for the same seed. */
export function rng(seed: number): () => number;
