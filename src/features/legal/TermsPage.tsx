import { DELETE_ACCOUNT_LINK, LegalPage, type LegalSection } from './LegalPage';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Who can use FitScout',
    body: (
      <ul>
        <li>
          <strong>No accounts under 13.</strong> You must be 13 or older to create an account.
        </li>
        <li>
          <strong>Under 18:</strong> a parent or guardian should read the Privacy page with you before you
          build a profile, because your profile page is public to anyone with its link.
        </li>
        <li>
          Coaches sign up as themselves; a program's coach area opens to them once their school address or
          FitScout's administrator confirms the claim.
        </li>
      </ul>
    ),
  },
  {
    heading: 'What you enter',
    body: (
      <ul>
        <li>Enter only true numbers about yourself. A mark counts as self-reported until it is evidenced.</li>
        <li>Upload only sheets and links that are about you and that you may share.</li>
        <li>You can edit your profile, and delete your account, at any time.</li>
      </ul>
    ),
  },
  {
    heading: 'What the scores are',
    body: (
      <ul>
        <li>
          Fit scores, division bands and readiness are estimates from the numbers you enter and the public
          data FitScout holds, with their sources. They are not offers, and they do not promise a roster spot
          or a scholarship.
        </li>
        <li>
          Scholarship and cost figures are estimates; check each school's own numbers before you decide.
        </li>
      </ul>
    ),
  },
  {
    heading: 'Contacting coaches and athletes',
    body: (
      <ul>
        <li>Coaches ask for contact through FitScout; an athlete's email is shared only when they accept.</li>
        <li>
          Follow your association's recruiting rules (NCAA, NAIA, NJCAA) on when and how contact may happen.
        </li>
        <li>No spam, harassment or impersonation: an account that does this is closed.</li>
      </ul>
    ),
  },
  {
    heading: 'Ending your account',
    body: <p>{DELETE_ACCOUNT_LINK}. What it removes is listed on the Privacy page.</p>,
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms"
      updated="November 28, 2026"
      intro={<p>The rules for using FitScout, in plain words.</p>}
      sections={SECTIONS}
    />
  );
}
