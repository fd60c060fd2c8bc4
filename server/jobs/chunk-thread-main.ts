import { parentPort, workerData } from 'node:worker_threads';
import { connect } from '../platform/db';
import { recomputeChunk } from './recompute';

/** One recompute thread: chunks in, results out, on its own database connections. */
export interface ChunkRequest {
  athleteIds: string[];
  runId: string;
}
export type ChunkReply = { result: Awaited<ReturnType<typeof recomputeChunk>> } | { error: string };

const port = parentPort!;
// A chunk holds one connection for its transaction while it scores; the compiled programs' check
// (once a second) takes the other.
const { db, sql } = connect((workerData as { url: string }).url, 2);

port.on('message', async (msg: ChunkRequest | 'close') => {
  if (msg === 'close') {
    await sql.end({ timeout: 5 });
    port.close();
    return;
  }
  let reply: ChunkReply;
  try {
    reply = { result: await recomputeChunk(db, msg.athleteIds, msg.runId) };
  } catch (err) {
    reply = { error: err instanceof Error ? err.message : String(err) };
  }
  port.postMessage(reply);
});
