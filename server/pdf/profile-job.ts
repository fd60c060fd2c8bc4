import type { PdfPaper } from '../../common/constants';
import type { PdfJob } from './renderer';

/** An id no profile can have (ids are random v4 UUIDs). */
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** The page the renderer keeps warm: the print view of no profile. */
export const profileWarmUrl = (origin: string) => `${origin}/athlete/${NIL_UUID}?print=1`;

/**
 * The print view of one profile, read over `origin` (loopback), with a foot on every page for the
 * coach holding the paper: where the live profile is (`publicOrigin`, as a line and a QR code) and
 * how to reach the athlete.
 */
export function profilePdfJob(
  origin: string,
  id: string,
  foot: { publicOrigin: string; discoverable: boolean; paper: PdfPaper },
): PdfJob {
  const link = `${foot.publicOrigin}/athlete/${id}`;
  return {
    paper: foot.paper,
    url: `${origin}/athlete/${id}?print=1`,
    readySelector: `[data-profile-ready="${id}"]`,
    warmUrl: profileWarmUrl(origin),
    footerQr: link,
    footer: [
      `Live FitScout profile: ${link}`,
      foot.discoverable
        ? 'Coaches reach this athlete through FitScout: ask for contact in the coach area; the athlete shares their email on accepting.'
        : 'Coaches reach this athlete through FitScout: the live profile shows how to contact them.',
    ],
  };
}
