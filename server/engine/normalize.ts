import {
  isRecordMetric,
  PORTAL_STATUSES,
  type PortalStatus,
  programSportOf,
  VERIFICATION_LEVELS,
  type VerificationLevel,
} from '../../common/constants';
import { counts } from '../../common/input-ranges';
import type { AthleteInput, ProgramInput } from './types';

const toNumber = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(String(v).trim());
  return Number.isFinite(n) ? n : null;
};

export function parseGpa(value: unknown): number | null {
  const n = toNumber(value);
  return n !== null && n >= 0 && n <= 5 ? n : null;
}

function asLevel(v: unknown): VerificationLevel | null {
  return typeof v === 'string' && (VERIFICATION_LEVELS as readonly string[]).includes(v)
    ? (v as VerificationLevel)
    : null;
}

function parseJsonObject(v: unknown): Record<string, unknown> {
  if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  if (typeof v === 'string' && v.trim().startsWith('{')) {
    try {
      const parsed = JSON.parse(v);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
    } catch {
      return {};
    }
  }
  return {};
}

/** The profile fields the engine reads (a structural subset of AthleteProfileRow). */
export interface ProfileLike {
  sport: string;
  team?: string | null;
  position: string;
  heightIn: number | null;
  weight: number | null;
  gpa: string | number | null;
  satScore: number | null;
  actScore: number | null;
  location: string | null;
  preferredLocations?: readonly string[] | null;
  preferredDivisions?: readonly string[] | null;
  metrics?: unknown;
  evidence?: unknown;
  verificationLevel?: string | null;
  archetype?: string | null;
  positionFamily?: string | null;
  filmUrl?: string | null;
  mediaRecencyDays?: number | null;
  graduationYear?: number | null;
  portalStatus?: string | null;
}

const asPortalStatus = (v: unknown): PortalStatus | null =>
  typeof v === 'string' && (PORTAL_STATUSES as readonly string[]).includes(v) ? (v as PortalStatus) : null;

export function athleteFromProfile(p: ProfileLike): AthleteInput {
  const metrics: Record<string, number> = {};
  for (const [k, v] of Object.entries(parseJsonObject(p.metrics))) {
    const n = toNumber(v);
    // A record counts from 0 (an unbeaten season); every other metric is a positive measurement.
    if (n !== null && (n > 0 || (n === 0 && isRecordMetric(k)))) metrics[k] = n;
  }
  const evidence: Record<string, VerificationLevel> = {};
  for (const [k, v] of Object.entries(parseJsonObject(p.evidence))) {
    const level = asLevel(v);
    if (level) evidence[k] = level;
  }
  const defaultEvidence = asLevel(p.verificationLevel) ?? 'self';
  // An unusual value counts in nothing until evidence above Self-Reported backs it (ADR 037).
  const counted = (key: string, value: number | null) =>
    value !== null && counts(key, value, evidence[key] ?? defaultEvidence, p.sport, p.team) ? value : null;
  for (const [k, v] of Object.entries(metrics)) if (counted(k, v) === null) delete metrics[k];
  return {
    // A builder sport reads as its program list; anything else (a list's own key) as itself.
    sport: programSportOf(p.sport, p.team) ?? p.sport.toLowerCase(),
    position: p.position,
    heightIn: counted('height', p.heightIn),
    weightLb: counted('weight', toNumber(p.weight)),
    gpa: parseGpa(p.gpa),
    satScore: toNumber(p.satScore),
    actScore: toNumber(p.actScore),
    location: p.location?.trim() || null,
    preferredLocations: p.preferredLocations ?? [],
    preferredDivisions: p.preferredDivisions ?? [],
    metrics,
    evidence,
    // New profiles are 'self' (SPEC §4); unknown levels are treated as the weakest.
    defaultEvidence,
    archetype: p.archetype ?? null,
    positionFamily: p.positionFamily ?? null,
    filmUrl: p.filmUrl ?? null,
    mediaRecencyDays: p.mediaRecencyDays ?? null,
    graduationYear: p.graduationYear ?? null,
    portalStatus: asPortalStatus(p.portalStatus),
  };
}

/** The program row fields the engine reads (a structural subset of CollegeProgramRow). */
export interface ProgramLike {
  id: string;
  name: string;
  division: string;
  sport: string;
  conference: string | null;
  location: string;
  state?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  academicRequirements?: unknown;
  playingStyles?: readonly string[] | null;
  currentRoster?: unknown;
  graduatingPlayers?: unknown;
  positionalNeeds?: readonly string[] | null;
  rosterSize?: number | null;
}

const countsOf = (v: unknown): Record<string, number> | null => {
  const obj = parseJsonObject(v);
  const out: Record<string, number> = {};
  for (const [k, n] of Object.entries(obj)) {
    const num = toNumber(n);
    if (num !== null && num >= 0) out[k] = num;
  }
  return Object.keys(out).length ? out : null;
};

export function programFromRow(r: ProgramLike): ProgramInput {
  const academic = parseJsonObject(r.academicRequirements);
  return {
    id: r.id,
    name: r.name,
    division: r.division,
    sport: r.sport,
    conference: r.conference,
    location: r.location,
    state: r.state ?? null,
    latitude: r.latitude ?? null,
    longitude: r.longitude ?? null,
    academicRequirements: Object.keys(academic).length ? academic : null,
    playingStyles: r.playingStyles ?? [],
    currentRoster: countsOf(r.currentRoster),
    graduatingPlayers: countsOf(r.graduatingPlayers),
    positionalNeeds: r.positionalNeeds ?? [],
    rosterSize: r.rosterSize ?? null,
  };
}

/**
 * An athlete with nothing entered but sport and position, every number self-reported: the
 * starting point of the preview and the demo, which an anonymous visitor types in, and of tests.
 */
export function selfReportedAthlete(
  sport: string,
  position: string,
  entered: Partial<AthleteInput> = {},
): AthleteInput {
  return {
    sport,
    position,
    heightIn: null,
    weightLb: null,
    gpa: null,
    satScore: null,
    actScore: null,
    location: null,
    preferredLocations: [],
    preferredDivisions: [],
    metrics: {},
    evidence: {},
    defaultEvidence: 'self',
    archetype: null,
    positionFamily: null,
    filmUrl: null,
    mediaRecencyDays: null,
    graduationYear: null,
    portalStatus: null,
    ...entered,
  };
}
