import { escapeHtml } from '../../common/escape-html';
import { MARKETING_META, marketingRouteOf, type PageMeta } from '../../common/page-meta';
import { findProfile } from '../modules/athlete';
import type { DB } from '../platform/db';

const UUID = /^\/athlete\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

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
export function profileMetaTags(p: PreviewFields, origin: string | undefined, path: string): string {
  const name = `${p.firstName} ${p.lastName}`;
  const year = p.classYear ?? `Class of ${p.graduationYear}`;
  const description = `${p.sport} · ${p.position} · ${year}. Recruiting profile with measurables, academics and division readiness on FitScout.`;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'profile'],
    ['property', 'og:site_name', 'FitScout'],
    ['property', 'og:title', `${name} — ${p.sport} ${p.position}`],
    ['property', 'og:description', description],
    ...urlTags(origin, path),
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
  return headTags(`${name} · FitScout`, tags);
}

/**
 * The served index.html for a path. For a marketing route, and for /athlete/{id} of an existing
 * profile, the page's own title and description are replaced by the route's link-preview tags,
 * so a shared link previews with its own title (crawlers do not run the SPA).
 */
export async function htmlForPath(
  db: DB,
  indexHtml: string,
  pathname: string,
  origin: string | undefined,
): Promise<{ html: string; publicProfile: boolean }> {
  const route = marketingRouteOf(pathname);
  if (route)
    return {
      html: withHeadTags(indexHtml, pageMetaTags(MARKETING_META[route], origin, route)),
      publicProfile: false,
    };
  const id = UUID.exec(pathname)?.[1];
  const profile = id ? await findProfile(db, id) : undefined;
  if (!profile) return { html: indexHtml, publicProfile: false };
  return {
    html: withHeadTags(indexHtml, profileMetaTags(profile, origin, `/athlete/${id}`)),
    publicProfile: true,
  };
}

/** A marketing page's title, description and link-preview tags; every value HTML-escaped. */
export function pageMetaTags(
  { title, description }: PageMeta,
  origin: string | undefined,
  path: string,
): string {
  const tags: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'FitScout'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ...urlTags(origin, path),
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  return headTags(title, tags);
}

/**
 * `og:url` when the public origin is configured (PUBLIC_URL). Without it the tag is left out, and
 * a crawler keeps the address it fetched, rather than trusting a request's Host header.
 */
const urlTags = (origin: string | undefined, path: string): [string, string, string][] =>
  origin ? [['property', 'og:url', new URL(path, origin).href]] : [];

/** A <title> and <meta> tags from [attribute, key, value] rows; every value HTML-escaped. */
function headTags(title: string, tags: [string, string, string][]): string {
  const meta = tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`);
  return [`<title>${escapeHtml(title)}</title>`, ...meta].join('\n    ');
}

function withHeadTags(indexHtml: string, tags: string): string {
  return indexHtml
    .replace(/<title>[^<]*<\/title>\s*/i, '')
    .replace(/<meta name="description"[^>]*>\s*/i, '')
    .replace(/<\/head>/i, `  ${tags}\n  </head>`);
}
