/**
 * SPEC §5 video embeds: YouTube (watch, youtu.be, embed and shorts forms), Vimeo and Hudl
 * video links only. We build the embed URL from the parsed id, never from the raw input.
 */
export interface VideoEmbed {
  provider: 'YouTube' | 'Vimeo' | 'Hudl';
  embedUrl: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  if (host === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' || kind === 'live' ? (id ?? null) : null;
}

export function videoEmbed(raw: string | null | undefined): VideoEmbed | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const yt = youtubeId(url);
  if (yt && YOUTUBE_ID.test(yt))
    return { provider: 'YouTube', embedUrl: `https://www.youtube-nocookie.com/embed/${yt}` };

  const host = url.hostname.replace(/^www\./, '');
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = url.pathname.split('/').find((part) => /^\d{5,12}$/.test(part));
    if (id) return { provider: 'Vimeo', embedUrl: `https://player.vimeo.com/video/${id}` };
  }
  if (host === 'hudl.com') {
    // Hudl video links: /video/{…}/{id} or /v/{id}; the embed lives at /embed/video/{same path}.
    const m = /^\/(?:video\/((?:[A-Za-z0-9]+\/){1,3}[A-Za-z0-9]+)|v\/([A-Za-z0-9]+))\/?$/.exec(url.pathname);
    const path = m?.[1] ?? m?.[2];
    if (path) return { provider: 'Hudl', embedUrl: `https://www.hudl.com/embed/video/${path}` };
  }
  return null;
}
