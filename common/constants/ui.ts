/** Timings and client settings shared by screens and the server. */

export const TIMINGS = {
  readinessToastMs: 8000,
  redirectDelayMs: 3000,
  copyFlagMs: 2000,
  demoDelayMs: 1600,
  confettiMs: 5000,
  confettiParticles: 50,
  countUpMs: 2000,
  liveFeedLoopS: 12,
  tooltipDelayMs: 700,
  tooltipSkipMs: 300,
  tooltipOffset: 4,
  toastDurationMs: 5000,
  toastRemoveDelayMs: 1_000_000,
  toastLimit: 1,
  toastSwipeThresholdPx: 50,
} as const;

export const THEME_STORAGE_KEY = 'theme';

/** Calls per tRPC batch: the client's batch link never sends more, and the server refuses more. */
export const TRPC_MAX_BATCH = 10;
