import { type Expression, sql } from 'kysely';
import type { z } from 'zod';
import type { ZProgramDetailsInput } from '../../../common/schemas/coach';
import type { ClaimStatus } from '../../../db/types';
import type { DB } from '../../platform/db';

const PROGRAM_HIT = ['p.id', 'p.name', 'p.division', 'p.sport', 'p.location', 'p.programWebsite'] as const;

export function isStaff(db: DB, userId: string, programId: string) {
  return db
    .selectFrom('programCoaches')
    .select('userId')
    .where('userId', '=', userId)
    .where('programId', '=', programId)
    .executeTakeFirst();
}

export function findProgram(db: DB, programId: string) {
  return db.selectFrom('collegePrograms').selectAll().where('id', '=', programId).executeTakeFirst();
}

/** Programs by name, for a coach looking for their own. */
export function searchPrograms(db: DB, q: string) {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .selectFrom('collegePrograms as p')
    .select(PROGRAM_HIT)
    .where('p.name', 'ilike', pattern)
    .orderBy('p.name')
    .orderBy('p.sport')
    .limit(25)
    .execute();
}

/** Other schools whose website sits at the same host text (a shared athletics domain proves nothing). */
export function schoolsWithWebsiteLike(db: DB, domain: string) {
  return db
    .selectFrom('collegePrograms')
    .select(['name', 'programWebsite'])
    .distinct()
    .where('programWebsite', 'ilike', `%${domain.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    .execute();
}

/** The web address the IPEDS directory gives the program's institution, and whether it is shared. */
export function institutionSite(db: DB, unitid: number) {
  return db
    .selectFrom('institutions')
    .select(['webAddress', 'webAddressShared'])
    .where('unitid', '=', unitid)
    .executeTakeFirst();
}

export function insertClaim(
  db: DB,
  values: {
    programId: string;
    userId: string;
    email: string;
    tokenHash: string | null;
    status: ClaimStatus;
    note: string | null;
    expiresAt: Date | null;
  },
) {
  return db
    .insertInto('programClaims')
    .values(values)
    .onConflict((oc) =>
      // Literal, so PostgreSQL can match the partial unique index program_claims_open_uq.
      oc
        .columns(['programId', 'userId'])
        .where(sql<boolean>`status IN ('email_sent', 'in_review')`)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
}

/** Approves the claim the link names, once, for the account that made it. */
export function approveClaimByToken(db: DB, tokenHash: string, userId: string) {
  return db
    .updateTable('programClaims')
    .set({ status: 'approved', decidedAt: sql<Date>`now()` })
    .where('tokenHash', '=', tokenHash)
    .where('userId', '=', userId)
    .where('status', '=', 'email_sent')
    .where('expiresAt', '>', sql<Date>`now()`)
    .returning(['id', 'programId', 'userId'])
    .executeTakeFirst();
}

export function decideReviewedClaim(db: DB, claimId: string, approve: boolean) {
  return db
    .updateTable('programClaims')
    .set({ status: approve ? 'approved' : 'rejected', decidedAt: sql<Date>`now()` })
    .where('id', '=', claimId)
    .where('status', '=', 'in_review')
    .returning(['id', 'programId', 'userId', 'email'])
    .executeTakeFirst();
}

export async function addStaff(db: DB, programId: string, userId: string, via: 'domain' | 'admin') {
  await db
    .insertInto('programCoaches')
    .values({ programId, userId, via })
    .onConflict((oc) => oc.columns(['programId', 'userId']).doNothing())
    .execute();
}

export async function removeStaff(db: DB, programId: string, userId: string): Promise<boolean> {
  const r = await db
    .deleteFrom('programCoaches')
    .where('programId', '=', programId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return r.numDeletedRows > 0n;
}

export function staffPrograms(db: DB, userId: string) {
  return db
    .selectFrom('programCoaches as c')
    .innerJoin('collegePrograms as p', 'p.id', 'c.programId')
    .select(PROGRAM_HIT)
    .where('c.userId', '=', userId)
    .orderBy('p.name')
    .execute();
}

export function claimsOf(db: DB, userId: string) {
  return db
    .selectFrom('programClaims as c')
    .innerJoin('collegePrograms as p', 'p.id', 'c.programId')
    .select(['c.id', 'c.programId', 'p.name as programName', 'c.email', 'c.status', 'c.createdAt'])
    .where('c.userId', '=', userId)
    .orderBy('c.createdAt', 'desc')
    .limit(50)
    .execute();
}

export function claimsInReview(db: DB) {
  return db
    .selectFrom('programClaims as c')
    .innerJoin('collegePrograms as p', 'p.id', 'c.programId')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select([
      'c.id',
      'c.programId',
      'p.name as programName',
      'p.programWebsite',
      'u.email as accountEmail',
      'c.email',
      'c.note',
      'c.createdAt',
    ])
    .where('c.status', '=', 'in_review')
    .orderBy('c.createdAt')
    .limit(200)
    .execute();
}

/** The admin's latest decisions on reviewed claims (link claims are decided by their link), newest first. */
export function decidedReviewClaims(db: DB, limit: number) {
  return db
    .selectFrom('programClaims as c')
    .innerJoin('collegePrograms as p', 'p.id', 'c.programId')
    .select(['c.id', 'p.name as programName', 'c.email', 'c.status', 'c.decidedAt'])
    .where('c.tokenHash', 'is', null)
    .where('c.status', 'in', ['approved', 'rejected'])
    .where('c.decidedAt', 'is not', null)
    .orderBy('c.decidedAt', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The staff with the address each one's claim proved (a link opened at the program's domain, or
 * the admin's approval of the address given), never the account's own sign-up address.
 */
export function staffOf(db: DB, programId: string) {
  return db
    .selectFrom('programCoaches as c')
    .select((eb) => [
      'c.userId',
      'c.via',
      verifiedClaimEmail(eb.ref('c.programId'), eb.ref('c.userId')).as('verifiedEmail'),
    ])
    .where('c.programId', '=', programId)
    .orderBy('c.joinedAt')
    .execute();
}

export function statedNeeds(db: DB, programId: string) {
  return db
    .selectFrom('programStatedNeeds')
    .select(['position', 'graduationYear'])
    .where('programId', '=', programId)
    .orderBy('position')
    .orderBy('graduationYear')
    .execute();
}

/** Moving updated_at makes the match engine's program cache read the program again. */
export async function updateProgramDetails(
  db: DB,
  programId: string,
  details: Omit<z.output<typeof ZProgramDetailsInput>, 'programId'> & { playingStyle: null },
): Promise<void> {
  await db
    .updateTable('collegePrograms')
    .set({ ...details, updatedAt: sql<Date>`now()` })
    .where('id', '=', programId)
    .execute();
}

/** Replaces the stated needs in one transaction, and marks the program changed for the cache. */
export async function replaceStatedNeeds(
  db: DB,
  programId: string,
  needs: { position: string; graduationYear: number }[],
  statedBy: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('programStatedNeeds').where('programId', '=', programId).execute();
    if (needs.length > 0)
      await trx
        .insertInto('programStatedNeeds')
        .values(needs.map((n) => ({ ...n, programId, statedBy })))
        .onConflict((oc) => oc.columns(['programId', 'position', 'graduationYear']).doNothing())
        .execute();
    await trx
      .updateTable('collegePrograms')
      .set({ updatedAt: sql<Date>`now()` })
      .where('id', '=', programId)
      .execute();
  });
}

/** The address of a coach's approved claim to a program: the one address of theirs FitScout verified. */
export function verifiedClaimEmail(programId: Expression<string>, userId: Expression<string>) {
  return sql<string | null>`(SELECT pc.email FROM program_claims pc
    WHERE pc.program_id = ${programId} AND pc.user_id = ${userId} AND pc.status = 'approved'
    ORDER BY pc.decided_at DESC LIMIT 1)`;
}
