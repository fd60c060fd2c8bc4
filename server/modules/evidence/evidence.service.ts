import { randomUUID } from 'node:crypto';
import { parse } from 'node-html-parser';
import {
  metricsForSport,
  sportUsesMetric,
  VERIFICATION_LEVELS,
  type VerificationLevel,
} from '../../../common/constants';
import { AppError } from '../../../common/errors';
import { maskEmail } from '../../../common/mask-email';
import {
  EVIDENCE_MESSAGES as M,
  type TEventResult,
  type TEvidenceFile,
} from '../../../common/schemas/evidence';
import type {
  AthleteProfileRow,
  EventResultRow,
  EvidenceDetailJson,
  EvidenceFileRow,
  EvidenceSource,
  MetricProposalJson,
} from '../../../db/types';
import type { SessionUser } from '../../auth/lucia';
import type { AppDeps } from '../../deps';
import type { DB } from '../../platform/db';
import type { Env } from '../../platform/env';
import { getProfileByUser, NOT_FOUND } from '../athlete/athlete.service';
import { safeFetch } from '../import/safe-fetch';
import { storeMatches } from '../match/match.service';
import * as repo from './evidence.repo';
import { proposeMetrics, textShowsValue } from './extract';
import { checkFile } from './file-check';
import { currentDetail, levelRank } from './public-evidence';
import { ReadTimeout } from './reader';
import { evidenceRuntime } from './runtime';

/** A reading this old that never finished stopped with its instance: it shows as failed. */
const STALE_READING_MS = 10 * 60_000;
const STOPPED = 'Reading stopped before it finished. Upload the file again';

/**
 * Give one metric a value and its evidence, in the caller's transaction. Stronger evidence of the
 * same value is kept (an upload never demotes event data); a new value takes the new evidence.
 * The profile's own level is its weakest metric's: the badge never claims more than every number.
 */
export async function applyEvidence(
  trx: DB,
  athleteId: string,
  change: { metric: string; value: number; level: VerificationLevel; source: EvidenceSource | null },
): Promise<{ level: VerificationLevel; kept: boolean }> {
  const row = await repo.lockProfile(trx, athleteId);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  const existing = currentDetail(row, change.metric);
  if (existing && existing.value === change.value && levelRank(existing.level) <= levelRank(change.level))
    return { level: existing.level as VerificationLevel, kept: true };

  const metrics = { ...(row.metrics as Record<string, number>), [change.metric]: change.value };
  const evidence = { ...(row.evidence as Record<string, string>), [change.metric]: change.level };
  const evidenceDetail: EvidenceDetailJson = { ...(row.evidenceDetail as EvidenceDetailJson) };
  if (change.source)
    evidenceDetail[change.metric] = {
      level: change.level,
      value: change.value,
      at: new Date().toISOString(),
      source: change.source,
    };
  else delete evidenceDetail[change.metric];
  const levels = Object.keys(metrics).map((m) => evidence[m] ?? 'self');
  const weakest = levels.reduce((w, l) => (levelRank(l) > levelRank(w) ? l : w), VERIFICATION_LEVELS[0]);
  await trx
    .updateTable('athleteProfiles')
    .set({ metrics, evidence, evidenceDetail, verificationLevel: weakest, updatedAt: new Date() })
    .where('id', '=', athleteId)
    .execute();
  return { level: change.level, kept: false };
}

/**
 * Stored matches follow the new multipliers at once, not at Monday's recompute. The evidence is
 * already committed, so a failure here is logged, not answered: the next Generate or weekly run
 * catches up.
 */
export async function refreshMatches(db: DB, log: Log, athleteId: string): Promise<void> {
  try {
    if (!(await repo.hasStoredMatches(db, athleteId))) return;
    const profile = await db
      .selectFrom('athleteProfiles')
      .selectAll()
      .where('id', '=', athleteId)
      .executeTakeFirst();
    if (profile) await storeMatches(db, profile);
  } catch (err) {
    log.warn({ err, athleteId }, 'matches not refreshed after new evidence');
  }
}
/** Where a failed refresh is reported: the app's logger, or a script's console. */
export type Log = { warn(obj: object, msg: string): void };

function toFile(row: EvidenceFileRow): TEvidenceFile {
  const stale = row.status === 'reading' && Date.now() - row.createdAt.getTime() > STALE_READING_MS;
  return {
    id: row.id,
    originalName: row.originalName,
    mediaType: row.mediaType,
    byteSize: row.byteSize,
    pageCount: row.pageCount,
    status: stale ? 'failed' : row.status,
    error: stale ? STOPPED : row.error,
    proposals: row.proposals as TEvidenceFile['proposals'],
    readMs: row.readMs,
    createdAt: row.createdAt,
  };
}

/** A display name that is safe to keep: no path, no control characters, at most 120 characters. */
const displayName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '').replace(/[^\p{L}\p{N} ._()-]/gu, '').slice(0, 120) || 'stats-sheet';

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
  const checked = checkFile(file.bytes);
  const { storage } = evidenceRuntime(deps);
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

function startReading(deps: AppDeps, row: EvidenceFileRow, sport: string): void {
  const runtime = evidenceRuntime(deps);
  const reading = readFile(deps, row, sport).finally(() => runtime.pending.delete(reading));
  runtime.pending.add(reading);
}

/** Read a stored file and record what it proposes; never throws (a failure is the file's status). */
async function readFile(deps: AppDeps, row: EvidenceFileRow, sport: string): Promise<void> {
  const { storage, reader } = evidenceRuntime(deps);
  try {
    const load = async () => {
      const bytes = await storage.get(row.storageKey);
      if (!bytes) throw new Error('stored file missing');
      return bytes;
    };
    const { text, ms } = await reader.read(load, row.mediaType);
    if (row.mediaType === 'application/pdf' && text.trim() === '') {
      await repo.finishReading(deps.db, row.id, {
        status: 'failed',
        text,
        proposals: [],
        error: M.noPdfText,
        readMs: ms,
      });
      return;
    }
    const proposals: MetricProposalJson[] = proposeMetrics(text).filter((p) =>
      sportUsesMetric(sport, p.metric),
    );
    await repo.finishReading(deps.db, row.id, { status: 'read', text, proposals, error: null, readMs: ms });
  } catch (err) {
    const error =
      err instanceof ReadTimeout
        ? 'Reading the file took too long. Upload a clearer, smaller picture of the sheet'
        : 'We could not read this file. Upload a clearer picture of the sheet';
    if (!(err instanceof ReadTimeout)) deps.log.warn({ err, fileId: row.id }, 'evidence file not read');
    await repo
      .finishReading(deps.db, row.id, { status: 'failed', text: null, proposals: [], error, readMs: null })
      .catch((e: unknown) => deps.log.error({ err: e, fileId: row.id }, 'evidence status not saved'));
  }
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
export async function downloadFile(deps: AppDeps, user: SessionUser | null, id: string) {
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  const file = await repo.findFile(deps.db, id);
  if (!file) throw new AppError('NOT_FOUND', M.fileNotFound);
  const own = await deps.db
    .selectFrom('athleteProfiles')
    .select('id')
    .where('id', '=', file.athleteId)
    .where('userId', '=', user.id)
    .executeTakeFirst();
  if (!own && !(await deps.coachAccess(deps.db, user.id, file.athleteId)))
    throw new AppError('NOT_FOUND', M.fileNotFound);
  const bytes = await evidenceRuntime(deps).storage.get(file.storageKey);
  if (!bytes) throw new AppError('NOT_FOUND', M.fileNotFound);
  return { bytes, mediaType: file.mediaType, name: file.originalName };
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

/** Public pages the importers already read safely, plus configured stand-ins (operators, tests). */
function linkPolicy(env: Env, url: string) {
  const hosts = ['hudl.com', 'ncsasports.org', 'maxpreps.com'];
  for (const base of [env.IMPORT_HUDL_BASE_URL, env.IMPORT_NCSA_BASE_URL])
    if (base) hosts.push(new URL(base).hostname.toLowerCase());
  const host = new URL(url).hostname.toLowerCase();
  if (!hosts.some((h) => host === h || host.endsWith(`.${h}`))) throw new AppError('BAD_REQUEST', M.linkHost);
  return { hosts, allowLoopback: env.IMPORT_ALLOW_LOOPBACK === 'true' };
}

/** A page's visible text, a line per block, for the same reading as a sheet's. */
function pageText(html: string): string {
  const root = parse(html, { blockTextElements: { script: false, style: false, noscript: false } });
  return root.structuredText;
}

/**
 * The metric's current value appears beside its name on the athlete's public Hudl, NCSA or
 * MaxPreps page (one that shows the athlete's first and last name): it becomes Linked.
 */
export async function linkMetric(
  deps: AppDeps,
  user: SessionUser,
  input: { metric: string; url: string },
): Promise<{ level: VerificationLevel }> {
  const profile = await getProfileByUser(deps.db, user.id);
  const value = (profile.metrics as Record<string, number>)[input.metric];
  if (value === undefined) throw new AppError('BAD_REQUEST', M.metricForSport);
  const policy = linkPolicy(deps.env, input.url);
  const text = pageText(await safeFetch(input.url, policy));
  // Another athlete's page with the same number is not evidence of this athlete's.
  const flat = text.replace(/\s+/g, ' ').toLowerCase();
  if (![profile.firstName, profile.lastName].every((n) => flat.includes(n.trim().toLowerCase())))
    throw new AppError('BAD_REQUEST', M.linkNotYours);
  const shown = proposeMetrics(text).find((p) => p.metric === input.metric);
  if (!shown || shown.value !== value) throw new AppError('BAD_REQUEST', M.linkMissing);
  const result = await deps.db.transaction().execute((trx) =>
    applyEvidence(trx, profile.id, {
      metric: input.metric,
      value,
      level: 'link',
      source: { kind: 'link', url: input.url },
    }),
  );
  await refreshMatches(deps.db, deps.log, profile.id);
  return { level: result.level };
}

const eventDay = (d: Date) => d.toISOString().slice(0, 10);
export const toEventResult = (r: EventResultRow): TEventResult => ({
  id: r.id,
  eventName: r.eventName,
  eventDate: eventDay(r.eventDate),
  metric: r.metric as TEventResult['metric'],
  value: r.value,
  registeredAs: maskEmail(r.matchKey),
});

export async function applyEventResult(trx: DB, r: EventResultRow, athleteId: string) {
  return applyEvidence(trx, athleteId, {
    metric: r.metric,
    value: r.value,
    level: 'event',
    source: { kind: 'event', eventName: r.eventName, eventDate: eventDay(r.eventDate), resultId: r.id },
  });
}

/**
 * Operator import of event results (docs/events-csv.md): rows whose email is an athlete's
 * confirmed account address become Event Data (1.05×) at once; the others wait for a claim.
 */
export async function importEventResults(
  { db, log }: { db: DB; log: Log },
  rows: repo.EventRowInput[],
): Promise<{ rows: number; matched: number; waiting: number }> {
  let matched = 0;
  const touched = new Set<string>();
  await db.transaction().execute(async (trx) => {
    for (const input of rows) {
      const row = await repo.upsertEventResult(trx, input);
      const byEmail = row.athleteId ? undefined : await repo.profileIdByEmail(trx, input.matchKey);
      // A result in a metric the athlete's sport does not use waits, as it would for a claim.
      const usable = byEmail && sportUsesMetric(byEmail.sport, input.metric);
      const athleteId = row.athleteId ?? (usable ? byEmail.id : undefined);
      if (!athleteId) continue;
      const attached = await repo.attachResult(trx, row.id, athleteId, row.claimedAt !== null);
      if (!attached) continue;
      await applyEventResult(trx, attached, athleteId);
      touched.add(athleteId);
      matched++;
    }
  });
  for (const id of touched) await refreshMatches(db, log, id);
  return { rows: rows.length, matched, waiting: rows.length - matched };
}

/** Unclaimed results under the athlete's own name and class. */
export async function claimableResults(db: DB, user: SessionUser): Promise<TEventResult[]> {
  const profile = await getProfileByUser(db, user.id);
  return (await repo.claimableResults(db, profile, metricsForSport(profile.sport))).map(toEventResult);
}

/**
 * A coach marks one of an athlete's metrics Coach Verified (1.0×), with their name and the date.
 * Allowed only to a coach of a program the athlete accepted contact from (coach-access.ts).
 */
export async function coachVerify(
  { db, log, coachAccess }: Pick<AppDeps, 'db' | 'log' | 'coachAccess'>,
  coach: SessionUser,
  input: { athleteId: string; metric: string },
): Promise<{ level: VerificationLevel }> {
  const grant = await coachAccess(db, coach.id, input.athleteId);
  if (!grant) throw new AppError('FORBIDDEN', M.coachNotAllowed);
  const result = await db.transaction().execute(async (trx) => {
    const row = await repo.lockProfile(trx, input.athleteId);
    const value = row && (row.metrics as Record<string, number>)[input.metric];
    if (value === undefined || value === null) throw new AppError('BAD_REQUEST', M.metricForSport);
    return applyEvidence(trx, input.athleteId, {
      metric: input.metric,
      value,
      level: 'coach',
      source: {
        kind: 'coach',
        coachName: grant.coachName,
        coachUserId: coach.id,
        programName: grant.programName,
      },
    });
  });
  await refreshMatches(db, log, input.athleteId);
  return { level: result.level };
}
