import { randomUUID } from 'node:crypto';
import { sportUsesMetric } from '../../../common/constants';
import { AppError } from '../../../common/errors';
import { rangeProblem } from '../../../common/input-ranges';
import { EVIDENCE_MESSAGES as M, type TEvidenceFile } from '../../../common/schemas/evidence';
import type { AthleteProfileRow, EvidenceFileRow, MetricProposalJson } from '../../../db/types';
import type { SessionUser } from '../../auth/lucia';
import type { AppDeps } from '../../deps';
import type { DB } from '../../platform/db';
import { ReadTimeout, ReadTooLarge } from '../../platform/file-reader';
import { getProfileByUser } from '../athlete';
import * as repo from './evidence.repo';
import { proposeMetrics, textShowsValue } from './extract';
import { checkFile, EXTENSIONS, MAX_PDF_PAGES } from './file-check';
import { applyEvidence, type Log, refreshMatches } from './ladder.service';

/** A reading's result is written again after these pauses (ms) while the database is away: about 15 minutes. */
export const SAVE_RETRY_MS = [250, 500, 1000, 2000, 4000, 8000, 15_000, ...Array(56).fill(15_000)];

function toFile(row: EvidenceFileRow): TEvidenceFile {
  return {
    id: row.id,
    originalName: row.originalName,
    mediaType: row.mediaType,
    byteSize: row.byteSize,
    pageCount: row.pageCount,
    status: row.status,
    error: row.error,
    proposals: row.proposals as TEvidenceFile['proposals'],
    readMs: row.readMs,
    createdAt: row.createdAt,
  };
}

/** A display name that is safe to keep: no path, no control characters, at most 120 characters. */
const displayName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '').replace(/[^\p{L}\p{N} ._()-]/gu, '').slice(0, 120) || 'stats-sheet';

/**
 * A download's name: the kept name's base in plain ASCII, and the extension of the type the bytes
 * were found to be, so a file named `.html` is never saved as one.
 */
export function downloadName(originalName: string, mediaType: string): string {
  const base =
    originalName
      .replace(/\.[^.]*$/, '')
      .normalize('NFKD')
      .replace(/[^\w -]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 80) || 'stats-sheet';
  return `${base}.${EXTENSIONS[mediaType as keyof typeof EXTENSIONS] ?? 'bin'}`;
}

/**
 * Store a checked upload and start reading it off the request path; the answer comes back at
 * once with status 'reading', and the client polls the file.
 */
export async function uploadFile(
  deps: AppDeps,
  user: SessionUser,
  file: { bytes: Buffer; name: string },
): Promise<TEvidenceFile> {
  const profile = await getProfileByUser(deps.db, user.id);
  const { storage, reader } = deps.files;
  const checked = await checkFile(reader, file.bytes);
  const storageKey = `${profile.id}/${randomUUID()}`;
  await storage.put(storageKey, checked.bytes, checked.mediaType);
  const row = await repo
    .insertFile(deps.db, {
      athleteId: profile.id,
      storageKey,
      mediaType: checked.mediaType,
      byteSize: checked.bytes.length,
      pageCount: checked.pageCount,
      originalName: displayName(file.name),
    })
    .catch(async (err: unknown) => {
      // Without its row the stored file could never be listed, opened or deleted: remove it.
      await storage.delete(storageKey).catch(() => undefined);
      throw err;
    });
  startReading(deps, row, profile.sport);
  return toFile(row);
}

type Reading = Parameters<typeof repo.finishReading>[2];

/**
 * Write a reading's result, again and again while the database is away (the write is idempotent:
 * only a row still 'reading' takes it), so an outage delays the result and never loses it.
 */
export async function saveReading(
  save: (result: Reading) => Promise<unknown>,
  result: Reading,
  log: Pick<AppDeps['log'], 'warn' | 'error'>,
  fileId: string,
  pauses: readonly number[] = SAVE_RETRY_MS,
): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    try {
      await save(result);
      if (attempt > 0) log.warn({ fileId, attempts: attempt + 1 }, 'evidence reading saved after retries');
      return true;
    } catch (err) {
      const pause = pauses[attempt];
      if (pause === undefined) {
        log.error({ err, fileId }, 'evidence reading not saved: the database stayed away');
        return false;
      }
      await new Promise((r) => setTimeout(r, pause));
    }
  }
}

/**
 * Read a file off the request path, kept among the readings in flight so shutdown waits for it.
 * Should this instance stop first, the row stays 'reading' and the sweep (reading-sweep.ts) reads
 * it again once its lease runs out.
 */
export function startReading(deps: AppDeps, row: EvidenceFileRow, sport: string): Promise<void> {
  const reading = readFile(deps, row, sport).finally(() => deps.files.readings.delete(reading));
  deps.files.readings.add(reading);
  return reading;
}

/** Read a stored file and record what it proposes; never throws (a failure is the file's status). */
async function readFile(deps: AppDeps, row: EvidenceFileRow, sport: string): Promise<void> {
  const { storage, reader } = deps.files;
  let result: Reading;
  try {
    const load = async () => {
      const bytes = await storage.get(row.storageKey);
      if (!bytes) throw new Error('stored file missing');
      return bytes;
    };
    const { text, ms } = await reader.read(load, row.mediaType, MAX_PDF_PAGES);
    if (row.mediaType === 'application/pdf' && text.trim() === '')
      result = { status: 'failed', text, proposals: [], error: M.noPdfText, readMs: ms };
    else {
      const proposals: MetricProposalJson[] = proposeMetrics(text).filter((p) =>
        sportUsesMetric(sport, p.metric),
      );
      result = { status: 'read', text, proposals, error: null, readMs: ms };
    }
  } catch (err) {
    const error =
      err instanceof ReadTimeout
        ? 'Reading the file took too long. Upload a clearer, smaller picture of the sheet'
        : err instanceof ReadTooLarge
          ? 'This file unpacks to far more than a stats sheet. Upload a screenshot or a plain PDF'
          : 'We could not read this file. Upload a clearer picture of the sheet';
    if (!(err instanceof ReadTimeout || err instanceof ReadTooLarge))
      deps.log.warn({ err, fileId: row.id }, 'evidence file not read');
    result = { status: 'failed', text: null, proposals: [], error, readMs: null };
  }
  await saveReading((r) => repo.finishReading(deps.db, row.id, r), result, deps.log, row.id);
}

export async function listFiles(db: DB, user: SessionUser): Promise<TEvidenceFile[]> {
  const profile = await getProfileByUser(db, user.id);
  return (await repo.filesOf(db, profile.id)).map(toFile);
}

async function ownedFile(
  db: DB,
  user: SessionUser,
  id: string,
): Promise<{ file: EvidenceFileRow; profile: AthleteProfileRow }> {
  const file = await repo.findFile(db, id);
  if (!file) throw new AppError('NOT_FOUND', M.fileNotFound);
  const profile = await getProfileByUser(db, user.id).catch(() => null);
  // Someone else's file is "not found" to you: its existence is not yours to learn.
  if (!profile || profile.id !== file.athleteId) throw new AppError('NOT_FOUND', M.fileNotFound);
  return { file, profile };
}

export async function getFile(db: DB, user: SessionUser, id: string): Promise<TEvidenceFile> {
  return toFile((await ownedFile(db, user, id)).file);
}

/**
 * A file's bytes for its owner, or for a coach of a program the athlete accepted contact from
 * (coach-access.ts); anyone else is told it does not exist.
 */
export async function downloadFile(deps: AppDeps, user: SessionUser, id: string) {
  const file = await repo.findFile(deps.db, id);
  if (!file) throw new AppError('NOT_FOUND', M.fileNotFound);
  const own = await repo.ownsProfile(deps.db, file.athleteId, user.id);
  if (!own && !(await deps.coachAccess(deps.db, user.id, file.athleteId)))
    throw new AppError('NOT_FOUND', M.fileNotFound);
  const bytes = await deps.files.storage.get(file.storageKey);
  if (!bytes) throw new AppError('NOT_FOUND', M.fileNotFound);
  return { bytes, mediaType: file.mediaType, name: downloadName(file.originalName, file.mediaType) };
}

/**
 * The athlete confirms the metrics read from a file, each as read or corrected. A value the
 * sheet shows becomes Uploaded (0.85×), linked to the file; a correction to a number the sheet
 * does not show is kept as the athlete's word, Self-Reported.
 */
export async function confirmUpload(
  { db, log }: { db: DB; log: Log },
  user: SessionUser,
  input: { id: string; metrics: { metric: string; value: number }[] },
): Promise<{ uploaded: string[]; selfReported: string[] }> {
  const { file, profile } = await ownedFile(db, user, input.id);
  if (file.status !== 'read') throw new AppError('CONFLICT', M.notRead);
  if (input.metrics.some((m) => !sportUsesMetric(profile.sport, m.metric)))
    throw new AppError('BAD_REQUEST', M.metricForSport);
  // Each number in the athlete's own sport's range, as the profile checks it (ADR 037).
  for (const { metric, value } of input.metrics) {
    const problem = rangeProblem(metric, value, profile.sport, profile.team);
    if (problem) throw new AppError('BAD_REQUEST', problem);
  }
  const uploaded: string[] = [];
  const selfReported: string[] = [];
  await db.transaction().execute(async (trx) => {
    for (const { metric, value } of input.metrics) {
      const onSheet = textShowsValue(file.text ?? '', metric, value);
      await applyEvidence(trx, profile.id, {
        metric,
        value,
        level: onSheet ? 'upload' : 'self',
        source: onSheet ? { kind: 'upload', fileId: file.id } : null,
      });
      (onSheet ? uploaded : selfReported).push(metric);
    }
  });
  await refreshMatches(db, log, profile.id);
  return { uploaded, selfReported };
}
