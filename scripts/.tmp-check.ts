import { readSeedPrograms } from '../db/seed/programs';
import { locateCity } from '../server/geo';
const all = readSeedPrograms();
const miss = all.filter((p) => !locateCity(p.city, p.state));
const counts: Record<string, number> = {};
for (const p of all) counts[`${p.sport}/${p.division}`] = (counts[`${p.sport}/${p.division}`] ?? 0) + 1;
console.log(counts);
for (const m of miss) console.log('MISS', m.origin, m.name, m.city, m.state);
const seen = new Map<string, string>();
for (const p of all) { const k = `${p.sport}|${p.name}`; if (seen.has(k)) console.log('DUP', p.origin, seen.get(k)); seen.set(k, p.origin); }
