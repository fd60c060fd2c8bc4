/**
 * Whether an address proves a coach works at a program: its domain must be the program's own,
 * the registrable domain of its website (athletics.example.edu and example.edu are the same
 * school). Hosts that serve many sites prove nothing, so claims on them go to the admin.
 */

/** Second-level labels under a two-letter country code that are registries, not schools. */
const COUNTRY_SECOND_LEVEL = new Set(['ac', 'co', 'com', 'edu', 'gov', 'net', 'org']);

/** Sites whose pages anyone can publish; an address there says nothing about a program. */
const SHARED_HOSTS = new Set([
  'archive.org',
  'blogspot.com',
  'github.io',
  'google.com',
  'squarespace.com',
  'weebly.com',
  'wixsite.com',
  'wordpress.com',
]);

/** The registrable part of a host name (example.edu, example.ac.uk); null for a bare label. */
export function registrableDomain(host: string): string | null {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.').filter(Boolean);
  if (labels.length < 2) return null;
  const tld = labels.at(-1)!;
  const second = labels.at(-2)!;
  const take = tld.length === 2 && COUNTRY_SECOND_LEVEL.has(second) ? 3 : 2;
  if (labels.length < take) return null;
  return labels.slice(-take).join('.');
}

/** The program website's registrable domain, or null when it proves nothing. */
export function websiteDomain(website: string | null): string | null {
  if (!website) return null;
  let host: string;
  try {
    host = new URL(/^[a-z]+:\/\//i.test(website) ? website : `https://${website}`).hostname;
  } catch {
    return null;
  }
  const domain = registrableDomain(host);
  return domain && !SHARED_HOSTS.has(domain) ? domain : null;
}

/** The address's registrable domain. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  return at > 0 ? registrableDomain(email.slice(at + 1)) : null;
}

/** True when the address is at the program's own domain. */
export function addressMatchesProgram(email: string, programDomains: readonly string[]): boolean {
  const domain = emailDomain(email);
  return domain !== null && programDomains.includes(domain);
}
