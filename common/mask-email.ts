/**
 * An address as a hint to its owner, never the whole of it: the first character of the name and
 * the domain, e.g. `jordan@example.com` → `j•••@example.com`. Something that is not an address
 * shows as `•••`.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
