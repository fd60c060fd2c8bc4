import type { z } from 'zod';
import { isProgramSport, positionsOfProgram } from '../../../common/constants';
import { AppError } from '../../../common/errors';
import { TRANSFER_NEED_MESSAGES, type ZTransferNeedsInput } from '../../../common/schemas/portal';
import type { DB } from '../../platform/db';
import { assertStaff } from '../coach';
import { findProgramSport, replaceTransferNeeds, transferNeedsOf } from './portal.repo';

const PROGRAM_NOT_FOUND = 'Program not found';

/** The positions at which the program's staff look for transfers (staff only). */
export async function transferNeeds(db: DB, userId: string, programId: string) {
  await assertStaff(db, userId, programId);
  return { positions: (await transferNeedsOf(db, programId)).map((n) => n.position) };
}

/** Replaces them; each position must be one of the program's sport. */
export async function setTransferNeeds(db: DB, userId: string, input: z.output<typeof ZTransferNeedsInput>) {
  await assertStaff(db, userId, input.programId);
  const program = await findProgramSport(db, input.programId);
  if (!program || !isProgramSport(program.sport)) throw new AppError('NOT_FOUND', PROGRAM_NOT_FOUND);
  const offered = new Set(positionsOfProgram(program.sport));
  if (input.positions.some((p) => !offered.has(p)))
    throw new AppError('VALIDATION', TRANSFER_NEED_MESSAGES.position);
  await replaceTransferNeeds(db, input.programId, [...new Set(input.positions)], userId);
  return transferNeeds(db, userId, input.programId);
}
