import type { PdfJob } from './renderer';

/** An id no profile can have (ids are random v4 UUIDs). */
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** The page the renderer keeps warm: the print view of no profile. */
export const profileWarmUrl = (origin: string) => `${origin}/athlete/${NIL_UUID}?print=1`;

/** The print view of one profile. */
export function profilePdfJob(origin: string, id: string): PdfJob {
  return {
    url: `${origin}/athlete/${id}?print=1`,
    readySelector: `[data-profile-ready="${id}"]`,
    warmUrl: profileWarmUrl(origin),
  };
}
