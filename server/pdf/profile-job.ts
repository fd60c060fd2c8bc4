import type { PdfJob } from './renderer';

/** An id no profile can have (ids are random v4 UUIDs). */
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** The print view of one profile; the renderer keeps a page warm on the print view of no profile. */
export function profilePdfJob(origin: string, id: string): PdfJob {
  return {
    url: `${origin}/athlete/${id}?print=1`,
    readySelector: `[data-profile-ready="${id}"]`,
    warmUrl: `${origin}/athlete/${NIL_UUID}?print=1`,
  };
}
