import type { z } from 'zod';
import { previewProgramSport } from '../../../common/constants';
import { parseHeight } from '../../../common/height';
import { countedValues } from '../../../common/input-ranges';
import { rosterOnFile } from '../../../common/roster-on-file';
import type { TPreviewResponse, ZDemoRequest, ZPreviewRequest } from '../../../common/schemas/match';
import { prepareAthlete, programOf, rankPrepared, rankPrograms, selfReportedAthlete } from '../../engine';
import type { DB } from '../../platform/db';
import { compiledPrograms } from './program-cache';

export const PREVIEW_LIMIT = 10;
export const DEMO_LIMIT = 5;

/** No-account preview: rank every program of the sport for the entered numbers. */
export async function preview(db: DB, input: z.output<typeof ZPreviewRequest>): Promise<TPreviewResponse> {
  const compiled = await compiledPrograms(db, previewProgramSport(input.sport, input.team));
  const position =
    input.position && compiled.positionIndex.has(input.position) ? input.position : (input.position ?? '*');
  // Everything typed here is Self-Reported: an unusual value counts in nothing (ADR 037).
  const body = countedValues(
    { height: parseHeight(input.height ?? null) ?? Number.NaN, weight: input.weight ?? Number.NaN },
    'self',
  );
  const athlete = selfReportedAthlete(compiled.sport, position, {
    heightIn: body.height ?? null,
    weightLb: body.weight ?? null,
    gpa: input.gpa,
    satScore: input.satScore,
    actScore: input.actScore,
    location: input.location,
    metrics: countedValues(input.metrics ?? {}, 'self', compiled.sport),
    graduationYear: input.graduationYear,
  });
  // One preparation serves the list and the band (divisionBand would place the athlete again).
  const pa = prepareAthlete(compiled, athlete);
  const ranked = rankPrepared(compiled, pa, PREVIEW_LIMIT);
  return {
    success: true,
    matches: ranked.map((r) => {
      const p = programOf(compiled, r.programId);
      return {
        programId: r.programId,
        school: p.name,
        program_level: p.division,
        conference: p.conference,
        score: r.fit,
        why: r.why,
        parts: r.parts,
        tier: r.tier,
        rosterOnFile: rosterOnFile(r.gaps),
        academicTier: r.academicTier,
        admission: r.admission,
        cost: r.cost,
      };
    }),
    divisionBand: compiled.levels[pa.band] ?? null,
    error: null,
  };
}

/** Waitlist positions (28 codes) → the engine's football positions. */
const DEMO_POSITION: Record<string, string> = {
  FB: 'RB',
  OT: 'OL',
  OG: 'OL',
  C: 'OL',
  DE: 'DL',
  DT: 'DL',
  NT: 'DL',
  EDGE: 'DL',
  ILB: 'LB',
  OLB: 'LB',
  FS: 'S',
  SS: 'S',
  DB: 'CB',
  K: 'K/P',
  P: 'K/P',
  LS: 'K/P',
  KR: 'WR',
  PR: 'CB',
  ATH: '*',
};

/** Landing demo: football, from position, GPA and a 40 time, scored by the real engine. */
export async function demo(db: DB, input: z.output<typeof ZDemoRequest>) {
  const compiled = await compiledPrograms(db, 'football');
  const position = DEMO_POSITION[input.position] ?? input.position;
  const athlete = selfReportedAthlete('football', position, {
    gpa: input.gpa,
    metrics: { '40yd': input.fortyYardDash },
  });
  return rankPrograms(compiled, athlete, DEMO_LIMIT).map((r) => {
    const p = programOf(compiled, r.programId);
    return {
      program: { name: p.name, division: p.division, location: p.location },
      fitScore: r.fit,
      reasoning: [...r.why.slice(0, 3), ...r.gaps.slice(0, 1)].map((text) => ({ text })),
    };
  });
}
