import { parse } from 'node-html-parser';
import { SPORTS, type Sport } from '../../../common/constants';
import { EMPTY_IMPORT, parseFeetInches, type TImportResult } from '../../../common/schemas/import';

/**
 * Reads a public athlete page (Hudl, NCSA): OpenGraph tags, schema.org JSON-LD (Person), then
 * labelled page fields (<dt>Height</dt><dd>6'2"</dd>, or data-field="height"). Earlier sources
 * win; nothing is guessed beyond what the page states.
 */
type Fields = Partial<
  Record<'name' | 'sport' | 'position' | 'height' | 'weight' | 'bio' | 'image' | 'video', string>
>;

const clean = (s: string | undefined | null) => {
  const t = s?.replace(/\s+/g, ' ').trim();
  return t ? t : undefined;
};

function fromJsonLd(root: ReturnType<typeof parse>): Fields {
  for (const script of root.querySelectorAll('script[type="application/ld+json"]')) {
    let data: unknown;
    try {
      data = JSON.parse(script.textContent);
    } catch {
      continue;
    }
    const nodes = (Array.isArray(data) ? data : [data]).flatMap((d) =>
      d && typeof d === 'object' && '@graph' in d ? (d as { '@graph': unknown[] })['@graph'] : [d],
    ) as Record<string, unknown>[];
    const person = nodes.find((n) => n && n['@type'] === 'Person');
    if (!person) continue;
    const value = (v: unknown) =>
      typeof v === 'string'
        ? v
        : v && typeof v === 'object' && 'value' in v
          ? String((v as { value: unknown }).value)
          : undefined;
    return {
      name: clean(value(person.name)),
      height: clean(value(person.height)),
      weight: clean(value(person.weight)),
      bio: clean(value(person.description)),
      image: clean(value(person.image) ?? value((person.image as { url?: unknown })?.url)),
      position: clean(value(person.jobTitle)),
      sport: clean(value(person.knowsAbout)),
    };
  }
  return {};
}

function fromPageFields(root: ReturnType<typeof parse>): Fields {
  const fields: Fields = {};
  const put = (label: string, value: string | undefined) => {
    const key = label.toLowerCase().replace(/[^a-z]/g, '') as keyof Fields | 'ht' | 'wt' | 'pos';
    const map: Record<string, keyof Fields> = {
      height: 'height',
      ht: 'height',
      weight: 'weight',
      wt: 'weight',
      position: 'position',
      pos: 'position',
      sport: 'sport',
      name: 'name',
    };
    const target = map[key];
    if (target && value && !fields[target]) fields[target] = clean(value);
  };
  for (const dt of root.querySelectorAll('dt')) put(dt.textContent, dt.nextElementSibling?.textContent);
  for (const el of root.querySelectorAll('[data-field]'))
    put(el.getAttribute('data-field') ?? '', el.textContent);
  return fields;
}

function fromOpenGraph(root: ReturnType<typeof parse>): Fields {
  const meta = (p: string) =>
    clean(
      root.querySelector(`meta[property="${p}"]`)?.getAttribute('content') ??
        root.querySelector(`meta[name="${p}"]`)?.getAttribute('content'),
    );
  // og:title is usually "Name - Sport - Site" or "Name | Site".
  const title = meta('og:title')?.split(/\s[|–—-]\s/);
  return {
    name: title?.[0],
    sport: title && title.length > 2 ? title[1] : undefined,
    bio: meta('og:description'),
    image: meta('og:image'),
    video: meta('og:video') ?? meta('og:video:url'),
  };
}

const sportOf = (text: string | undefined): Sport | null => {
  if (!text) return null;
  const lower = text.toLowerCase();
  return SPORTS.find((s) => lower.includes(s.toLowerCase())) ?? null;
};

const https = (u: string | undefined) => (u && /^https:\/\//i.test(u) ? u : null);

export function parseProfilePage(html: string, pageUrl: string): TImportResult {
  const root = parse(html);
  const sources = [fromJsonLd(root), fromPageFields(root), fromOpenGraph(root)];
  const pick = (k: keyof Fields) => sources.map((s) => s[k]).find((v) => v !== undefined);
  const [firstName, ...rest] = (pick('name') ?? '').split(' ');
  const weight = Number(/\d{2,3}/.exec(pick('weight') ?? '')?.[0]);
  return {
    ...EMPTY_IMPORT,
    firstName: firstName || null,
    lastName: rest.join(' ') || null,
    sport: sportOf(pick('sport')),
    position: pick('position') ?? null,
    height: parseFeetInches(pick('height')),
    weight: weight >= 50 && weight <= 500 ? weight : null,
    bio: pick('bio') ?? null,
    profilePictureUrl: https(pick('image')),
    // The film link is the page's video, else the public profile page itself.
    filmUrl: https(pick('video')) ?? https(pageUrl),
  };
}
