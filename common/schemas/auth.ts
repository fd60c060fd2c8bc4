import { z } from 'zod';
import { ZName } from './names';

export const PASSWORD_MIN_LENGTH = 10;

/** Trimmed, lower-cased email: the one form stored and compared everywhere. */
export const ZEmail = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address'));

/** A same-site path only; anything else (absolute URLs, //host, \\host) becomes '/'. */
export function safeReturnTo(value: unknown): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  )
    return '/';
  if (value.startsWith('/api/login') || value.startsWith('/api/logout')) return '/';
  return value;
}

/** What a coach is told before acting with an account address nobody has confirmed. */
export const CONFIRM_EMAIL_FIRST =
  'Confirm your email address first: open the link we sent you (or send it again from your account)';

export const NAME_MESSAGES = {
  firstName: 'Enter your first name',
  lastName: 'Enter your last name',
  tooLong: 'A name is at most 60 characters',
} as const;

/** A person's first and last name, both required: a coach's, shown with what they verify. */
export const ZPersonName = z.object({
  firstName: ZName(NAME_MESSAGES.firstName, 60, NAME_MESSAGES.tooLong),
  lastName: ZName(NAME_MESSAGES.lastName, 60, NAME_MESSAGES.tooLong),
});
export type TPersonName = z.infer<typeof ZPersonName>;

const ZLoginFields = z.object({
  email: ZEmail,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(256, 'Password is too long'),
  intent: z.enum(['signin', 'signup']).default('signin'),
  /** Only read at sign-up: a coach account (issue 35); signing in keeps the stored role. */
  role: z.enum(['athlete', 'coach']).default('athlete'),
  returnTo: z.unknown().optional().transform(safeReturnTo),
  /** Required when a coach signs up (their name goes with what they verify); ignored otherwise. */
  firstName: z.string().optional(),
  lastName: z.string().optional(),
});

export const ZLoginRequest = ZLoginFields.transform((v, ctx) => {
  if (v.intent !== 'signup' || v.role !== 'coach') return { ...v, firstName: null, lastName: null };
  const name = ZPersonName.safeParse({ firstName: v.firstName ?? '', lastName: v.lastName ?? '' });
  if (name.success) return { ...v, ...name.data };
  for (const issue of name.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZSignUpPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`);

export const ZCurrentUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /** When the address was confirmed through its emailed link (ISO 8601); null until then. */
  emailVerifiedAt: z.string().nullable(),
  role: z.enum(['athlete', 'coach']),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;
