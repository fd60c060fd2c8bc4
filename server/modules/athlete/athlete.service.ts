import { hasTeams, type Team, type VerificationLevel } from '../../../common/constants';
import { AppError } from '../../../common/errors';
import { formatHeight, profileHeightInches } from '../../../common/height';
import { publicEvidence } from '../../../common/public-evidence';
import {
  ATHLETE_MESSAGES,
  classOfClock,
  type PortalFields,
  portalPatch,
  type TCreateAthleteProfile,
  type TPdfSettings,
  type TPublicAthleteProfile,
  TRANSFER_FACT_KEYS,
  type TUpdateAthleteProfile,
  transferFactsFor,
} from '../../../common/schemas/athlete';
import type { AthleteProfileRow } from '../../../db/types';
import type { SessionUser } from '../../auth/lucia';
import type { DB } from '../../platform/db';
import { setAccountName } from '../auth';
import * as repo from './athlete.repo';

export const NOT_FOUND = 'Profile not found';
export const NOT_OWNER = 'You can only edit your own profile';
export const ALREADY_HAS_PROFILE =
  'You already have an athlete profile. Edit it instead of creating a new one.';

/** SPEC §4: verified metrics are those whose evidence is coach or event. */
export function verifiedMetricCount(evidence: Record<string, string | undefined>): number {
  return Object.values(evidence).filter((level) => level === 'coach' || level === 'event').length;
}

/** A date column read as a Date at UTC midnight, said as YYYY-MM-DD. */
const isoDay = (d: Date | string): string =>
  typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10);

export function toPublicProfile(row: AthleteProfileRow): TPublicAthleteProfile {
  const { heightIn, evidenceDetail: _private, ...fields } = row;
  const metrics = row.metrics as Record<string, number>;
  const evidence = row.evidence as Record<string, string>;
  return {
    ...fields,
    // Stored in inches; the API speaks SPEC's 6'2".
    height: formatHeight(heightIn),
    metrics,
    evidence,
    evidenceDetail: publicEvidence(row),
    verificationLevel: row.verificationLevel as VerificationLevel,
    team: row.team as Team | null,
    portalStatus: row.portalStatus,
    portalEnteredOn: row.portalEnteredOn ? isoDay(row.portalEnteredOn) : null,
    verifiedMetricCount: verifiedMetricCount(evidence),
  };
}

export async function createProfile(
  db: DB,
  user: SessionUser,
  input: TCreateAthleteProfile,
): Promise<TPublicAthleteProfile> {
  const {
    verificationLevel: _ignored,
    metrics,
    team,
    height,
    portalStatus,
    currentSchool,
    eligibilityRemaining,
    currentLevel,
    clockStartYear,
    transferKind,
    academicStanding,
    portalEnteredOn,
    graduationYear,
    ...fields
  } = input;
  if (user.role === 'coach') throw new AppError('FORBIDDEN', ATHLETE_MESSAGES.coachAccount);
  const facts = transferFactsFor(Boolean(portalStatus), {
    currentLevel,
    clockStartYear,
    transferKind,
    academicStanding,
    portalEnteredOn,
  });
  // A transfer is not asked for a high-school class: the season its clock started gives it.
  const gradYear = portalStatus && clockStartYear ? classOfClock(clockStartYear) : graduationYear;
  if (gradYear === undefined) throw new AppError('BAD_REQUEST', ATHLETE_MESSAGES.graduationYearRequired);
  const heightIn = profileHeightInches(height);
  // The schema has already refused any other height; this keeps the type honest.
  if (heightIn === null) throw new AppError('BAD_REQUEST', ATHLETE_MESSAGES.heightFormat);
  // Everything a new athlete tells us is self-reported until verified (SPEC §4).
  const evidence = Object.fromEntries(Object.keys(metrics).map((key) => [key, 'self']));
  const row = await repo.insertProfile(db, {
    ...fields,
    heightIn,
    // A team only where the sport has two.
    team: hasTeams(fields.sport) ? (team ?? null) : null,
    userId: user.id,
    metrics,
    evidence,
    verificationLevel: 'self',
    // The portal fields go together, and only for a portal athlete.
    portalStatus: portalStatus ?? null,
    currentSchool: portalStatus ? (currentSchool ?? null) : null,
    eligibilityRemaining: portalStatus ? (eligibilityRemaining ?? null) : null,
    ...facts,
    graduationYear: gradYear,
    classYear: portalStatus && clockStartYear ? 'College transfer' : (fields.classYear ?? null),
  });
  if (!row) throw new AppError('CONFLICT', ALREADY_HAS_PROFILE);
  // Sign-up asks for no name: the profile's becomes the account's display name, unless one is set.
  await repo.fillAccountName(db, user.id, { firstName: row.firstName, lastName: row.lastName });
  return toPublicProfile(row);
}

export async function getProfile(db: DB, id: string): Promise<AthleteProfileRow> {
  const row = await repo.findProfileById(db, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

/**
 * Load a profile and prove the caller owns it (never trust ids from the body): the one ownership
 * check. `notOwner` says what the caller was refused, e.g. generating matches.
 */
export async function getOwnedProfile(
  db: DB,
  user: SessionUser,
  id: string,
  notOwner: string = NOT_OWNER,
): Promise<AthleteProfileRow> {
  const row = await getProfile(db, id);
  if (row.userId !== user.id) throw new AppError('FORBIDDEN', notOwner);
  return row;
}

/** The profile, or undefined when there is none (a shared link to a deleted profile). */
export const findProfile = (db: DB, id: string) => repo.findProfileById(db, id);

/** The user's profile, or undefined before they build one. */
export const findProfileByUser = (db: DB, userId: string) => repo.findProfileByUserId(db, userId);

/** Profiles with their owner's email, for the weekly recompute; deleted ones are left out. */
export const findProfilesWithEmail = (db: DB, ids: readonly string[]) => repo.findProfilesWithEmail(db, ids);
export type ProfileWithEmail = Awaited<ReturnType<typeof repo.findProfilesWithEmail>>[number];

/** Every profile id, in id order, a page at a time. */
export const profileIdsAfter = (db: DB, after: string | null, pageSize: number) =>
  repo.profileIdsAfter(db, after, pageSize);

export async function getProfileByUser(db: DB, userId: string): Promise<AthleteProfileRow> {
  const row = await repo.findProfileByUserId(db, userId);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

/**
 * Only the fields the PATCH names change; a new name is the account's display name too. The portal
 * fields change together (portalPatch): a refusal is a 400 with the builder's message.
 */
export async function updateProfile(
  db: DB,
  user: SessionUser,
  id: string,
  patch: TUpdateAthleteProfile,
): Promise<TPublicAthleteProfile> {
  const saved = await getOwnedProfile(db, user, id);
  const {
    portalStatus,
    currentSchool,
    eligibilityRemaining,
    currentLevel,
    clockStartYear,
    transferKind,
    academicStanding,
    portalEnteredOn,
    ...rest
  } = patch;
  const portal = { portalStatus, currentSchool, eligibilityRemaining };
  const given = { currentLevel, clockStartYear, transferKind, academicStanding, portalEnteredOn };
  const touchesPortal = Object.values(portal).some((v) => v !== undefined);
  const touchesFacts = TRANSFER_FACT_KEYS.some((k) => given[k] !== undefined);
  const merged = touchesPortal ? portalPatch(saved as PortalFields, portal) : null;
  if (merged && 'message' in merged) throw new AppError('BAD_REQUEST', merged.message);
  const inPortal = merged ? merged.fields.portalStatus !== null : saved.portalStatus !== null;
  if (touchesFacts && !inPortal) throw new AppError('BAD_REQUEST', ATHLETE_MESSAGES.portalStatus);
  const facts = touchesPortal || touchesFacts ? transferFactsFor(inPortal, given) : {};
  // A transfer's stated clock gives its class; leaving the portal keeps the class it had.
  const clock = facts.clockStartYear ?? null;
  const changes = {
    ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
    ...(merged ? merged.fields : {}),
    ...facts,
    ...(inPortal && clock !== null ? { graduationYear: classOfClock(clock) } : {}),
  };
  const row = await db.transaction().execute(async (trx) => {
    const updated = await repo.updateProfile(trx, id, changes);
    if (patch.firstName !== undefined || patch.lastName !== undefined)
      await setAccountName(trx, user.id, { firstName: updated.firstName, lastName: updated.lastName });
    return updated;
  });
  return toPublicProfile(row);
}

/** The owner's PDF choices; the profile's new version renders the PDF afresh. */
export async function setPdfSettings(
  db: DB,
  user: SessionUser,
  settings: TPdfSettings,
): Promise<TPublicAthleteProfile> {
  const profile = await getProfileByUser(db, user.id);
  return toPublicProfile(await repo.updateProfile(db, profile.id, settings));
}
