import { z } from 'zod';
import { formatHeight, parseHeight } from '../height';

/** SPEC §5 empty-input wording, per source. */
export const IMPORT_SOURCES = {
  x: { label: 'X (Twitter)', empty: 'Please enter a social handle', field: 'handle' },
  hudl: { label: 'Hudl', empty: 'Please enter a film-platform URL', field: 'url' },
  ncsa: { label: 'NCSA', empty: 'Please enter a recruiting-platform URL', field: 'url' },
} as const;
export type ImportSource = keyof typeof IMPORT_SOURCES;

export const ZImportX = z.object({
  handle: z
    .string({ error: IMPORT_SOURCES.x.empty })
    .trim()
    .transform(
      (v) =>
        v
          .replace(/^@/, '')
          .replace(/^https?:\/\/(www\.)?(x|twitter)\.com\//i, '')
          .split(/[/?#]/)[0]!,
    )
    .refine((v) => v !== '', IMPORT_SOURCES.x.empty)
    .refine(
      (v) => /^[A-Za-z0-9_]{1,15}$/.test(v),
      'Enter a valid X handle (letters, numbers and _; up to 15)',
    ),
});
const url = (empty: string) => z.object({ url: z.string({ error: empty }).trim().min(1, empty).max(2048) });
export const ZImportHudl = url(IMPORT_SOURCES.hudl.empty);
/** Which importers this server offers: X needs an API token its operator sets. */
export const X_NOT_ENABLED =
  'Import from X is not enabled on this server: its operator has not set an X API token.';
export const ZImportSources = z.object({ x: z.boolean(), hudl: z.boolean(), ncsa: z.boolean() });
export type TImportSources = z.infer<typeof ZImportSources>;
export const ZImportNcsa = url(IMPORT_SOURCES.ncsa.empty);

/** SPEC §3 import result: every field is a prefill suggestion, null when the page did not say. */
export const ZImportResult = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  sport: z.string().nullable(),
  position: z.string().nullable(),
  height: z.string().nullable(),
  weight: z.number().nullable(),
  bio: z.string().nullable(),
  filmUrl: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
  xHandle: z.string().nullable(),
  xProfileUrl: z.string().nullable(),
  xBio: z.string().nullable(),
});
export type TImportResult = z.infer<typeof ZImportResult>;

export const EMPTY_IMPORT: TImportResult = {
  firstName: null,
  lastName: null,
  sport: null,
  position: null,
  height: null,
  weight: null,
  bio: null,
  filmUrl: null,
  profilePictureUrl: null,
  xHandle: null,
  xProfileUrl: null,
  xBio: null,
};

/** 6'2", 6' 2", 6-2, 6 ft 2 in → 6'2" (SPEC §5: imports fill height from a feet/inches pattern). */
export function parseFeetInches(text: string | null | undefined): string | null {
  if (!text) return null;
  // Finds the pattern in free text; the height parser then reads it.
  const m = /\b[4-8]\s*(?:'|’|ft\.?|feet|-)\s*\d{1,2}\s*(?:"|”|''|in\.?|inches)?/i.exec(text);
  const inches = m ? parseHeight(m[0]) : null;
  return inches === null ? null : formatHeight(inches);
}
