/**
 * Claiming a waiting event result (docs/events-csv.md): the athlete under the row's name asks, a
 * link goes to the address the row was registered with, and only that link, opened by the same
 * athlete, attaches the result. A claim proves the claimant reads that address.
 */
import type { ClientRoute } from '../../../common/client-routes';
import { sportUsesMetric } from '../../../common/constants';
import { AppError } from '../../../common/errors';
import { maskEmail } from '../../../common/mask-email';
import { metricName, metricValueText } from '../../../common/metric-evidence';
import { EVIDENCE_MESSAGES as M, type TClaimSent, type TEventResult } from '../../../common/schemas/evidence';
import type { EventResultRow } from '../../../db/types';
import type { SessionUser } from '../../auth/lucia';
import type { AppDeps } from '../../deps';
import { publicOrigin } from '../../platform/public-origin';
import { getProfileByUser } from '../athlete';
import { consumeToken, deleteToken, findLiveToken, issueToken } from '../email-tokens';
import { queueMail } from '../mail';
import { applyEventResult, toEventResult } from './event.service';
import * as repo from './evidence.repo';
import { refreshMatches } from './ladder.service';

export const EVENT_CLAIM = 'event_claim';
export const EVENT_CLAIM_TTL_MS = 24 * 60 * 60 * 1000;
export const EVENT_CLAIM_PATH: ClientRoute = '/profile/event-claim';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const describeResult = (r: EventResultRow) =>
  `${metricName(r.metric)} ${metricValueText(r.metric, r.value)} at ${r.eventName} (${r.eventDate.toISOString().slice(0, 10)})`;

/**
 * The athlete asks for a result listed under their name and class: a single-use link goes to the
 * row's address. Nothing changes on the profile until the link is opened. One email per athlete,
 * result and UTC day, so a second click sends nothing.
 */
export async function claimResult(deps: AppDeps, user: SessionUser, id: string): Promise<TClaimSent> {
  const profile = await getProfileByUser(deps.db, user.id);
  const result = await repo.findResult(deps.db, id);
  if (!result) throw new AppError('NOT_FOUND', M.resultNotFound);
  if (
    !sameName(result.firstName, profile.firstName) ||
    !sameName(result.lastName, profile.lastName) ||
    (result.graduationYear !== null && result.graduationYear !== profile.graduationYear)
  )
    throw new AppError('FORBIDDEN', M.resultNotYours);
  if (!sportUsesMetric(profile.sport, result.metric)) throw new AppError('BAD_REQUEST', M.metricForSport);
  if (result.athleteId) throw new AppError('CONFLICT', M.resultTaken);
  await deps.limiter.consume('event_claim', user.id);

  const { token, tokenHash } = await issueToken(
    deps.db,
    user.id,
    'event_claim',
    result.matchKey,
    EVENT_CLAIM_TTL_MS,
    result.id,
  );
  const day = new Date().toISOString().slice(0, 10);
  const sent = await queueMail(deps, {
    idempotencyKey: `${EVENT_CLAIM}:${user.id}:${result.id}:${day}`,
    kind: EVENT_CLAIM,
    to: result.matchKey,
    senderUserId: user.id,
    content: {
      subject: `Confirm your result from ${result.eventName}`,
      paragraphs: [
        `The FitScout athlete account ${user.email} asked to add ${describeResult(result)} to its profile. The event has this address on the result.`,
        'If that is you, open the link while signed in to that account (forward this email to the athlete if the account is theirs). It works once, for 24 hours.',
        'If you did not ask, ignore this email: the result stays unclaimed.',
      ],
      action: { label: 'Confirm my result', url: `${publicOrigin(deps)}${EVENT_CLAIM_PATH}?token=${token}` },
    },
  });
  // The message under this key went out earlier with its own link; this one would never arrive.
  if (!sent.created) await deleteToken(deps.db, tokenHash);
  deps.log.info({ userId: user.id, resultId: result.id, mailId: sent.id }, 'event result claim mailed');
  return { sentTo: maskEmail(result.matchKey), alreadySent: !sent.created };
}

/**
 * The emailed link, opened by the athlete who asked: the result attaches and its metric becomes
 * Event Data. A dead link or another account's is refused and changes nothing, and so is a result
 * someone else took meanwhile or a metric the athlete's sport no longer uses.
 */
export async function confirmClaim(deps: AppDeps, user: SessionUser, token: string): Promise<TEventResult> {
  const live = await findLiveToken(deps.db, token, 'event_claim');
  if (!live) throw new AppError('BAD_REQUEST', M.claimLinkDead);
  // The claim belongs to the account that asked; another account, even under the same name, is refused.
  if (live.userId !== user.id) throw new AppError('FORBIDDEN', M.claimLinkOtherAccount);
  const profile = await getProfileByUser(deps.db, user.id);
  const claimed = await deps.db.transaction().execute(async (trx) => {
    const used = await consumeToken(trx, token, 'event_claim', user.id);
    if (!used?.eventResultId) throw new AppError('BAD_REQUEST', M.claimLinkDead);
    const result = await repo.findResult(trx, used.eventResultId);
    if (!result) throw new AppError('NOT_FOUND', M.resultNotFound);
    if (!sportUsesMetric(profile.sport, result.metric)) throw new AppError('BAD_REQUEST', M.metricForSport);
    const row = await repo.attachResult(trx, result.id, profile.id, true);
    if (!row) throw new AppError('CONFLICT', M.resultTaken);
    await applyEventResult(trx, row, profile.id);
    return row;
  });
  await refreshMatches(deps.db, deps.log, profile.id);
  return toEventResult(claimed);
}
