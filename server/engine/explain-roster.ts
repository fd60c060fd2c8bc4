import { formatHeight } from '../../common/height';
import type { CompiledSport, PreparedAthlete } from './fit';
import type { RosterAtPosition } from './roster';
import { ordinal, ROSTER_SIZE_SHARE } from './roster-size';
import { groupLabel, type PositionGroupSummary, type RosterSummary, SMALL_CELL_MIN } from './roster-summary';

/**
 * The roster-need bullet, with the numbers it rests on and the roster's season, e.g.
 * "3 of the 4 players at S on the 2025-26 roster are seniors or graduate students"; for a later
 * graduation year it adds the juniors, who also leave before the athlete arrives.
 */
export function rosterNeedSentence(at: RosterAtPosition): string {
  const small = (n: number) => n < SMALL_CELL_MIN;
  if (at.smallCells && (small(at.count) || small(at.leaving) || (at.withJuniors && small(at.juniors))))
    return coarseNeedSentence(at);
  if (at.wholeRoster) return wholeRosterSentence(at);
  const where = `at ${groupLabel(at.group)} on the ${at.season} roster`;
  if (at.count === 0) return `No players ${where}`;
  const juniors =
    at.withJuniors && at.juniors > 0
      ? `, and ${at.juniors === 1 ? '1 is a junior' : `${at.juniors} are juniors`}, gone too before you arrive`
      : '';
  if (at.count === 1 && at.leaving === 0)
    return at.withJuniors && at.juniors === 1
      ? `The only player ${where} is a junior, gone before you arrive`
      : `The only player ${where} is not a senior or graduate student`;
  if (at.leaving === 0)
    return `None of the ${at.count} players ${where} is a senior or graduate student${juniors}`;
  if (at.count === 1) return `The only player ${where} is a senior or graduate student`;
  const verb = at.leaving === 1 ? 'is a senior or graduate student' : 'are seniors or graduate students';
  return `${at.leaving} of the ${at.count} players ${where} ${verb}${juniors}`;
}

/**
 * The bullet of a roster read whole, as it lists no positions for most players, e.g. "3 of the 10
 * players on the 2025-26 roster are seniors or graduate students (it lists no positions, so this
 * is the whole roster)".
 */
function wholeRosterSentence(at: RosterAtPosition): string {
  const leaving =
    at.leaving === 0
      ? `None of the ${at.count} players on the ${at.season} roster is a senior or graduate student`
      : `${at.leaving} of the ${at.count} players on the ${at.season} roster ${at.leaving === 1 ? 'is a senior or graduate student' : 'are seniors or graduate students'}`;
  const juniors =
    at.withJuniors && at.juniors > 0
      ? `, and ${at.juniors === 1 ? '1 is a junior' : `${at.juniors} are juniors`}, gone too before you arrive`
      : '';
  return `${leaving}${juniors} (it lists no positions for most players, so this is the whole roster)`;
}

/** "7 of 18 players on the 2025-26 roster are from TX"; null when the state has too few to say. */
export function footprintSentence(roster: RosterSummary, state: string): string | null {
  const from = roster.homeStates[state] ?? 0;
  if (from < 2 && from / roster.withHomeState < 0.1) return null;
  if (roster.smallCells && from < SMALL_CELL_MIN) {
    // A count under 10 from a small-cell source is shown as a range, never exactly (ADR 026).
    const of = roster.withHomeState < SMALL_CELL_MIN ? 'the' : `the ${roster.withHomeState}`;
    return `Fewer than ${SMALL_CELL_MIN} of ${of} players on the ${roster.season} roster are from ${state}`;
  }
  return `${from} of ${roster.withHomeState} players on the ${roster.season} roster are from ${state}`;
}

/**
 * The roster-need bullet of a small-cell source where a count would be under 10: shares in words,
 * never counts (ADR 026), e.g. "Most of the players at S on the 2025-26 roster are seniors or graduate
 * students, and juniors leave before you arrive too".
 */
function coarseNeedSentence(at: RosterAtPosition): string {
  const where = at.wholeRoster
    ? `the players on the ${at.season} roster (it lists no positions for most players, so this is the whole roster)`
    : `the players at ${groupLabel(at.group)} on the ${at.season} roster`;
  if (at.count === 0) return `No players at ${groupLabel(at.group)} on the ${at.season} roster`;
  const share = (n: number) =>
    n === 0
      ? 'None'
      : n === at.count
        ? 'All'
        : 2 * n > at.count
          ? 'Most'
          : 2 * n === at.count
            ? 'Half'
            : 'Some';
  const juniors = at.withJuniors && at.juniors > 0 ? ', and juniors leave before you arrive too' : '';
  const leaving = share(at.leaving);
  const verb = leaving === 'None' ? 'is a senior or graduate student' : 'are seniors or graduate students';
  return `${leaving} of ${where} ${verb}${juniors}`;
}

/** The athlete's height against the program's players at the position, with their range. */
export function dnaSentence(
  heightIn: number,
  at: PositionGroupSummary,
  season: string,
): { kind: 'why' | 'gap'; text: string } {
  const range = `${formatHeight(at.heightP10!)}–${formatHeight(at.heightP90!)}, median ${formatHeight(at.heightMedian!)}`;
  const them = `the ${at.withHeight} players at ${groupLabel(at.group)} on the ${season} roster (${range})`;
  const you = `Your ${formatHeight(heightIn)}`;
  if (heightIn < at.heightP10!) return { kind: 'gap', text: `${you} is shorter than most of ${them}` };
  if (heightIn > at.heightP90!) return { kind: 'gap', text: `${you} is taller than most of ${them}` };
  return { kind: 'why', text: `${you} is within the heights of ${them}` };
}

/** A percentile below this reads as a gap: the athlete is smaller than three in four of the room. */
const SIZE_WHY_PERCENTILE = 25;

/**
 * "Your 5'10" is at the 62nd percentile of the 3 players at S on the 2025-26 roster (5'8"–6'0",
 * median 5'9"), 30% of athletic fit here": one sentence per measure the athletic part compared.
 */
export function sizeSentences(
  c: CompiledSport,
  pa: PreparedAthlete,
  i: number,
  at: PositionGroupSummary,
  season: string,
): { kind: 'why' | 'gap'; text: string }[] {
  if (pa.posIdx < 0) return [];
  const k = i * c.positions.length + pa.posIdx;
  const share = `${Math.round(ROSTER_SIZE_SHARE * 100)}% of athletic fit here`;
  const out: { kind: 'why' | 'gap'; text: string }[] = [];
  const sentence = (you: string, p: number, them: string) => ({
    kind: p >= SIZE_WHY_PERCENTILE ? ('why' as const) : ('gap' as const),
    text:
      p === 0
        ? `${you} is below every one of ${them}, ${share}`
        : `${you} is at the ${ordinal(p)} percentile of ${them}, ${share}`,
  });
  const oh = c.sizeOffH[k]!;
  if (oh >= 0 && pa.heightCell >= 0 && pa.sizeWeightH > 0 && at.heights) {
    const h = at.heights;
    const range = `${formatHeight(h[0]!)}–${formatHeight(h.at(-1)!)}, median ${formatHeight(at.heightMedian ?? h[h.length >> 1]!)}`;
    out.push(
      sentence(
        `Your ${formatHeight(pa.athlete.heightIn!)}`,
        c.sizePctH[oh + pa.heightCell]!,
        `the ${h.length} players at ${groupLabel(at.group)} on the ${season} roster (${range})`,
      ),
    );
  }
  const ow = c.sizeOffW[k]!;
  if (ow >= 0 && pa.weightCell >= 0 && pa.sizeWeightW > 0 && at.weights) {
    const w = at.weights;
    out.push(
      sentence(
        `Your ${Math.round(pa.athlete.weightLb!)} lb`,
        c.sizePctW[ow + pa.weightCell]!,
        `the ${w.length} players at ${groupLabel(at.group)} with a weight on the ${season} roster (${w[0]}–${w.at(-1)} lb, median ${w[(w.length - 1) >> 1]} lb)`,
      ),
    );
  }
  return out;
}
