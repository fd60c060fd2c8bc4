/**
 * A bound, not a check, for a test that runs the whole reference seed (22,703 programs, their
 * rosters and institutions): on a busy 2-core machine one took over 30 s. Its speed is measured
 * by the start-up bench, never by a test.
 */
export const FULL_SEED_BOUND_MS = 240_000;
