import { describe, expect, it } from 'vitest';
import { ZCreateAthleteProfile } from './athlete';
import {
  EMPTY_PROFILE_FORM,
  prefillFromImport,
  toCreateInput,
  WIZARD_STEPS,
  ZProfileForm,
} from './profile-form';

const filled = {
  ...EMPTY_PROFILE_FORM,
  firstName: 'Jordan',
  lastName: 'Smith',
  graduationYear: '2027',
  sport: 'Football',
  position: 'WR',
  heightFeet: '6',
  heightInches: '2',
  weight: '185',
  city: 'Austin',
  state: 'TX',
  metrics: { '40yd': '4.6', vertical: '' },
  gpa: '3.4',
  satScore: '',
  actScore: '24',
  preferredDivisions: ['NCAA D1' as const],
  bio: 'Two-way receiver and team captain.',
};

describe('the profile builder form', () => {
  it('builds the SPEC §7 body: height as 6\'2", location as City, ST, metrics as JSON text', () => {
    const body = toCreateInput(filled);
    expect(body).toMatchObject({
      height: `6'2"`,
      location: 'Austin, TX',
      metrics: '{"40yd":4.6}',
      graduationYear: 2027,
      weight: 185,
      actScore: '24',
      satScore: undefined,
    });
    expect(ZCreateAthleteProfile.safeParse(body).success).toBe(true);
  });

  it('sends just the state when there is no city', () => {
    expect(toCreateInput({ ...filled, city: ' ' }).location).toBe('TX');
  });

  it('carries the SPEC messages of each step', () => {
    const result = ZProfileForm.safeParse(EMPTY_PROFILE_FORM);
    expect(result.success).toBe(false);
    // The first message per field is the one a person sees.
    const byField: Record<string, string> = {};
    for (const i of result.error!.issues) byField[String(i.path[0])] ??= i.message;
    expect(byField).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      sport: 'Sport is required',
      position: 'Position is required',
      heightFeet: 'Height is required',
      weight: 'Weight is required',
      state: 'State is required',
      gpa: 'GPA is required',
      bio: 'Please write at least 10 characters about yourself',
    });
    expect(ZProfileForm.safeParse({ ...filled, weight: '20' }).error?.issues[0]?.message).toBe(
      'Please enter a valid weight',
    );
    expect(ZProfileForm.safeParse({ ...filled, metrics: { '40yd': '-1' } }).success).toBe(false);
  });

  it('checks every form field in exactly one step, and step 3 only optional metrics', () => {
    const fields = WIZARD_STEPS.flatMap((s) => [...s.fields]);
    expect(new Set(fields).size).toBe(fields.length);
    expect(fields.sort()).toEqual(
      Object.keys(EMPTY_PROFILE_FORM)
        .filter((k) => k !== 'preferredDivisions')
        .sort(),
    );
  });
});

describe('prefillFromImport', () => {
  const result = {
    firstName: 'Marcus',
    lastName: 'Hill',
    sport: 'Football',
    position: 'WR, CB',
    height: `6'1"`,
    weight: 180,
    bio: 'Captain.',
    filmUrl: 'https://www.hudl.com/video/3/1/a',
    profilePictureUrl: null,
    xHandle: null,
    xProfileUrl: null,
    xBio: null,
  };
  it('fills what the page stated, height split into feet and inches', () => {
    expect(prefillFromImport(result)).toEqual({
      firstName: 'Marcus',
      lastName: 'Hill',
      sport: 'Football',
      position: 'WR',
      heightFeet: '6',
      heightInches: '1',
      weight: '180',
      bio: 'Captain.',
      filmUrl: 'https://www.hudl.com/video/3/1/a',
    });
  });
  it('drops a sport we do not offer and a position that sport does not have', () => {
    const out = prefillFromImport({ ...result, sport: 'Quidditch', position: 'Seeker' });
    expect(out.sport).toBeUndefined();
    expect(out.position).toBeUndefined();
    expect(prefillFromImport({ ...result, position: 'Pitcher' }).position).toBeUndefined();
  });
  it('uses the X bio when there is no page bio', () => {
    expect(prefillFromImport({ ...result, bio: null, xBio: 'QB | 4.0 GPA' }).bio).toBe('QB | 4.0 GPA');
  });
});

describe('the team, for sports with both', () => {
  it("is required for soccer in the form and in the server's schema, and sent with the body", () => {
    const soccer = { ...filled, sport: 'Soccer', position: 'ST', metrics: {} };
    const issues = ZProfileForm.safeParse({ ...EMPTY_PROFILE_FORM, sport: 'Soccer' }).error!.issues;
    expect(issues.find((i) => i.path[0] === 'team')?.message).toBe('Team is required');
    expect(ZProfileForm.safeParse({ ...soccer, team: 'womens' }).success).toBe(true);
    const body = toCreateInput({ ...soccer, team: 'womens' });
    expect(body.team).toBe('womens');
    expect(ZCreateAthleteProfile.safeParse(body).success).toBe(true);
    expect(ZCreateAthleteProfile.safeParse({ ...body, team: undefined }).error?.issues[0]?.message).toBe(
      'Team is required',
    );
  });
  it('is not asked, and not sent, for a sport with one team', () => {
    expect(ZProfileForm.safeParse(filled).success).toBe(true);
    expect(toCreateInput({ ...filled, team: 'womens' }).team).toBeNull();
  });
});

describe('marks of the sports that publish them', () => {
  const runner = { ...filled, sport: 'Track & Field', team: 'mens', position: 'Distance', metrics: {} };
  it('takes a time as m:ss.hh and sends it in seconds', () => {
    const form = { ...runner, metrics: { tf_1500m: '4:05.20', tf_800m: '' } };
    expect(ZProfileForm.safeParse(form).success).toBe(true);
    expect(JSON.parse(toCreateInput(form).metrics as string)).toEqual({ tf_1500m: 245.2 });
  });
  it('says how to type a time, and the range a mark must fall in', () => {
    const issue = (metrics: Record<string, string>) =>
      ZProfileForm.safeParse({ ...runner, metrics }).error?.issues[0]?.message;
    expect(issue({ tf_1500m: 'four' })).toBe('Enter a time as m:ss.hh (for example 4:18.50) or in seconds');
    expect(issue({ tf_1500m: '0:30' })).toBe('1500 m must be between 3:20.00 and 8:00.00 (m:ss.hh)');
    expect(issue({ utr: '20' })).toBe('UTR rating must be between 1 and 16.5 UTR');
  });
  it('are checked again by the server schema', () => {
    const body = { ...toCreateInput({ ...runner, team: 'mens' }), metrics: '{"tf_1500m":30}' };
    const issues = ZCreateAthleteProfile.safeParse(body).error?.issues ?? [];
    expect(issues.map((i) => i.message)).toContain('1500 m must be between 3:20.00 and 8:00.00 (m:ss.hh)');
  });
});

describe('a wrestler in the builder form', () => {
  const wrestler = {
    ...filled,
    sport: 'Wrestling',
    team: 'womens',
    position: '124 lbs',
    metrics: { wr_wins: '38', wr_losses: '0', wr_state_place: '1' },
  };
  const messages = (form: typeof wrestler) =>
    ZProfileForm.safeParse(form).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

  it('sends the record and finish as numbers, an unbeaten season included', () => {
    expect(messages(wrestler)).toEqual([]);
    expect(JSON.parse(toCreateInput(wrestler).metrics as string)).toEqual({
      wr_wins: 38,
      wr_losses: 0,
      wr_state_place: 1,
    });
  });

  it('takes only the team’s own weight classes, and whole counts', () => {
    expect(messages({ ...wrestler, position: '125 lbs' })).toEqual([
      'position: Choose a position offered for this sport',
    ]);
    expect(
      messages({ ...wrestler, metrics: { wr_wins: 'many', wr_losses: '', wr_state_place: '' } }),
    ).toEqual(['metrics.wr_wins: Season wins must be a whole number from 0 to 100']);
  });
});
