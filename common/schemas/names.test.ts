import { describe, expect, it } from 'vitest';
import { ZCreateAthleteProfile } from './athlete';
import { ZPersonName } from './auth';
import { NAME_TEXT_MESSAGES, oneLine } from './names';
import { ZWaitlistSignup } from './waitlist';

const firstIssue = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error?.issues[0]?.message;

describe('names are plain text', () => {
  it('refuses line breaks and control characters in a coach name, with a clear message', () => {
    expect(
      firstIssue(ZPersonName.safeParse({ firstName: 'Al\r\nBcc: x@example.com', lastName: 'Reed' })),
    ).toBe(NAME_TEXT_MESSAGES.control);
    expect(firstIssue(ZPersonName.safeParse({ firstName: 'Al\u202Eder', lastName: 'Reed' }))).toBe(
      NAME_TEXT_MESSAGES.control,
    );
  });

  it('refuses a link or markup in a name, and keeps real names', () => {
    for (const name of ['<b>Al</b>', 'https://evil.example', 'www.win-prizes', 'Al visit prizes.com'])
      expect(firstIssue(ZPersonName.safeParse({ firstName: name, lastName: 'Reed' })), name).toBe(
        NAME_TEXT_MESSAGES.markup,
      );
    for (const name of ["D'Andre", 'José-María', 'St. John', 'Nguyễn', 'O’Neil Jr.'])
      expect(ZPersonName.safeParse({ firstName: name, lastName: 'Reed' }).success, name).toBe(true);
  });

  it("applies to an athlete's profile name and a waitlist sign-up's", () => {
    const athlete = ZCreateAthleteProfile.shape.firstName.safeParse('Jo\nrdan');
    expect(firstIssue(athlete)).toBe(NAME_TEXT_MESSAGES.control);
    const signup = ZWaitlistSignup.safeParse({
      segment: 'hs',
      name: 'Jordan <script>',
      email: 'j@example.com',
      position: 'WR',
      gradYear: 2027,
      consent: true,
    });
    expect(signup.success ? null : signup.error.issues.map((i) => i.message)).toContain(
      NAME_TEXT_MESSAGES.markup,
    );
  });

  it('keeps an older name on one line in an email subject', () => {
    expect(oneLine('Coach Al\r\nBcc: x@example.com wants to talk')).toBe(
      'Coach Al Bcc: x@example.com wants to talk',
    );
  });
});
