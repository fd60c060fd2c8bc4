/**
 * The one list of client routes (SPEC §2). The SPA router builds its routes from it
 * (src/routes.tsx must give each a page) and the server answers HTTP 404 with the
 * 'Page Not Found' page for any other path. A route is listed once its page exists.
 */
export const CLIENT_ROUTES = [
  '/',
  '/hs',
  '/portal',
  '/coaches',
  '/demo/hs',
  '/demo/portal',
  '/waitlist',
  '/waitlist/success',
  '/admin/waitlist',
  '/profile/new',
  '/profile',
  '/profile/email',
  '/profile/event-claim',
  '/dashboard',
  '/preview',
  '/athlete/:id',
  '/profile/edit/:id',
  '/coach',
  '/coach/claim',
  '/coach/programs/:id',
  '/privacy',
  '/terms',
] as const;

export type ClientRoute = (typeof CLIENT_ROUTES)[number];

/** A matcher for route patterns such as /athlete/:id (one segment per param, optional trailing slash). */
export function routeMatcher(routes: readonly string[]): (pathname: string) => boolean {
  const patterns = routes.map((p) => new RegExp(`^${p.replace(/:\w+/g, '[^/]+')}/?$`));
  return (pathname) => patterns.some((re) => re.test(pathname));
}

export const isClientRoute = routeMatcher(CLIENT_ROUTES);
