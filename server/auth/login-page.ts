/** The server-rendered sign-in / create-account page. Works without client JS. */
export interface LoginPageState {
  mode: 'signin' | 'signup';
  email?: string;
  error?: string;
  /** A confirmation shown above the form, e.g. after a password change. */
  notice?: string;
  returnTo: string;
  /** Sign-up of a coach account (issue 35). */
  role?: 'athlete' | 'coach';
  /** A coach's name as typed, kept when the form comes back with an error. */
  firstName?: string;
  lastName?: string;
}

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The auth pages' shell: the site's favicon, stylesheet and stored theme, no SPA. */
export function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · FitScout</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/login.css">
<script src="/theme-init.js"></script>
<script src="/login.js" defer></script>
</head>
<body>
<main class="card" aria-labelledby="title">
  <a class="logo" href="/">FIT<span>SCOUT</span></a>
${content}
</main>
</body>
</html>`;
}

/**
 * GET /api/logout: a confirmation with a POST form. Logging out changes state, so a plain link
 * or an <img src="/api/logout"> on another site must not be able to do it.
 */
export function renderLogoutPage(): string {
  return page(
    'Log out',
    `  <h1 id="title">Log out</h1>
  <p class="lead">Log out of FitScout on this device?</p>
  <form method="post" action="/api/logout">
    <button type="submit" class="primary">Log out</button>
  </form>
  <p class="switch"><a href="/">Stay signed in</a></p>`,
  );
}

export function renderLoginPage(state: LoginPageState): string {
  const signup = state.mode === 'signup';
  const coach = signup && state.role === 'coach';
  const title = coach ? 'Create your coach account' : signup ? 'Create your account' : 'Sign in';
  const other = signup ? 'signin' : 'signup';
  const otherHref = `/api/login?mode=${other}&returnTo=${encodeURIComponent(state.returnTo)}`;
  const error = state.error
    ? `<p class="error" role="alert" id="form-error">${escapeHtml(state.error)}</p>`
    : '';
  const notice = state.notice ? `<p class="notice" role="status">${escapeHtml(state.notice)}</p>` : '';
  const described = state.error ? ' aria-describedby="form-error"' : '';
  // A coach's name is shown with every number they verify, so the coach form asks for it.
  const names = coach
    ? `<label for="firstName">First name</label>
    <input id="firstName" name="firstName" type="text" autocomplete="given-name" required maxlength="60" value="${escapeHtml(state.firstName ?? '')}"${described}>
    <label for="lastName">Last name</label>
    <input id="lastName" name="lastName" type="text" autocomplete="family-name" required maxlength="60" value="${escapeHtml(state.lastName ?? '')}"${described}>
    `
    : '';
  const forgot = signup
    ? ''
    : '<p class="switch"><a href="/api/forgot-password">Forgot your password?</a></p>';
  return page(
    title,
    `  <h1 id="title">${title}</h1>
  ${notice}
  <p class="lead">${coach ? 'Claim your program with your staff email, state its needs and see opted-in prospects ranked by Fit.' : signup ? 'Build your athlete profile and get an explainable Fit Score.' : 'Welcome back. Sign in to see your gameplan.'}</p>
  ${error}
  <form method="post" action="/api/login" novalidate>
    <input type="hidden" name="intent" value="${state.mode}">
    ${coach ? '<input type="hidden" name="role" value="coach">' : ''}
    <input type="hidden" name="returnTo" value="${escapeHtml(state.returnTo)}">
    ${names}<label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(state.email ?? '')}"${described}>
    <label for="password">Password</label>
    <div class="password">
      <input id="password" name="password" type="password" required minlength="${signup ? 10 : 1}" autocomplete="${signup ? 'new-password' : 'current-password'}"${signup ? ' aria-describedby="password-hint"' : ''}>
      <button type="button" class="toggle" data-toggle-password aria-controls="password" aria-pressed="false">Show</button>
    </div>
    ${signup ? '<p class="hint" id="password-hint">At least 10 characters.</p>' : ''}
    <button type="submit" class="primary">${signup ? 'Create account' : 'Sign in'}</button>
  </form>
  ${forgot}
  <p class="switch">${signup ? 'Already have an account?' : 'New here?'} <a href="${escapeHtml(otherHref)}">${signup ? 'Sign in' : 'Create an account'}</a></p>`,
  );
}
