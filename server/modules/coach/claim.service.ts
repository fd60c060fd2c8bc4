import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { AppError } from '../../../common/errors';
import { COACH_MESSAGES as M, type TClaimHistory, type ZClaimInput } from '../../../common/schemas/coach';
import type { AppDeps } from '../../deps';
import type { DB } from '../../platform/db';
import { publicOrigin } from '../../platform/public-origin';
import { hashToken } from '../email-tokens';
import { queueMail } from '../mail';
import { addressMatchesProgram, websiteDomain } from './claim-domain';
import {
  addStaff,
  approveClaimByToken,
  claimsInReview,
  claimsOf,
  decidedReviewClaims,
  decideReviewedClaim,
  findProgram,
  insertClaim,
  institutionSite,
  isStaff,
  removeStaff,
  schoolsWithWebsiteLike,
  searchPrograms,
  staffPrograms,
} from './coach.repo';

export const CLAIM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const CLAIM_PATH = '/coach/claim';

/** Only the program's own staff may go on; anyone else gets the same 403. */
export async function assertStaff(db: DB, userId: string, programId: string): Promise<void> {
  if (!(await isStaff(db, userId, programId))) throw new AppError('FORBIDDEN', M.notStaff);
}

/**
 * The domains whose addresses prove a coach works at the program: its website's, unless other
 * schools' websites share it, and its institution's (IPEDS directory), unless other directory
 * entries share that one. Both go through the same registrable-domain and shared-host rules.
 */
export async function programDomains(
  db: DB,
  program: { name: string; programWebsite: string | null; unitid: number | null },
): Promise<string[]> {
  const domains: string[] = [];
  const domain = websiteDomain(program.programWebsite);
  if (domain) {
    const sharing = await schoolsWithWebsiteLike(db, domain);
    const schools = new Set(
      sharing.filter((s) => websiteDomain(s.programWebsite) === domain).map((s) => s.name),
    );
    if (schools.size <= 1) domains.push(domain);
  }
  const site = program.unitid === null ? undefined : await institutionSite(db, program.unitid);
  const own = site && site.webAddressShared === false ? websiteDomain(site.webAddress) : null;
  if (own && !domains.includes(own)) domains.push(own);
  return domains;
}

/**
 * A coach asks to join a program's staff. An address at the program's own domain gets a link by
 * email; any other goes to the admin, who approves or rejects it. Nobody joins without one or the
 * other.
 */
export async function claimProgram(
  deps: AppDeps,
  user: { id: string; email: string },
  input: z.output<typeof ZClaimInput>,
) {
  const program = await findProgram(deps.db, input.programId);
  if (!program) throw new AppError('NOT_FOUND', M.programNotFound);
  if (await isStaff(deps.db, user.id, program.id)) throw new AppError('CONFLICT', M.alreadyStaff);
  await deps.limiter.consume('coach_claim', user.id);
  const matches = addressMatchesProgram(input.email, await programDomains(deps.db, program));
  const token = matches ? randomBytes(32).toString('base64url') : null;
  const tokenHash = token ? hashToken(token) : null;
  const claim = await insertClaim(deps.db, {
    programId: program.id,
    userId: user.id,
    email: input.email,
    tokenHash,
    status: matches ? 'email_sent' : 'in_review',
    note: input.note ?? null,
    expiresAt: matches ? new Date(Date.now() + CLAIM_TTL_MS) : null,
  });
  if (!claim) throw new AppError('CONFLICT', M.openClaim);
  deps.log.info(
    { claimId: claim.id, programId: program.id, userId: user.id, domainMatch: matches },
    'program claimed',
  );
  if (token && tokenHash) {
    await queueMail(deps, {
      idempotencyKey: `program_claim:${tokenHash}`,
      kind: 'program_claim',
      to: input.email,
      content: {
        subject: `Confirm you coach at ${program.name}`,
        paragraphs: [
          `The FitScout coach account ${user.email} asked to join the staff of ${program.name} (${program.division} ${program.sport}) with this address.`,
          'Open the link while signed in to that account. It works once, for 7 days. If you did not ask, ignore this email.',
        ],
        action: { label: 'Confirm my program', url: `${publicOrigin(deps)}${CLAIM_PATH}?token=${token}` },
      },
    });
  }
  return { status: matches ? ('email_sent' as const) : ('in_review' as const), claimId: claim.id };
}

/** The emailed link, opened by the account that made the claim: it joins the staff. */
export async function confirmClaim(deps: AppDeps, userId: string, token: string) {
  const joined = await deps.db.transaction().execute(async (trx) => {
    const claim = await approveClaimByToken(trx, hashToken(token), userId);
    if (!claim) return undefined;
    await addStaff(trx, claim.programId, userId, 'domain');
    return claim;
  });
  if (!joined) throw new AppError('BAD_REQUEST', M.claimLinkDead);
  const program = await findProgram(deps.db, joined.programId);
  return { programId: joined.programId, programName: program?.name ?? '' };
}

export async function decideClaim(deps: AppDeps, claimId: string, approve: boolean) {
  const decided = await deps.db.transaction().execute(async (trx) => {
    const claim = await decideReviewedClaim(trx, claimId, approve);
    if (claim && approve) await addStaff(trx, claim.programId, claim.userId, 'admin');
    return claim;
  });
  if (!decided) throw new AppError('NOT_FOUND', M.claimNotFound);
  deps.log.info({ claimId, approve }, 'program claim decided by the admin');
  return { ok: true as const };
}

export async function leaveProgram(deps: AppDeps, userId: string, programId: string) {
  if (!(await removeStaff(deps.db, programId, userId))) throw new AppError('FORBIDDEN', M.notStaff);
  return { ok: true as const };
}

/** The coach's programs and their own claims, for the coach home page. */
export async function myPrograms(db: DB, userId: string) {
  const [programs, claims] = await Promise.all([staffPrograms(db, userId), claimsOf(db, userId)]);
  return { programs, claims };
}

/** Programs a coach may claim, by name. */
export const findPrograms = (db: DB, q: string) => searchPrograms(db, q);

/** Claims whose address is not at the program's domain, for the admin to decide. */
export const reviewQueue = (db: DB) => claimsInReview(db);

/** How many of the admin's past claim decisions the dashboard lists. */
export const CLAIM_HISTORY_LIMIT = 20;
export async function claimHistory(db: DB): Promise<TClaimHistory> {
  const rows = await decidedReviewClaims(db, CLAIM_HISTORY_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    programName: r.programName,
    email: r.email,
    status: r.status === 'approved' ? ('approved' as const) : ('rejected' as const),
    decidedAt: r.decidedAt!,
  }));
}
