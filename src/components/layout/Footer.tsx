import { Link } from 'react-router-dom';

const SOCIAL = [
  { name: 'X', href: 'https://x.com' },
  { name: 'Instagram', href: 'https://www.instagram.com' },
  { name: 'TikTok', href: 'https://www.tiktok.com' },
];
/**
 * SPEC §2's footer links: About, Contact and FAQ stay placeholders; Privacy and Terms are real pages
 * because the forms collect minors' addresses (docs/decisions/043-real-privacy-and-terms-pages.md).
 */
const COMPANY_LINKS: readonly { label: string; to?: string }[] = [
  { label: 'About' },
  { label: 'Contact' },
  { label: 'FAQ' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms', to: '/terms' },
];

export function Footer() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <p className="font-display text-lg font-black">
            FIT<span className="text-accent">SCOUT</span>
          </p>
          <p className="mt-2 max-w-sm text-sm text-muted-foreground">
            Honest, explainable recruiting matches. Every score shows its parts, its evidence and its sources.
          </p>
        </div>
        <nav aria-label="Social">
          <p className="mb-2 text-sm font-semibold">Follow</p>
          <ul className="grid gap-1 text-sm">
            {SOCIAL.map((s) => (
              <li key={s.href}>
                <a
                  className="text-muted-foreground hover:text-foreground"
                  href={s.href}
                  target="_blank"
                  rel="noreferrer"
                >
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company">
          <p className="mb-2 text-sm font-semibold">Company</p>
          <ul className="grid gap-1 text-sm">
            {COMPANY_LINKS.map(({ label, to }) => (
              <li key={label}>
                {to ? (
                  <Link className="text-muted-foreground hover:text-foreground" to={to}>
                    {label}
                  </Link>
                ) : (
                  <a className="text-muted-foreground hover:text-foreground" href="#top">
                    {label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} FitScout. All rights reserved.
      </p>
    </footer>
  );
}
