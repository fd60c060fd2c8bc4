/**
 * Name, place and IPEDS unit id for a school known only by a roster short name and the
 * host of its roster page. A school already in the reference CSVs keeps that exact name,
 * so the same school is one institution everywhere; nothing is matched on a guess.
 */
export interface Institution {
  unitid: string;
  name: string;
  city: string;
  state: string;
  /** Hosts of the school's athletics and main web sites. */
  hosts: string[];
}

export interface SeedSchool {
  name: string;
  city: string;
  state: string;
  division: string;
  website: string;
}

/** A match made by hand: the IPEDS unit id, and the reference name when it differs from IPEDS's. */
export interface Override {
  unitid: string;
  name?: string;
}

export interface Resolved {
  name: string;
  city: string;
  state: string;
  unitid: string;
  how: string;
}

/** Lower-case words only, with the spellings schools vary on made the same. */
export function normName(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\bst\b/g, 'saint')
    .replace(/\bmt\b/g, 'mount')
    .replace(/\bthe\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The host of a URL or bare domain, without a leading www. */
export function hostOf(url: string): string {
  const t = url.trim().toLowerCase();
  if (!t || t === '-2') return '';
  try {
    return new URL(/^https?:\/\//.test(t) ? t : `https://${t}`).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** Short forms a roster may use for a full name ("Syracuse" for "Syracuse University"). */
export function shortKeys(name: string): string[] {
  const n = normName(name);
  const keys = new Set([n]);
  const cut = n
    .replace(/^university of /, '')
    .replace(/ (university|college)$/, '')
    .replace(/^(university|college) /, '');
  keys.add(cut);
  return [...keys];
}

export class Matcher {
  private seedByHost = new Map<string, SeedSchool[]>();
  private seedByKey = new Map<string, SeedSchool[]>();
  private ipedsByHost = new Map<string, Institution[]>();
  private ipedsByNameState = new Map<string, Institution[]>();
  private byId = new Map<string, Institution>();

  constructor(seed: SeedSchool[], ipeds: Institution[]) {
    for (const s of seed) {
      const h = hostOf(s.website);
      if (h) push(this.seedByHost, h, s);
      for (const k of shortKeys(s.name)) push(this.seedByKey, `${s.division}|${k}`, s);
    }
    for (const i of ipeds) {
      for (const h of i.hosts) push(this.ipedsByHost, h, i);
      push(this.ipedsByNameState, `${normName(i.name)}|${i.state}`, i);
      this.byId.set(i.unitid, i);
    }
  }

  /** The IPEDS record for a name and state, when exactly one has it. */
  ipedsFor(name: string, state: string): Institution | undefined {
    const hit = this.ipedsByNameState.get(`${normName(name)}|${state}`) ?? [];
    return hit.length === 1 ? hit[0] : undefined;
  }

  /** The one reference school with this name (in its normalized form) and state, if any. */
  seedFor(name: string, state: string): SeedSchool | undefined {
    const n = normName(name);
    const hits = new Map<string, SeedSchool>();
    for (const list of this.seedByKey.values())
      for (const s of list) if (s.state === state && normName(s.name) === n) hits.set(s.name, s);
    return hits.size === 1 ? [...hits.values()][0] : undefined;
  }

  /** An IPEDS record by unit id. */
  byUnitid(unitid: string): Institution | undefined {
    return this.byId.get(unitid);
  }

  resolve(division: string, school: string, hosts: string[], override?: Override): Resolved | undefined {
    const byIpedsHost = uniqueBy(
      hosts.flatMap((h) => this.ipedsByHost.get(h) ?? []),
      (i) => i.unitid,
    );
    if (override) {
      const inst = this.byId.get(override.unitid);
      if (!inst) return undefined;
      const s = override.name ? this.seedNamed(override.name, inst.state) : undefined;
      if (override.name && !s) return undefined;
      if (s) return { name: s.name, city: s.city, state: s.state, unitid: inst.unitid, how: 'by hand' };
      return this.fromIpeds(inst, 'by hand');
    }
    // 1. The roster page's host is the website of a reference school.
    const byHost = unique(hosts.flatMap((h) => this.seedByHost.get(h) ?? []));
    if (byHost) return this.fromSeed(byHost, byIpedsHost, 'roster host = reference website');
    // 2. The roster short name is the only reference school of that level with that name.
    const byName = unique(shortKeys(school).flatMap((k) => this.seedByKey.get(`${division}|${k}`) ?? []));
    if (byName) return this.fromSeed(byName, byIpedsHost, 'short name = reference name');
    // 3. The roster page's host is the athletics or main website IPEDS gives for one school.
    if (byIpedsHost) return this.fromIpeds(byIpedsHost, 'roster host = IPEDS website');
    return undefined;
  }

  /** Reference schools whose unit id could not be found, for the report. */
  misses: string[] = [];

  /**
   * The one IPEDS school in the same city whose name extends the reference name
   * ("Indiana University" in Bloomington is "Indiana University-Bloomington").
   */
  private ipedsInCity(name: string, city: string, state: string): Institution | undefined {
    const n = normName(name);
    const c = normName(city);
    const hits = [...this.byId.values()].filter(
      (i) => i.state === state && normName(i.city) === c && normName(i.name).startsWith(n),
    );
    return hits.length === 1 ? hits[0] : undefined;
  }

  private seedNamed(name: string, state: string): SeedSchool | undefined {
    for (const list of this.seedByKey.values())
      for (const s of list) if (s.name === name && s.state === state) return s;
    return undefined;
  }

  /** A reference school gets its unit id from IPEDS by name and state, else by roster host in that state. */
  private fromSeed(s: SeedSchool, byHost: Institution | undefined, how: string): Resolved | undefined {
    const inst =
      this.ipedsFor(s.name, s.state) ??
      (byHost?.state === s.state ? byHost : undefined) ??
      this.ipedsInCity(s.name, s.city, s.state);
    if (!inst) {
      this.misses.push(`${s.name} (${s.city}, ${s.state})`);
      return undefined;
    }
    return { name: s.name, city: s.city, state: s.state, unitid: inst.unitid, how };
  }

  /** A reference school in the IPEDS school's city whose name one of the two extends. */
  private seedInCity(i: Institution): SeedSchool | undefined {
    const n = normName(i.name);
    const c = normName(i.city);
    const hits = new Map<string, SeedSchool>();
    for (const list of this.seedByKey.values())
      for (const s of list) {
        const m = normName(s.name);
        if (s.state === i.state && normName(s.city) === c && (n.startsWith(m) || m.startsWith(n)))
          hits.set(s.name, s);
      }
    return hits.size === 1 ? [...hits.values()][0] : undefined;
  }

  private fromIpeds(i: Institution, how: string): Resolved {
    const s = this.seedFor(i.name, i.state) ?? this.seedInCity(i);
    if (s) return { name: s.name, city: s.city, state: s.state, unitid: i.unitid, how };
    return { name: i.name, city: i.city, state: i.state, unitid: i.unitid, how };
  }
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V) {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
}

function unique(list: SeedSchool[]): SeedSchool | undefined {
  return uniqueBy(list, (s) => `${s.name}|${s.state}`);
}

function uniqueBy<T>(list: T[], key: (t: T) => string): T | undefined {
  const byKey = new Map(list.map((t) => [key(t), t]));
  return byKey.size === 1 ? [...byKey.values()][0] : undefined;
}
