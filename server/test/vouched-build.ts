/**
 * Preloaded (`--import`) into a server that a test starts from its sources. It stands in for the
 * build's definition of `__BUILD_INPUTS__` (scripts/build.ts) with the hash the test took of the
 * same sources, so the start-up seed is skipped when the database holds that build's seed, as a
 * bundle built from these sources would skip it (db/seed/index.ts). A full reseed took 10–25 s
 * of each such start on a 2-core machine.
 */
const inputs = process.env.TEST_BUILD_INPUTS;
if (inputs) Object.assign(globalThis, { __BUILD_INPUTS__: inputs });

export {};
