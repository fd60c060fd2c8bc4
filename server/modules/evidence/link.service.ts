import { parse } from 'node-html-parser';
import type { VerificationLevel } from '../../../common/constants';
import { AppError } from '../../../common/errors';
import { EVIDENCE_MESSAGES as M } from '../../../common/schemas/evidence';
import type { SessionUser } from '../../auth/lucia';
import type { AppDeps } from '../../deps';
import type { Env } from '../../platform/env';
import { getProfileByUser } from '../athlete';
import { safeFetch } from '../import';
import { proposeMetrics } from './extract';
import { applyEvidence, refreshMatches } from './ladder.service';

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
