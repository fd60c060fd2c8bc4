import type { ZodError } from 'zod';

/**
 * Server-side error helpers shared by tRPC, the REST layer and the login routes, so a failure
 * reads the same on every path. The code → status table itself is common/errors.ts.
 */

/** What a client sees for any unexpected failure: never internals (SQL, stacks). */
export const INTERNAL_MESSAGE = 'Something went wrong. Please try again.';

export function zodIssues(error: ZodError): { path: string; message: string }[] {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/** The first issue's message is the headline: it is the SPEC message for the failing field. */
export function validationMessage(issues: { message: string }[]): string {
  return issues[0]?.message ?? 'Invalid input';
}
