import { z } from 'zod';
import {
  COACH_DIVISIONS,
  GRAD_YEARS,
  type ReferralTier,
  US_STATES,
  WAITLIST_SEGMENTS,
  type WaitlistSegment,
  waitlistPositions,
} from '../constants';
import { ZName } from './names';

/** SPEC §5 messages, shared by the form, the tRPC input and the REST body. */
export const WAITLIST_MESSAGES = {
  segment: 'Choose HS Athlete, Portal Athlete or Coach',
  name: 'Name is required',
  email: 'Valid email is required',
  state: 'Choose a US state',
  xProfileUrl: 'Valid X/Twitter URL required',
  consent: 'You must agree to the terms',
  gradYear: `Graduation year must be between ${GRAD_YEARS[0]} and ${GRAD_YEARS[GRAD_YEARS.length - 1]}`,
  position: 'Position is required',
  positionOfSport: 'Choose a position of your sport from the list',
  maxprepsUrl: 'Valid MaxPreps URL required',
  currentSchool: 'Current school is required',
  eligibilityRemaining: 'Eligibility remaining must be between 0 and 5 years',
  eduEmail: 'Valid .edu email required',
  coachRole: 'Role is required',
  coachSchool: 'School/Program is required',
  division: 'Division is required',
} as const;
const M = WAITLIST_MESSAGES;

export const REFERRAL_CODE_LENGTH = 8;
/** No 0/O, 1/I/L: codes get read aloud and retyped from screenshots. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const FIRST_GRAD_YEAR = GRAD_YEARS[0];
const LAST_GRAD_YEAR = GRAD_YEARS[GRAD_YEARS.length - 1] as number;

/** SPEC §3: next calendar year, kept inside the offered 2025–2030 range. */
export function defaultGradYear(now = new Date()): number {
  return Math.min(LAST_GRAD_YEAR, Math.max(FIRST_GRAD_YEAR, now.getFullYear() + 1));
}
export const DEFAULT_ELIGIBILITY_REMAINING = 2;
export const DEFAULT_SPORT = 'football';

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Optional free text: blank becomes undefined so nothing empty is stored. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** An http(s) URL or empty (SPEC §5: "empty allowed"); empty becomes undefined. */
const optionalUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(2048, message)
    .refine((v) => v === '' || isHttpUrl(v), message)
    .optional()
    .transform((v) => (v ? v : undefined));

/** Same normalisation as ZEmail (trim + lower-case), with the waitlist's own message. */
export const ZWaitlistEmail = z.string(M.email).trim().toLowerCase().max(254, M.email).pipe(z.email(M.email));

const optionalEmail = (message: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(254, message)
    .refine((v) => v === '' || z.email().safeParse(v).success, message)
    .optional()
    .transform((v) => (v ? v : undefined));

const ZPosition = z.string(M.position).trim().min(1, M.position);

/** The position must be one of the chosen sport's (waitlistPositions). */
const positionOfSport = (v: { sport: unknown; position: unknown }, ctx: z.RefinementCtx) => {
  // A sport or position already refused by its own field has its message.
  if (typeof v.sport !== 'string' || typeof v.position !== 'string') return;
  if (!waitlistPositions(v.sport).includes(v.position))
    ctx.addIssue({
      code: 'custom',
      path: ['position'],
      message: v.position ? M.positionOfSport : M.position,
    });
};

const common = {
  name: ZName(M.name, 120, 'Name must be at most 120 characters'),
  email: ZWaitlistEmail,
  state: z
    .union([z.literal(''), z.enum(US_STATES)], M.state)
    .optional()
    .transform((v) => (v ? v : undefined)),
  sport: z.string().trim().min(1).max(60).default(DEFAULT_SPORT),
  /** The ref query parameter; whether it counts is decided by the service (see docs/waitlist.md). */
  referredBy: z
    .string()
    .trim()
    .max(32)
    .optional()
    .transform((v) => (v ? v.toUpperCase() : undefined)),
  utmSource: optionalText(200),
  utmMedium: optionalText(200),
  utmCampaign: optionalText(200),
  xProfileUrl: optionalUrl(M.xProfileUrl),
  consent: z.boolean(M.consent).refine((v) => v, M.consent),
};

export const ZWaitlistHs = z
  .object({
    segment: z.literal('hs'),
    ...common,
    gradYear: z
      .number(M.gradYear)
      .int(M.gradYear)
      .min(FIRST_GRAD_YEAR, M.gradYear)
      .max(LAST_GRAD_YEAR, M.gradYear)
      .default(() => defaultGradYear()),
    position: ZPosition,
    maxprepsUrl: optionalUrl(M.maxprepsUrl),
  })
  .superRefine(positionOfSport);

export const ZWaitlistPortal = z
  .object({
    segment: z.literal('portal'),
    ...common,
    currentSchool: z.string(M.currentSchool).trim().min(1, M.currentSchool).max(160, M.currentSchool),
    eligibilityRemaining: z
      .number(M.eligibilityRemaining)
      .int(M.eligibilityRemaining)
      .min(0, M.eligibilityRemaining)
      .max(5, M.eligibilityRemaining)
      .default(DEFAULT_ELIGIBILITY_REMAINING),
    position: ZPosition,
    eduEmail: optionalEmail(M.eduEmail),
  })
  .superRefine(positionOfSport);

export const ZWaitlistCoach = z.object({
  segment: z.literal('coach'),
  ...common,
  coachRole: z.string(M.coachRole).trim().min(1, M.coachRole).max(120, M.coachRole),
  coachSchool: z.string(M.coachSchool).trim().min(1, M.coachSchool).max(160, M.coachSchool),
  division: z.enum(COACH_DIVISIONS, M.division),
});

/** One schema for the form (zodResolver), waitlist.join and POST /api/waitlist. Unknown keys are stripped. */
export const ZWaitlistSignup = z.discriminatedUnion(
  'segment',
  [ZWaitlistHs, ZWaitlistPortal, ZWaitlistCoach],
  {
    error: M.segment,
  },
);
export type TWaitlistSignup = z.output<typeof ZWaitlistSignup>;
export type TWaitlistSignupInput = z.input<typeof ZWaitlistSignup>;

export const ZWaitlistJoinResult = z.object({ referralCode: z.string() });
export type TWaitlistJoinResult = z.infer<typeof ZWaitlistJoinResult>;

export const ZSegmentCounts = z.object({
  hs: z.number().int().nonnegative(),
  portal: z.number().int().nonnegative(),
  coach: z.number().int().nonnegative(),
});
export type TSegmentCounts = z.infer<typeof ZSegmentCounts>;

export const ZWaitlistStats = z.object({ total: z.number().int().nonnegative(), bySegment: ZSegmentCounts });
export type TWaitlistStats = z.infer<typeof ZWaitlistStats>;

export const ZReferralCodeParam = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .transform((v) => v.toUpperCase()),
});

const REFERRAL_TIER_NAMES = [
  'Standard',
  'Early Access',
  'Beta Tester',
  'Premium',
] as const satisfies readonly ReferralTier[];

export const ZReferralStatus = z.object({
  referralCount: z.number().int().nonnegative(),
  tier: z.enum(REFERRAL_TIER_NAMES),
});
export type TReferralStatus = z.infer<typeof ZReferralStatus>;

export const isWaitlistSegment = (value: unknown): value is WaitlistSegment =>
  typeof value === 'string' && (WAITLIST_SEGMENTS as readonly string[]).includes(value);
