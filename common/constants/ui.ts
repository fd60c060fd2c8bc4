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

/** The PDF's paper: Letter, the US size, by default; A4 for coaches elsewhere. */
export const PDF_PAPERS = ['letter', 'a4'] as const;
export type PdfPaper = (typeof PDF_PAPERS)[number];
export const PDF_PAPER_LABELS: Record<PdfPaper, string> = { letter: 'US Letter', a4: 'A4' };
