/**
 * Client route patterns (SPEC §2). The SPA router and the server's 404 status share
 * this list, so an unknown path answers HTTP 404 with the 'Page Not Found' page.
 */
export const CLIENT_ROUTES = [
  '/',
  '/hs',
  '/portal',
  '/coaches',
  '/waitlist',
  '/waitlist/success',
  '/demo/hs',
  '/demo/portal',
  '/admin/waitlist',
  '/profile/new',
  '/profile/edit/:id',
  '/profile',
  '/dashboard',
  '/athlete/:id',
  '/preview',
] as const;

const patterns = CLIENT_ROUTES.map((p) => new RegExp(`^${p.replace(/:\w+/g, '[^/]+')}/?$`));

export function isClientRoute(pathname: string): boolean {
  return patterns.some((re) => re.test(pathname));
}
