import { randomBytes } from 'node:crypto';
import { profileHeightInches } from '../../common/height';
import type { AthleteProfileRow, NewAthleteProfile } from '../../db/types';
import type { SessionUser } from '../auth/lucia';
import { hashPassword } from '../auth/passwords';
import { insertProfile } from '../modules/athlete/athlete.repo';
import type { DB } from '../platform/db';

/**
 * Factories shared by integration tests, e2e fixtures and seed scripts.
 * Everything they make is plausible but clearly synthetic (example.test emails).
 */
export const uniqueEmail = (prefix = 'athlete') => `${prefix}-${randomBytes(5).toString('hex')}@example.test`;

/** A valid high-school waitlist sign-up (POST /api/waitlist, waitlist.join) with a fresh email. */
export const hsSignup = (overrides: Record<string, unknown> = {}) => ({
  segment: 'hs',
  name: 'Jordan Example',
  email: uniqueEmail('hs'),
  position: 'WR',
  gradYear: 2027,
  consent: true,
  ...overrides,
});

/** A valid preview request (POST /api/v1/matches/preview, match.preview): a Texas receiver. */
export const PREVIEW_INPUT = {
  sport: 'football',
  position: 'WR',
  height: `6'1"`,
  weight: 185,
  gpa: '3.4',
  location: 'Austin, TX',
};

export async function makeUser(
  db: DB,
  opts: { email?: string; password?: string; role?: 'athlete' | 'coach'; verified?: boolean } = {},
): Promise<SessionUser> {
  const email = opts.email ?? uniqueEmail('user');
  const user = await db
    .insertInto('users')
    .values({ email, role: opts.role ?? 'athlete', emailVerifiedAt: opts.verified ? new Date() : null })
    .returning(['id', 'email', 'firstName', 'lastName', 'profileImageUrl', 'role', 'emailVerifiedAt'])
    .executeTakeFirstOrThrow();
  if (opts.password)
    await db
      .insertInto('userPasswords')
      .values({ userId: user.id, hash: await hashPassword(opts.password) })
      .execute();
  return { ...user, emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null };
}

/**
 * A profile's values with its height as SPEC writes it (6'1"), so e2e fixtures can post them to
 * POST /api/athlete-profiles; makeAthleteProfile stores them with the height in inches.
 */
export type AthleteProfileValues = Omit<NewAthleteProfile, 'heightIn'> & { height: string };

export function athleteProfileValues(
  userId: string,
  overrides: Partial<AthleteProfileValues> = {},
): AthleteProfileValues {
  return {
    userId,
    firstName: 'Jordan',
    lastName: 'Example',
    graduationYear: 2027,
    classYear: 'Junior',
    sport: 'Football',
    position: 'WR',
    height: `6'1"`,
    weight: 185,
    gpa: '3.4',
    satScore: null,
    actScore: 24,
    bio: 'Two-way player who loves the game and the weight room.',
    location: 'Austin, TX',
    metrics: { '40yd': 4.6, vertical: 32 },
    evidence: { '40yd': 'self', vertical: 'self' },
    verificationLevel: 'self',
    ...overrides,
  };
}

export async function makeAthleteProfile(
  db: DB,
  opts: { userId?: string; overrides?: Partial<AthleteProfileValues> } = {},
): Promise<AthleteProfileRow> {
  const userId = opts.userId ?? (await makeUser(db)).id;
  const { height, ...values } = athleteProfileValues(userId, opts.overrides);
  const heightIn = profileHeightInches(height);
  if (heightIn === null) throw new Error(`not a builder height: ${height}`);
  const row = await insertProfile(db, { ...values, heightIn });
  if (!row) throw new Error(`user ${userId} already has a profile`);
  return row;
}
