import { z } from 'zod';

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

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(256, 'Password is too long'),
  intent: z.enum(['signin', 'signup']).default('signin'),
  /** Only read at sign-up: a coach account (issue 35); signing in keeps the stored role. */
  role: z.enum(['athlete', 'coach']).default('athlete'),
  returnTo: z.unknown().optional().transform(safeReturnTo),
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
