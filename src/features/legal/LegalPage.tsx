import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@/lib/page-title';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** A plain-language page of sections (Privacy, Terms), each with its own heading. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}) {
  usePageTitle(title);
  return (
    <article className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="font-display text-3xl font-black">{title}</h1>
        <p className="text-sm text-muted-foreground">Last updated {updated}</p>
        <div className="text-muted-foreground">{intro}</div>
      </header>
      {sections.map((s) => (
        <section key={s.heading} className="grid gap-2">
          <h2 className="text-xl font-bold">{s.heading}</h2>
          <div className="grid gap-2 leading-relaxed [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5">
            {s.body}
          </div>
        </section>
      ))}
      <p className="text-sm text-muted-foreground">
        See also the{' '}
        <Link className="underline underline-offset-2" to={title === 'Privacy' ? '/terms' : '/privacy'}>
          {title === 'Privacy' ? 'Terms' : 'Privacy'}
        </Link>{' '}
        page.
      </p>
    </article>
  );
}

/** Where an athlete deletes their account: the Profile page's last card. */
export const DELETE_ACCOUNT_LINK = (
  <Link className="underline underline-offset-2" to="/profile#delete-account">
    Delete account on your Profile page
  </Link>
);
