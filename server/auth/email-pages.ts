import { PASSWORD_MIN_LENGTH } from '../../common/schemas/auth';
import { escapeHtml, page } from './login-page';

/** The pages behind the links in emails: forgot password, new password, address confirmed. */
export function renderForgotPage(state: { email?: string; error?: string; sent?: boolean }): string {
  if (state.sent)
    return page(
      'Check your email',
      `  <h1 id="title">Check your email</h1>
  <p class="notice" role="status">If an account exists for that address, we have sent it a link to choose a new password. The link works for 30 minutes.</p>
  <p class="switch"><a href="/api/login">Back to sign in</a></p>`,
    );
  const error = state.error
    ? `<p class="error" role="alert" id="form-error">${escapeHtml(state.error)}</p>`
    : '';
  return page(
    'Forgot password',
    `  <h1 id="title">Forgot your password?</h1>
  <p class="lead">Enter your account's email. We will send you a link to choose a new password.</p>
  ${error}
  <form method="post" action="/api/forgot-password" novalidate>
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(state.email ?? '')}">
    <button type="submit" class="primary">Send reset link</button>
  </form>
  <p class="switch"><a href="/api/login">Back to sign in</a></p>`,
  );
}

export function renderResetPage(state: { token: string; error?: string }): string {
  const error = state.error
    ? `<p class="error" role="alert" id="form-error">${escapeHtml(state.error)}</p>`
    : '';
  return page(
    'Choose a new password',
    `  <h1 id="title">Choose a new password</h1>
  <p class="lead">Saving it signs you out everywhere else.</p>
  ${error}
  <form method="post" action="/api/reset-password" novalidate>
    <input type="hidden" name="token" value="${escapeHtml(state.token)}">
    <label for="password">New password</label>
    <div class="password">
      <input id="password" name="password" type="password" required minlength="${PASSWORD_MIN_LENGTH}" autocomplete="new-password" aria-describedby="password-hint">
      <button type="button" class="toggle" data-toggle-password aria-controls="password" aria-pressed="false">Show</button>
    </div>
    <p class="hint" id="password-hint">At least ${PASSWORD_MIN_LENGTH} characters.</p>
    <button type="submit" class="primary">Save new password</button>
  </form>`,
  );
}

/** A link that has expired, was used, or never existed: one page for all three. */
export function renderDeadLinkPage(message: string, again: { href: string; label: string }): string {
  return page(
    'Link expired',
    `  <h1 id="title">This link no longer works</h1>
  <p class="error" role="alert">${escapeHtml(message)}</p>
  <p class="switch"><a href="${escapeHtml(again.href)}">${escapeHtml(again.label)}</a></p>`,
  );
}

export function renderVerifiedPage(): string {
  return page(
    'Email confirmed',
    `  <h1 id="title">Email confirmed</h1>
  <p class="notice" role="status">Thank you: your email address is verified.</p>
  <p class="switch"><a href="/">Go to FitScout</a></p>`,
  );
}

export function renderUnsubscribePage(state: { token: string; done?: boolean }): string {
  if (state.done)
    return page(
      'Unsubscribed',
      `  <h1 id="title">You are unsubscribed</h1>
  <p class="notice" role="status">You will no longer get the Monday update email. Account emails, such as password resets, still arrive.</p>
  <p class="switch"><a href="/profile/email">Choose which emails you get</a> · <a href="/">Go to FitScout</a></p>`,
    );
  return page(
    'Unsubscribe',
    `  <h1 id="title">Turn off the Monday update?</h1>
  <p class="lead">You will no longer get the weekly email about your Fit Score.</p>
  <form method="post" action="/api/unsubscribe?token=${encodeURIComponent(state.token)}">
    <button type="submit" class="primary">Turn off the Monday update</button>
  </form>
  <p class="switch"><a href="/profile/email">Choose which emails you get</a></p>`,
  );
}
