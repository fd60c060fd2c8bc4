import type { Meta } from './init';
import { appRouter } from './root';

/**
 * A procedure as tRPC calls it (what `createCaller` does per call, minus the proxy it builds for
 * every request): its middlewares, input and output parsers and resolver all run.
 */
export type ProcedureCall = ((opts: {
  path: string;
  type: string;
  ctx: unknown;
  getRawInput: () => Promise<unknown>;
  signal: undefined;
  batchIndex: number;
}) => Promise<unknown>) & { _def: { type: string; meta?: Meta } };

/** `_def.procedures` is the flat path → procedure map tRPC itself resolves calls from. */
export const procedures = appRouter._def.procedures as unknown as Record<string, ProcedureCall | undefined>;
