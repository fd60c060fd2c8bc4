import { z } from 'zod';
import {
  ELIGIBILITY_DEFAULT,
  hasTeams,
  METRIC_KEYS,
  type PortalStatus,
  PREFERRED_DIVISIONS,
  positionsForSport,
  readMetricText,
  SPORTS,
  type Team,
} from '../constants';
import { formatHeight, profileHeightInches } from '../height';
import {
  formatLocation,
  ATHLETE_MESSAGES as M,
  metricValueProblem,
  type TCreateAthleteProfileInput,
  type TransferFacts,
  ZTransferFacts,
} from './athlete';
import type { TImportResult } from './import';

/**
 * The profile builder's form (SPEC §2, §5): what a person types, step by step. It carries the
 * SPEC messages for each step; `toCreateInput` turns it into the POST body, which the server
 * checks again with ZCreateAthleteProfile.
 */
const text = z.string().trim();
const optionalNumberText = (min: number, max: number, message: string) =>
  text.refine(
    (v) => v === '' || (Number.isFinite(Number(v)) && Number(v) >= min && Number(v) <= max),
    message,
  );

/** The achievements box, one a line, blank lines dropped. */
export const achievementLines = (text: string): string[] =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export const ZProfileForm = z
  .object({
    // Step 1: Personal & Sport Info
    firstName: text.min(1, M.firstName).max(80),
    lastName: text.min(1, M.lastName).max(80),
    // Nothing chosen says "required" (below: a transfer is not asked); the range message is for a year out of range.
    graduationYear: text.refine(
      (v) => v === '' || (/^\d{4}$/.test(v) && Number(v) >= 2024 && Number(v) <= 2030),
      M.graduationYear,
    ),
    sport: text.min(1, M.sport),
    position: text.min(1, M.position),
    team: text,
    // A college athlete in or entering the transfer portal: '' for everyone else.
    portalStatus: z.enum(['', 'entering', 'in-portal']),
    currentSchool: text.max(120, M.currentSchool),
    eligibilityRemaining: text.refine((v) => /^[0-5]$/.test(v), M.eligibilityRemaining),
    // A transfer's eligibility facts (ADR 036); checked below only for a portal athlete.
    currentLevel: text,
    clockStartYear: text,
    transferKind: text,
    academicStanding: text,
    portalEnteredOn: text,
    // Step 2: Physical Attributes
    heightFeet: text.refine((v) => v !== '' && Number(v) >= 4 && Number(v) <= 8, M.height),
    heightInches: text.refine((v) => v !== '' && Number(v) >= 0 && Number(v) <= 11, M.height),
    weight: text
      .min(1, M.weightRequired)
      .refine(
        (v) => v === '' || (Number.isInteger(Number(v)) && Number(v) >= 50 && Number(v) <= 500),
        M.weight,
      ),
    city: text.max(80),
    state: text.min(1, M.state),
    // Step 3: Athletic Metrics (all optional, each a positive number)
    // Checked below with the sport and team, whose ranges they are (common/input-ranges.ts).
    metrics: z.record(z.string(), text),
    // Step 4: Academic Profile
    gpa: text.min(1, M.gpa),
    satScore: optionalNumberText(400, 1600, M.sat),
    actScore: optionalNumberText(1, 36, M.act),
    preferredDivisions: z.array(z.enum(PREFERRED_DIVISIONS)),
    // Step 5: Film & Bio
    filmUrl: text.refine((v) => v === '' || URL.canParse(v), M.url),
    bio: text.min(10, M.bio).max(2000),
    // One achievement a line (SPEC §2: the public profile lists them); at most 20 of 200 characters.
    achievements: text
      .refine((v) => achievementLines(v).length <= 20, 'At most 20 achievements')
      .refine(
        (v) => achievementLines(v).every((l) => l.length <= 200),
        'Each achievement at most 200 characters',
      ),
    xHandle: text,
    xProfileUrl: text.refine((v) => v === '' || URL.canParse(v), 'Valid X/Twitter URL required'),
  })
  // Each metric a possible value for the sport (ADR 037); `when` runs it before the other steps are filled.
  .superRefine(
    (v, ctx) => {
      for (const [key, text] of Object.entries(v.metrics)) {
        if (text.trim() === '') continue;
        const problem = metricValueProblem(key, readMetricText(key, text), v.sport, v.team);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['metrics', key] });
      }
    },
    { when: () => true },
  )
  // `when` runs it even while other steps' fields are still empty, so step 1 can check it.
  .refine((v) => !hasTeams(v.sport) || v.team !== '', { message: M.team, path: ['team'], when: () => true })
  // A team with its own list (women's weight classes, men's events) takes only its own positions.
  .refine((v) => v.position === '' || positionsForSport(v.sport, v.team).includes(v.position), {
    message: M.positionForSport,
    path: ['position'],
    when: () => true,
  })
  .refine((v) => v.portalStatus === '' || v.currentSchool !== '', {
    message: M.currentSchool,
    path: ['currentSchool'],
    when: () => true,
  })
  .refine((v) => v.portalStatus !== '' || v.graduationYear !== '', {
    message: M.graduationYearRequired,
    path: ['graduationYear'],
    when: () => true,
  })
  // The API's own checks of each transfer fact, asked of a portal athlete only.
  .superRefine((v, ctx) => {
    if (v.portalStatus === '') return;
    const checks = [
      ['currentLevel', v.currentLevel, M.currentLevel],
      ['clockStartYear', v.clockStartYear, M.clockStartYear],
      ['transferKind', v.transferKind, M.transferKind],
      ['academicStanding', v.academicStanding, M.academicStanding],
      ['portalEnteredOn', v.portalEnteredOn, M.portalEnteredOn],
    ] as const;
    for (const [key, value, message] of checks) {
      const optional = key === 'portalEnteredOn' && v.portalStatus !== 'in-portal' && value === '';
      if (optional) continue;
      if (value === '' || !ZTransferFacts[key].safeParse(value).success)
        ctx.addIssue({ code: 'custom', message, path: [key] });
    }
  });
export type TProfileForm = z.infer<typeof ZProfileForm>;

/** SPEC §5 per-step checks: Next validates only these. */
export const WIZARD_STEPS = [
  {
    title: 'Personal & Sport Info',
    fields: [
      'firstName',
      'lastName',
      'graduationYear',
      'sport',
      'team',
      'position',
      'portalStatus',
      'currentSchool',
      'eligibilityRemaining',
      'currentLevel',
      'clockStartYear',
      'transferKind',
      'academicStanding',
      'portalEnteredOn',
    ],
  },
  { title: 'Physical Attributes', fields: ['heightFeet', 'heightInches', 'weight', 'city', 'state'] },
  { title: 'Athletic Metrics', fields: ['metrics'] },
  { title: 'Academic Profile', fields: ['gpa', 'satScore', 'actScore'] },
  { title: 'Film & Bio', fields: ['filmUrl', 'bio', 'achievements', 'xHandle', 'xProfileUrl'] },
] as const satisfies readonly { title: string; fields: readonly (keyof TProfileForm)[] }[];

export const EMPTY_PROFILE_FORM: TProfileForm = {
  firstName: '',
  lastName: '',
  graduationYear: '',
  sport: '',
  position: '',
  team: '',
  portalStatus: '',
  currentSchool: '',
  eligibilityRemaining: String(ELIGIBILITY_DEFAULT),
  currentLevel: '',
  clockStartYear: '',
  transferKind: '',
  academicStanding: '',
  portalEnteredOn: '',
  heightFeet: '',
  heightInches: '',
  weight: '',
  city: '',
  state: '',
  metrics: {},
  gpa: '',
  satScore: '',
  actScore: '',
  preferredDivisions: [],
  filmUrl: '',
  bio: '',
  achievements: '',
  xHandle: '',
  xProfileUrl: '',
};

const orUndefined = (v: string) => (v === '' ? undefined : v);

/** The POST /api/athlete-profiles body: height as 6'2", location as 'City, ST' or 'ST' (SPEC §5). */
export function toCreateInput(form: TProfileForm): TCreateAthleteProfileInput {
  const metrics = Object.fromEntries(
    Object.entries(form.metrics)
      .filter(([key, v]) => v.trim() !== '' && (METRIC_KEYS as readonly string[]).includes(key))
      .map(([key, v]) => [key, readMetricText(key, v)]),
  );
  const year = Number(form.graduationYear);
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    // A transfer states the season its clock started instead of a class (the server derives it).
    ...(form.portalStatus ? {} : { graduationYear: year, classYear: `Class of ${year}` }),
    sport: form.sport,
    position: form.position,
    team: hasTeams(form.sport) ? (form.team as Team) : null,
    height: formatHeight(Number(form.heightFeet) * 12 + Number(form.heightInches)),
    weight: Number(form.weight),
    location: formatLocation(form.city, form.state),
    gpa: form.gpa,
    satScore: orUndefined(form.satScore),
    actScore: orUndefined(form.actScore),
    filmUrl: form.filmUrl.trim(),
    bio: form.bio.trim(),
    achievements: achievementLines(form.achievements),
    preferredDivisions: form.preferredDivisions,
    preferredLocations: [],
    xHandle: form.xHandle.trim(),
    xProfileUrl: form.xProfileUrl.trim(),
    // SPEC §7: metrics travel as JSON text; new profiles are self-reported.
    metrics: JSON.stringify(metrics),
    verificationLevel: 'self',
    ...(form.portalStatus
      ? {
          portalStatus: form.portalStatus as PortalStatus,
          currentSchool: form.currentSchool.trim(),
          eligibilityRemaining: Number(form.eligibilityRemaining),
          currentLevel: form.currentLevel as TransferFacts['currentLevel'],
          clockStartYear: Number(form.clockStartYear),
          transferKind: form.transferKind as TransferFacts['transferKind'],
          academicStanding: form.academicStanding as TransferFacts['academicStanding'],
          portalEnteredOn: form.portalEnteredOn || null,
        }
      : {}),
  };
}

/**
 * Form values an import suggests (SPEC §2): only what the page stated and the form can hold.
 * The sport must be one we offer and the position one of that sport's; height comes from a
 * feet/inches pattern.
 */
export function prefillFromImport(result: TImportResult): Partial<TProfileForm> {
  const out: Partial<TProfileForm> = {};
  const set = <K extends keyof TProfileForm>(key: K, value: TProfileForm[K] | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') out[key] = value;
  };
  set('firstName', result.firstName);
  set('lastName', result.lastName);
  if (result.sport && (SPORTS as string[]).includes(result.sport)) {
    set('sport', result.sport);
    const position = result.position?.split(/[,/]/)[0]?.trim();
    if (position && positionsForSport(result.sport).includes(position)) set('position', position);
  }
  const inches = result.height ? profileHeightInches(result.height) : null;
  if (inches !== null) {
    set('heightFeet', String(Math.floor(inches / 12)));
    set('heightInches', String(inches % 12));
  }
  set('weight', result.weight === null ? null : String(result.weight));
  set('bio', result.bio ?? result.xBio);
  set('filmUrl', result.filmUrl);
  set('xHandle', result.xHandle);
  set('xProfileUrl', result.xProfileUrl);
  return out;
}
