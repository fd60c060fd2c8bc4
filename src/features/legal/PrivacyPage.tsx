import { DELETE_ACCOUNT_LINK, LegalPage, type LegalSection } from './LegalPage';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'What we keep',
    body: (
      <ul>
        <li>
          Your account: email address, name, a hash of your password (never the password itself), and when you
          confirmed your address.
        </li>
        <li>
          Your athlete profile: what you enter in the builder (sport, position, graduation year, height,
          weight, GPA, test scores, city and state, bio, film link, social handle, marks) and how each mark is
          evidenced.
        </li>
        <li>Stats sheets you upload, the text read from them, and links you add as evidence.</li>
        <li>
          Your matches and their weekly history, and your choices (coach discoverability, PDF, email
          settings).
        </li>
        <li>Contact requests between you and coaches, and copies of the emails FitScout sends for you.</li>
        <li>
          A waitlist sign-up, if you made one: email, segment, referral code and the answers in its form.
        </li>
        <li>
          Your sign-in sessions, and the network address of each request for a short time, to stop abuse.
        </li>
      </ul>
    ),
  },
  {
    heading: 'Who sees what',
    body: (
      <ul>
        <li>
          <strong>Anyone with your profile link</strong> sees your public profile and can download its PDF:
          name, sport, position, class, height, weight, city and state, GPA and test scores, marks with their
          evidence, bio, film and social link. Your email address is never on it.
        </li>
        <li>
          <strong>College coaches</strong> find you in their prospects only if you turn on "Coaches can
          discover my profile" (off by default). They see your email only after you accept their contact
          request, and you can stop sharing at any time.
        </li>
        <li>
          <strong>Your top programs</strong> appear on your PDF only if you turn that on (off by default).
        </li>
        <li>
          <strong>Your uploaded files</strong> are seen by you, and by a coach you accepted while you share
          with them.
        </li>
        <li>
          <strong>FitScout's administrator</strong> sees waitlist sign-ups and the mail outbox, to run the
          service.
        </li>
      </ul>
    ),
  },
  {
    heading: 'Deleting your data',
    body: (
      <>
        <p>
          {DELETE_ACCOUNT_LINK}. It removes, at once and for good: your account, your profile, your matches
          and their history, your evidence and the stored files, your contact requests and shortlist entries,
          and FitScout's copies of mail to or from you.
        </p>
        <p>
          Emails a coach already received stay in their inbox, and a PDF someone downloaded stays with them. A
          waitlist sign-up is kept apart from accounts and is not removed by deleting an account.
        </p>
      </>
    ),
  },
  {
    heading: 'Young athletes',
    body: (
      <>
        <p>
          <strong>No accounts under 13.</strong> You must be 13 or older to create an account. FitScout does
          not ask your birth date, so this rests on you; an account we learn belongs to a child under 13 is
          deleted.
        </p>
        <p>
          <strong>Under 18: show this page to a parent or guardian</strong> before you build a profile. Your
          profile page is public to anyone with its link, and coaches can contact you if you let them.
        </p>
      </>
    ),
  },
  {
    heading: 'What we do not do',
    body: (
      <ul>
        <li>We do not sell your data or show advertising.</li>
        <li>Coaches never see your email address unless you accept their contact request.</li>
      </ul>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy"
      updated="November 28, 2026"
      intro={<p>What FitScout keeps about you, who sees it, and how to delete it, in plain words.</p>}
      sections={SECTIONS}
    />
  );
}
