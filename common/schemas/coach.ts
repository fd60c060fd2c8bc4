import { z } from 'zod';
import { PLAYING_STYLE_KEYS } from '../constants/styles';
import { CURRENT_LEVELS } from '../eligibility';
import { MATCH_TIERS } from '../tiers';
import { isHttpUrl } from './athlete';
import { ZEmail } from './auth';
import { ZFitParts } from './match';

/** The four U.S. Census Bureau regions, by state code: the prospects' region filter. */
export const CENSUS_REGIONS = {
  Northeast: ['CT', 'ME', 'MA', 'NH', 'RI', 'VT', 'NJ', 'NY', 'PA'],
  Midwest: ['IL', 'IN', 'MI', 'OH', 'WI', 'IA', 'KS', 'MN', 'MO', 'NE', 'ND', 'SD'],
  South: [
    'DE',
    'DC',
    'FL',
    'GA',
    'MD',
    'NC',
    'SC',
    'VA',
    'WV',
    'AL',
    'KY',
    'MS',
    'TN',
    'AR',
    'LA',
    'OK',
    'TX',
  ],
  West: ['AZ', 'CO', 'ID', 'MT', 'NV', 'NM', 'UT', 'WY', 'AK', 'CA', 'HI', 'OR', 'WA'],
} as const;
export type Region = keyof typeof CENSUS_REGIONS;
export const REGIONS = Object.keys(CENSUS_REGIONS) as Region[];

export const COACH_MESSAGES = {
  notStaff: 'You are not on this program’s staff.',
  programNotFound: 'Program not found',
  alreadyStaff: 'You are already on this program’s staff.',
  openClaim: 'You already have an open claim for this program.',
  claimLinkDead: 'This claim link has expired, was already used, or belongs to another account.',
  claimNotFound: 'Claim not found or already decided',
  athleteNotFound: 'Athlete not found',
  requestExists: 'A contact request to this athlete is already on file for your program.',
  requestNotFound: 'Contact request not found or already answered',
  noProfile: 'Create your athlete profile first.',
  playingStyles: 'Choose playing styles from the list for this sport',
} as const;

const ZId = z.uuid('Invalid id');
export const ZProgramRef = z.object({ programId: ZId });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable();

export const ZClaimInput = z.object({
  programId: ZId,
  /** The address to verify: at the program's own domain, or any address for the admin to review. */
  email: ZEmail,
  /** Why the admin should approve a claim whose domain does not match (title, staff page…). */
  note: optionalText(500).optional(),
});
export const ZClaimResult = z.object({ status: z.enum(['email_sent', 'in_review']), claimId: z.string() });
export const ZClaimToken = z.object({ token: z.string().min(20, 'Invalid link').max(100, 'Invalid link') });

export const ZProgramSearch = z.object({ q: z.string().trim().min(2, 'Type at least 2 letters').max(80) });
export const ZProgramHit = z.object({
  id: z.string(),
  name: z.string(),
  division: z.string(),
  sport: z.string(),
  location: z.string(),
  programWebsite: z.string().nullable(),
});

export const ZCoachProgram = ZProgramHit.extend({
  coachName: z.string().nullable(),
  coachTitle: z.string().nullable(),
  coachEmail: z.string().nullable(),
  coachPhone: z.string().nullable(),
  /** Keys of the sport's playing styles (common/constants/styles.ts) the coach chose. */
  playingStyles: z.array(z.string()),
  /** A free-text style written before the list, kept to show the coach; never scored (ADR 047). */
  unscoredStyleText: z.string().nullable(),
  questionnaireUrl: z.string().nullable(),
  positions: z.array(z.string()),
  /** The sport's level bands, highest first (FBS and FCS only for football). */
  levels: z.array(z.string()),
  needs: z.array(z.object({ position: z.string(), graduationYear: z.number().int() })),
  /** Each coach on staff with the address their claim proved, and how: a link at the program's domain, or review. */
  staff: z.array(
    z.object({ userId: z.string(), verifiedEmail: z.string().nullable(), via: z.enum(['domain', 'admin']) }),
  ),
});
export type TCoachProgram = z.infer<typeof ZCoachProgram>;

export const ZMyCoachPrograms = z.object({
  programs: z.array(ZProgramHit),
  claims: z.array(
    z.object({
      id: z.string(),
      programId: z.string(),
      programName: z.string(),
      email: z.string(),
      status: z.enum(['email_sent', 'in_review', 'approved', 'rejected']),
      createdAt: z.date(),
    }),
  ),
});

const httpsUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => v === '' || isHttpUrl(v), 'Enter a full link starting with https://')
  .transform((v) => (v === '' ? null : v))
  .nullable();

/**
 * Playing styles by key, each from a sport's list, once each (the service checks they are the
 * program's sport's own).
 */
export const ZPlayingStyles = z
  .array(z.enum(PLAYING_STYLE_KEYS as [string, ...string[]], { error: COACH_MESSAGES.playingStyles }), {
    error: COACH_MESSAGES.playingStyles,
  })
  .max(8, COACH_MESSAGES.playingStyles)
  .refine((keys) => new Set(keys).size === keys.length, COACH_MESSAGES.playingStyles);

/** The program's public contact and recruiting details, as its own coach enters them. */
export const ZProgramDetailsInput = z.object({
  programId: ZId,
  coachName: optionalText(120),
  coachTitle: optionalText(120),
  coachEmail: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Enter a valid email address')
    .transform((v) => (v === '' ? null : v))
    .nullable(),
  coachPhone: z
    .string()
    .trim()
    .max(40)
    .refine(
      (v) => v === '' || /^[+()\d][\d\s().+-]{6,}$/.test(v),
      'Enter a phone number (digits, spaces, + ( ) -)',
    )
    .transform((v) => (v === '' ? null : v))
    .nullable(),
  playingStyles: ZPlayingStyles,
  questionnaireUrl: httpsUrl,
});

export const ZNeedsInput = z.object({
  programId: ZId,
  needs: z
    .array(
      z.object({
        position: z.string().trim().min(1).max(10),
        graduationYear: z
          .number()
          .int()
          .min(2024, 'Graduation year 2024 to 2035')
          .max(2035, 'Graduation year 2024 to 2035'),
      }),
    )
    .max(60, 'At most 60 needs'),
});

export const ZProspectFilters = z.object({
  programId: ZId,
  position: z.string().trim().max(10).optional(),
  graduationYear: z.coerce.number().int().min(2024).max(2035).optional(),
  region: z.enum(REGIONS as [Region, ...Region[]]).optional(),
  /** The athlete's level band (server/engine/levels.ts). */
  band: z.string().trim().max(10).optional(),
  /** A query string sends 'true' or 'false'. */
  verifiedOnly: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
    .default(false),
  /** Transfer prospects (ADR 036): only portal athletes, seasons a program can use, window, level of origin. */
  transfersOnly: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
    .default(false),
  minSeasons: z.coerce.number().int().min(0).max(5).optional(),
  window: z.enum(['open', 'entered']).optional(),
  fromLevel: z.enum(CURRENT_LEVELS).optional(),
});

/** A contact request's life: asked, then accepted or declined; an accepted one the athlete may end. */
export const CONTACT_STATUSES = ['pending', 'accepted', 'declined', 'ended'] as const;

export const ZProspect = z.object({
  athleteId: z.string(),
  name: z.string(),
  position: z.string(),
  graduationYear: z.number().int(),
  location: z.string(),
  band: z.string().nullable(),
  fit: z.number().int(),
  tier: z.enum(MATCH_TIERS),
  parts: ZFitParts,
  why: z.array(z.string()),
  gaps: z.array(z.string()),
  /** Each measured number with how it is known (VERIFICATION_LABELS). */
  evidence: z.array(z.object({ key: z.string(), metric: z.string(), value: z.number(), label: z.string() })),
  shortlisted: z.boolean(),
  contact: z.enum(CONTACT_STATUSES).nullable(),
  /** A portal athlete's school, level and what its eligibility allows; null for everyone else. */
  transfer: z
    .object({
      status: z.string(),
      currentSchool: z.string().nullable(),
      currentLevel: z.string().nullable(),
      seasons: z.number().int().nullable(),
      eligibilityText: z.string().nullable(),
      windowOpen: z.boolean(),
    })
    .nullable(),
});
export type TProspect = z.infer<typeof ZProspect>;
export const ZProspects = z.object({ total: z.number().int(), prospects: z.array(ZProspect) });

export const ZShortlistInput = z.object({
  programId: ZId,
  athleteId: ZId,
  notifyOnClimb: z.boolean().default(false),
});
export const ZShortlistEntry = z.object({
  athleteId: z.string(),
  name: z.string(),
  position: z.string(),
  graduationYear: z.number().int(),
  fit: z.number().int().nullable(),
  lastFit: z.number().int().nullable(),
  notifyOnClimb: z.boolean(),
});

export const ZContactInput = z.object({
  programId: ZId,
  athleteId: ZId,
  message: z.string().trim().min(1, 'Write a short message').max(1000, 'At most 1000 characters'),
});
export const ZCoachContact = z.object({
  id: z.string(),
  athleteId: z.string(),
  athleteName: z.string(),
  status: z.enum(CONTACT_STATUSES),
  /** Shared only once the athlete accepted. */
  athleteEmail: z.string().nullable(),
  createdAt: z.date(),
});

export const ZAthleteContact = z.object({
  id: z.string(),
  programId: z.string(),
  programName: z.string(),
  coachName: z.string().nullable(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  /** The coach's address, shared once the athlete accepted. */
  coachEmail: z.string().nullable(),
  createdAt: z.date(),
  /** When the athlete stopped sharing with the program, if they did. */
  endedAt: z.date().nullable(),
});
export const ZRequestId = z.object({ requestId: ZId });
export const ZRespondInput = z.object({ requestId: ZId, accept: z.boolean() });
export const ZVisibility = z.object({
  discoverable: z.boolean(),
  emailVerified: z.boolean(),
  hasProfile: z.boolean(),
});

export const ZAdminClaim = z.object({
  id: z.string(),
  programId: z.string(),
  programName: z.string(),
  programWebsite: z.string().nullable(),
  accountEmail: z.string(),
  email: z.string(),
  note: z.string().nullable(),
  createdAt: z.date(),
});
export const ZClaimDecision = z.object({ claimId: ZId, approve: z.boolean() });
/** The admin's past decisions on reviewed claims, newest first. */
export const ZClaimHistory = z.array(
  z.object({
    id: z.string(),
    programName: z.string(),
    email: z.string(),
    status: z.enum(['approved', 'rejected']),
    decidedAt: z.date(),
  }),
);
export type TClaimHistory = z.infer<typeof ZClaimHistory>;
