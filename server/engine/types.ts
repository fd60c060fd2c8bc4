import type { PortalStatus, ProgramDivision, VerificationLevel } from '../../common/constants';
import type { AcademicTier, MatchTier } from '../../common/tiers';
import type { InstitutionInput } from './admission';
import type { RosterSummary } from './roster-summary';

export type { InstitutionInput };

/** The five parts of a Fit Score, each 0–100. */
export interface FitParts {
  athletic: number;
  rosterNeed: number;
  academic: number;
  geo: number;
  sys: number;
}

/** An athlete, normalised from a profile or a preview request (engine/normalize.ts). */
export interface AthleteInput {
  /** Program sport slug (PREVIEW_SPORTS), e.g. 'football'. */
  sport: string;
  position: string;
  heightIn: number | null;
  weightLb: number | null;
  gpa: number | null;
  satScore: number | null;
  actScore: number | null;
  /** 'City, ST' or 'ST' as entered. */
  location: string | null;
  preferredLocations: readonly string[];
  preferredDivisions: readonly string[];
  /** Metric key → value, in the benchmark unit. */
  metrics: Readonly<Record<string, number>>;
  /** Metric key (also 'height'/'weight') → evidence level. */
  evidence: Readonly<Record<string, VerificationLevel>>;
  /** Evidence for anything without its own entry (the profile's verificationLevel). */
  defaultEvidence: VerificationLevel;
  archetype: string | null;
  positionFamily: string | null;
  filmUrl: string | null;
  mediaRecencyDays: number | null;
  /** High-school class (the profile's graduation year); null when not given (the preview). */
  graduationYear: number | null;
  /** A college athlete in or entering the transfer portal; null for everyone else. */
  portalStatus: PortalStatus | null;
}

export interface StatedNeed {
  position: string;
  graduationYear: number;
}

/** A college program as the engine needs it (plain data; no database types). */
export interface ProgramInput {
  id: string;
  name: string;
  division: string;
  sport: string;
  conference: string | null;
  location: string;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
  academicRequirements: Record<string, unknown> | null;
  /** Keys of the sport's playing styles the coach chose (common/constants/styles.ts). */
  playingStyles: readonly string[];
  currentRoster: Record<string, number> | null;
  graduatingPlayers: Record<string, number> | null;
  positionalNeeds: readonly string[];
  rosterSize: number | null;
  /** The program's institution (College Scorecard); absent or null when none is on file. */
  institution?: InstitutionInput | null;
  /**
   * Needs the program's own staff stated (position and graduation year); when any are on file they
   * replace the roster-derived need (issue 35). Absent or empty: none stated.
   */
  statedNeeds?: readonly StatedNeed[] | null;
  /** The program's public roster, summarised (roster-summary.ts); absent or null when none is on file. */
  roster?: RosterSummary | null;
}

/** Cost of attendance for a year, in-state when the athlete lives in the school's state. */
export interface CostOfAttendance {
  usd: number;
  /** 'same' where in-state and out-of-state cost are equal (private schools). */
  residency: 'in-state' | 'out-of-state' | 'same';
  dataYear: string;
  text: string;
}

export interface FitResult {
  programId: string;
  /** The program's level against the athlete's band (server/engine/balance.ts). */
  tier: MatchTier;
  fit: number;
  confidence: number;
  parts: FitParts;
  why: string[];
  gaps: string[];
  /** Admission against the school's own numbers; null without admissions figures. */
  academicTier: AcademicTier | null;
  /** The admission sentence, with the school's numbers and data year (or why there are none). */
  admission: string;
  cost: CostOfAttendance | null;
}

export interface DivisionBand {
  /**
   * The strongest level whose bar the athlete meets; below every bar, the closest level
   * (`closest`). Null only when nothing is measured or the sport has no levels.
   */
  division: ProgramDivision | null;
  closest: boolean;
  reasons: string[];
  /** Raw (unverified-as-is) athletic score per level, strongest level first. */
  levels: { level: ProgramDivision; athletic: number; academicEligible: boolean | null; meets: boolean }[];
}

export interface ReadinessCategory {
  category: string;
  percentage: number;
  complete: boolean;
}

export interface Readiness {
  score: number;
  label: 'Ready' | 'Track' | 'Developing';
  target: ProgramDivision;
  breakdown: ReadinessCategory[];
}

export interface WhatIf {
  metric: string;
  label: string;
  current: number | null;
  needed: number;
  /** Absolute change, in the metric's unit. */
  change: number;
  unit: string;
  toLevel: ProgramDivision;
  /** Programs at the newly reached level. */
  programsUnlocked: number;
  /** Programs whose rounded Fit Score rises with the change. */
  programsImproved: number;
  /** One of changes that reach the level only together: a list of them is shown whole. */
  together: boolean;
  text: string;
}
