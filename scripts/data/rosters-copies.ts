/**
 * Cross-country rosters that repeat the same school's outdoor track roster: the source filed one
 * roster page under both sports, so the cross-country copy is dropped and the track roster kept
 * (a track roster holds the distance runners; a cross-country roster never holds sprinters).
 */

/** Roster rows as the script writes them: sport, division, program_name, state, …, class_year (6), home_state (9). */
type Row = readonly string[];

const TRACK_OF: Record<string, string> = {
  'mens-cross-country': 'mens-track-field',
  'womens-cross-country': 'womens-track-field',
};

/** A roster's players by class year and home state, order-free. */
const fingerprint = (rows: Row[]) =>
  rows
    .map((r) => `${r[6] ?? ''}|${r[9] ?? ''}`)
    .sort()
    .join(';');

/** The rows without the cross-country programs whose roster equals their school's track roster at the same level. */
export function dropTrackCopies<R extends Row>(rows: R[]): { kept: R[]; dropped: string[] } {
  const byProgram = new Map<string, R[]>();
  for (const r of rows) {
    const k = [r[0], r[1], r[2], r[3]].join('|');
    const list = byProgram.get(k) ?? [];
    list.push(r);
    byProgram.set(k, list);
  }
  const dropped = new Set<string>();
  for (const [k, list] of byProgram) {
    const [sport, ...rest] = k.split('|');
    const track = TRACK_OF[sport ?? ''];
    if (!track) continue;
    const twin = byProgram.get([track, ...rest].join('|'));
    if (twin && fingerprint(twin) === fingerprint(list)) dropped.add(k);
  }
  return {
    kept: rows.filter((r) => !dropped.has([r[0], r[1], r[2], r[3]].join('|'))),
    dropped: [...dropped].sort(),
  };
}
