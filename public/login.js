// Progressive enhancement for the sign-in page: the stored theme and a password
// visibility toggle. The form itself works without this script.
try {
  if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark');
} catch (_) {}
document.addEventListener('DOMContentLoaded', () => {
  for (const button of document.querySelectorAll('[data-toggle-password]')) {
    const input = document.getElementById(button.getAttribute('aria-controls'));
    if (!input) continue;
    button.addEventListener('click', () => {
      const show = input.type === 'password';
      input.type = show ? 'text' : 'password';
      button.textContent = show ? 'Hide' : 'Show';
      button.setAttribute('aria-pressed', String(show));
      button.setAttribute('aria-label', show ? 'Hide password' : 'Show password');
    });
    button.setAttribute('aria-label', 'Show password');
  }
});
