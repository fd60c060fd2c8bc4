import type { AppDeps } from '../../deps';
import { publicOrigin } from '../../platform/public-origin';
import { issueToken } from '../email-tokens';
import { messageExists, profileOwner, programNames, weeklyScoreChanges } from './mail.repo';
import { queueMail } from './mail.service';

export const UNSUBSCRIBE_PATH = '/api/unsubscribe';
/** The account's email preference page in the app. */
export const EMAIL_PREFERENCES_PATH = '/profile/email';
/** An unsubscribe link keeps working long after its email arrived. */
const UNSUBSCRIBE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/** ISO 8601 week of a date, e.g. `2026-W48`: the Monday update's once-a-week key. */
export function isoWeek(at: Date): string {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day); // the Thursday of this week names its year
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** The programs on this run's list that were not on the previous one; null when a run kept no list. */
function newProgramIds(now: string[] | null, before: string[] | null): string[] | null {
  if (!now || !before) return null;
  const seen = new Set(before);
  return now.filter((id) => !seen.has(id));
}

/** "A, B and C" or "A, B, C and 2 more": the new programs by name, best first. */
async function namesOf(deps: AppDeps, ids: string[], shown = 3): Promise<string> {
  const byId = await programNames(deps.db, ids);
  const names = ids.map((id) => byId.get(id)).filter((n): n is string => !!n);
  const head = names.slice(0, shown);
  const rest = names.length - head.length;
  if (rest > 0) return `${head.join(', ')} and ${rest} more`;
  return head.length > 1 ? `${head.slice(0, -1).join(', ')} and ${head.at(-1)}` : (head[0] ?? '');
}

/** Other modules' lines for an athlete's week (the portal's windows and transfer needs), handed in by the caller. */
export type AthleteNews = (db: AppDeps['db'], athleteId: string, at: Date) => Promise<string[]>;

/**
 * After a recompute chunk: one email to each athlete whose best Fit Score or match list (its
 * programs; its size for runs stored before the programs were kept) changed since the previous run, at most one per ISO week (the idempotency key), never to one who
 * opted out. A first run has nothing to compare with and sends nothing.
 */
export async function queueWeeklyUpdates(
  deps: AppDeps,
  athleteIds: string[],
  runId: string,
  at = new Date(),
  news: AthleteNews = async () => [],
): Promise<number> {
  if (!athleteIds.length) return 0;
  const week = isoWeek(at);
  const origin = publicOrigin(deps);
  let queued = 0;
  for (const row of (await weeklyScoreChanges(deps.db, athleteIds, runId)).rows) {
    if (row.prevFit === null || row.prevCount === null) continue;
    const added = newProgramIds(row.programIds, row.prevProgramIds);
    const listChanged = added
      ? added.length > 0 || row.programIds!.length !== row.prevProgramIds!.length
      : row.prevCount !== row.matchCount;
    // A portal athlete also hears of its windows and of fitting programs that want transfers.
    const portal = await news(deps.db, row.athleteId, at);
    if (row.prevFit === row.fitScore && !listChanged && portal.length === 0) continue;
    const key = `weekly:${row.athleteId}:${week}`;
    if (await messageExists(deps.db, key)) continue;
    const owner = await profileOwner(deps.db, row.athleteId);
    const { token } = await issueToken(deps.db, owner.userId, 'unsubscribe', row.email, UNSUBSCRIBE_TTL_MS);
    const move = row.fitScore - row.prevFit;
    const countMove = row.matchCount - row.prevCount;
    const result = await queueMail(deps, {
      idempotencyKey: key,
      kind: 'weekly_update',
      to: row.email,
      content: {
        subject: `Your FitScout update: best Fit Score ${row.fitScore}`,
        paragraphs: [
          `Hi ${row.firstName}, this week's recalculation is in.`,
          move === 0
            ? `Your best Fit Score stays at ${row.fitScore}.`
            : `Your best Fit Score went ${move > 0 ? 'up' : 'down'} ${Math.abs(move)} points, from ${row.prevFit} to ${row.fitScore}.`,
          countMove === 0
            ? `You have ${row.matchCount} matches.`
            : `You now have ${row.matchCount} matches (${countMove > 0 ? '+' : ''}${countMove} since last week).`,
          ...(added?.length ? [`New on your list: ${await namesOf(deps, added)}.`] : []),
          ...(portal.length ? ['Transfer portal:', ...portal] : []),
        ],
        action: { label: 'Open your Gameplan', url: `${origin}/dashboard` },
        unsubscribeUrl: `${origin}${UNSUBSCRIBE_PATH}?token=${token}`,
        preferencesUrl: `${origin}${EMAIL_PREFERENCES_PATH}`,
      },
    });
    if (result.created) queued++;
  }
  return queued;
}
