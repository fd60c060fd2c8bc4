import type { DB } from './db';
import { findProfileById } from './modules/athlete/athlete.repo';

const UUID = /^\/athlete\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface PreviewFields {
  firstName: string;
  lastName: string;
  sport: string;
  position: string;
  classYear: string | null;
  graduationYear: number;
  profilePictureUrl: string | null;
}

/** OpenGraph and Twitter-card tags for a shared public profile link; every value HTML-escaped. */
export function profileMetaTags(p: PreviewFields, url: string): string {
  const name = `${p.firstName} ${p.lastName}`;
  const year = p.classYear ?? `Class of ${p.graduationYear}`;
  const description = `${p.sport} · ${p.position} · ${year}. Recruiting profile with measurables, academics and division readiness on FitScout.`;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'profile'],
    ['property', 'og:site_name', 'FitScout'],
    ['property', 'og:title', `${name} — ${p.sport} ${p.position}`],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['property', 'profile:first_name', p.firstName],
    ['property', 'profile:last_name', p.lastName],
    ['name', 'twitter:card', p.profilePictureUrl ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', `${name} — ${p.sport} ${p.position}`],
    ['name', 'twitter:description', description],
    ['name', 'description', description],
  ];
  if (p.profilePictureUrl) {
    tags.push(['property', 'og:image', p.profilePictureUrl], ['name', 'twitter:image', p.profilePictureUrl]);
  }
  const meta = tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`);
  return [`<title>${escapeHtml(`${name} · FitScout`)}</title>`, ...meta].join('\n    ');
}

/**
 * The served index.html for a path: for /athlete/{id} of an existing profile, the page's own
 * title and description are replaced by the profile's link-preview tags, so a shared link
 * previews with the athlete's name (crawlers do not run the SPA).
 */
export async function htmlForPath(
  db: DB,
  indexHtml: string,
  pathname: string,
  origin: string,
): Promise<string> {
  const id = UUID.exec(pathname)?.[1];
  if (!id) return indexHtml;
  const profile = await findProfileById(db, id);
  if (!profile) return indexHtml;
  const tags = profileMetaTags(profile, `${origin}/athlete/${id}`);
  return indexHtml
    .replace(/<title>[^<]*<\/title>\s*/i, '')
    .replace(/<meta name="description"[^>]*>\s*/i, '')
    .replace(/<\/head>/i, `  ${tags}\n  </head>`);
}
