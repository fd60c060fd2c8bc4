/**
 * The level of a roster's previous school (data/rosters/SOURCES.md): the division of that school's
 * program in the same sport, found only by a reviewed alias, the same normalized name, a name a
 * roster source gives the school (matches.csv), or its name without "University"/"College" when
 * exactly one program of the sport has it; '' otherwise, never a guess.
 */
import { normalizeName, schoolCore } from './rosters-parse';
import type { Alias, Program } from './rosters-programs';

/** A school as the program files name it. */
const schoolKey = (name: string, state: string) => `${name}|${state}`;

/** How a previous school's level was found, for the build's report. */
export type LevelHow = 'alias' | 'name' | 'source-name' | 'core' | '';

export class PreviousSchoolLevels {
  private bySport = new Map<string, Program[]>();
  /** Normalized name → the schools that name was matched to (any sport): a name of one school only counts. */
  private named = new Map<string, Set<string>>();

  constructor(programs: readonly Program[], aliases: readonly Alias[], sourceNames: readonly Alias[]) {
    for (const p of programs) {
      const list = this.bySport.get(p.sport) ?? [];
      list.push(p);
      this.bySport.set(p.sport, list);
    }
    for (const a of [...aliases, ...sourceNames]) {
      const k = normalizeName(a.roster_school);
      const set = this.named.get(k) ?? new Set<string>();
      set.add(schoolKey(a.program_name, a.state));
      this.named.set(k, set);
    }
    this.aliasNames = new Set(aliases.map((a) => normalizeName(a.roster_school)));
  }
  private aliasNames: Set<string>;

  /** One school's program in the sport, and how it was found. */
  private one(sport: string, raw: string): { division: string; how: LevelHow } {
    const list = this.bySport.get(sport) ?? [];
    const key = normalizeName(raw);
    const schools = this.named.get(key);
    if (schools?.size === 1) {
      const [school] = schools;
      const p = list.filter((x) => schoolKey(x.name, x.state) === school);
      if (p.length === 1 && p[0])
        return { division: p[0].division, how: this.aliasNames.has(key) ? 'alias' : 'source-name' };
      return { division: '', how: '' };
    }
    if (schools && schools.size > 1) return { division: '', how: '' };
    const byName = list.filter((x) => normalizeName(x.name) === key);
    if (byName.length === 1 && byName[0]) return { division: byName[0].division, how: 'name' };
    if (byName.length > 1) return { division: '', how: '' };
    const core = schoolCore(raw);
    if (!core) return { division: '', how: '' };
    const byCore = list.filter((x) => schoolCore(x.name) === core);
    // A short name that begins another program's name ("Kentucky" / "Kentucky State") does not tell.
    const begins = list.some((x) => schoolCore(x.name).startsWith(`${core} `));
    if (byCore.length === 1 && byCore[0] && !begins) return { division: byCore[0].division, how: 'core' };
    return { division: '', how: '' };
  }

  /** The previous school's level in the sport; several schools listed give one only when all agree. */
  level(sport: string, raw: string): { level: string; how: LevelHow } {
    const parts = raw
      .split(/\/|;|\band then\b/)
      .map((p) => p.trim())
      .filter((p) => p && !/^(none|n\/?a|-+)$/i.test(p));
    if (parts.length === 0) return { level: '', how: '' };
    const found = parts.map((p) => this.one(sport, p));
    const levels = new Set(found.map((f) => f.division));
    const [only] = levels;
    return levels.size === 1 && only ? { level: only, how: found[0]?.how ?? '' } : { level: '', how: '' };
  }
}
