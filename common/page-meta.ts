/** A route's title and description: the SPA sets them on navigation, the server puts them in the HTML. */
export interface PageMeta {
  title: string;
  description: string;
}

/**
 * The public site's prerendered routes (the marketing pages and the waitlist), with their own
 * titles and descriptions. The server also turns them into OpenGraph
 * and Twitter-card tags (server/http/link-preview.ts), because link previews do not run the SPA.
 */
export const MARKETING_META = {
  '/': {
    title: 'FitScout — explainable college recruiting matches',
    description:
      'FitScout scores the fit between athletes and college programs and shows every part of the score: athletic, roster need, academic, geographic and system fit, with the evidence behind each.',
  },
  '/hs': {
    title: 'FitScout for high-school athletes — get your Fit Score',
    description:
      'Upload film, stats and GPA, get a Fit Score for every program that fits you, and see exactly why. Recalculated every week.',
  },
  '/portal': {
    title: 'FitScout for the transfer portal — analyze the market',
    description:
      'See the demand for your position, your risk and your predicted matches before you enter the transfer portal.',
  },
  '/coaches': {
    title: 'FitScout for college coaches — turn hours into minutes',
    description:
      'Verified athlete profiles ranked by fit for your roster, position, division and region, with the evidence behind every score.',
  },
  '/demo/hs': {
    title: 'High-school demo — FitScout',
    description:
      'A three-step product demo with mocked data: stats screenshot, AI extraction and the score jump.',
  },
  '/demo/portal': {
    title: 'Transfer-portal demo — FitScout',
    description:
      'A three-step product demo with mocked data: your inputs, your risk score and 18 programs ranked by fit.',
  },
  '/waitlist': {
    title: 'Join the FitScout waitlist — early access to explainable recruiting',
    description:
      'Join as a high-school athlete, a transfer-portal athlete or a college coach: early access, a verified recruiting profile and priority visibility.',
  },
} as const satisfies Record<string, PageMeta>;

export type MarketingRoute = keyof typeof MARKETING_META;

/**
 * Query parameters that change a prerendered route's first render. With one of them in the URL,
 * the server sends the plain index.html and the page renders in the browser, rather than
 * hydrating HTML that shows something else (the waitlist's other segments, a referral code).
 */
export const RENDER_PARAMS: Partial<Record<MarketingRoute, readonly string[]>> = {
  '/waitlist': ['segment', 'ref'],
};

/** The marketing route a request path names ('/hs' and '/hs/' alike), or null. */
export function marketingRouteOf(pathname: string): MarketingRoute | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return Object.hasOwn(MARKETING_META, path) ? (path as MarketingRoute) : null;
}

/** Where the build writes a marketing route's prerendered HTML, relative to the client build. */
export const prerenderedFileName = (route: MarketingRoute) =>
  `prerendered/${route === '/' ? 'index' : route.slice(1).replaceAll('/', '-')}.html`;
