import { describe, expect, it } from 'vitest';
import { isEligible } from '../../common/schemas/scholarship';
import { parseScholarshipCsv, SCHOLARSHIPS } from './scholarships';

describe('scholarship seed data', () => {
  it('every real scholarship has a source; every unsourced one is a labelled example', () => {
    const names = new Set<string>();
    for (const s of SCHOLARSHIPS) {
      expect(names.has(s.name)).toBe(false);
      names.add(s.name);
      if (s.isExample) expect(s.name.startsWith('Example:')).toBe(true);
      else expect(s.sourceUrl).toMatch(/^https:\/\//);
    }
  });

  it('the awards checked for high-school and transfer athletes name their page and the day it was read', () => {
    const checked = [
      'Heisman High School Scholarship',
      'American Legion Baseball Scholarship',
      'Positive Coaching Alliance Triple-Impact Competitor Scholarship',
      'Jack Kent Cooke College Scholarship',
      'Jack Kent Cooke Undergraduate Transfer Scholarship',
    ];
    for (const name of checked) {
      const s = SCHOLARSHIPS.find((row) => row.name === name);
      expect(s, name).toBeDefined();
      expect(s!.checkedOn, name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // The page that states the terms, not a site's home page.
      expect(new URL(s!.sourceUrl!).pathname.length, name).toBeGreaterThan(1);
      expect(s!.audience, name).not.toBe('graduate');
    }
  });
});

describe('parseScholarshipCsv', () => {
  it('reads rows, splits requirements and rejects unsourced real awards', () => {
    const csv = [
      'name,amount,deadline,sport,division,requirements,minGpa,minTestScore,description,sourceUrl,isExample',
      'Real Award,"$1,000",2027-05-01,football,d2,Senior;Captain,3.0,22,Desc,https://example.org/award,false',
      'Example: Demo,$500,,basketball,,,,,,,true',
      'Unsourced,$100,,football,,,,,,,false',
      'Bad Date,$100,05/01/2027,football,,,,,,https://example.org,false',
    ].join('\n');
    const { rows, errors } = parseScholarshipCsv(csv);
    expect(rows.map((r) => r.name)).toEqual(['Real Award', 'Example: Demo']);
    expect(rows[0]).toMatchObject({
      amount: '$1,000',
      requirements: ['Senior', 'Captain'],
      minGpa: 3,
      minTestScore: 22,
    });
    expect(rows[1]!.deadline).toBeNull();
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/line 4: a real scholarship needs a sourceUrl/);
    expect(errors[1]).toMatch(/line 5: deadline: Deadline must be YYYY-MM-DD/);
  });

  it('reads the audience and the day checked; an empty amount stays empty', () => {
    const csv = [
      'name,amount,sport,sourceUrl,audience,checkedOn',
      'Transfer Award,,football,https://example.org/a,college,2026-11-20',
      'Any Award,$500,football,https://example.org/b,,',
      'Bad Audience,$5,football,https://example.org/c,alumni,',
      'Bad Day,$5,football,https://example.org/d,,20 Nov 2026',
    ].join('\n');
    const { rows, errors } = parseScholarshipCsv(csv);
    expect(rows).toMatchObject([
      { name: 'Transfer Award', amount: null, audience: 'college', checkedOn: '2026-11-20' },
      { name: 'Any Award', amount: '$500', audience: 'any', checkedOn: null },
    ]);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/line 4: audience/);
    expect(errors[1]).toMatch(/line 5: checkedOn: Checked on must be YYYY-MM-DD/);
  });

  it('an imported ACT minimum is met by an equivalent SAT', () => {
    const { rows } = parseScholarshipCsv(
      'name,amount,sport,minGpa,minTestScore,isExample\nExample: X,$1,football,3.0,22,true\n',
    );
    const football = { sport: 'Football', actScore: null };
    expect(isEligible({ ...football, gpa: 3.1, satScore: 1110 }, rows[0]!)).toBe(true); // ACT 22 ≈ SAT 1110
    expect(isEligible({ ...football, gpa: 3.1, satScore: 1100 }, rows[0]!)).toBe(false);
  });

  it('an award for one sport is Eligible only for its athletes, and a need-based one only within its income limit', () => {
    const legion = SCHOLARSHIPS.find((s) => s.name === 'American Legion Baseball Scholarship')!;
    const cooke = SCHOLARSHIPS.find((s) => s.name === 'Jack Kent Cooke College Scholarship')!;
    const senior = { gpa: 3.9, satScore: 1400, actScore: null, inHighSchool: true };
    expect(isEligible({ ...senior, sport: 'Baseball' }, legion)).toBe(true);
    expect(isEligible({ ...senior, sport: 'Volleyball' }, legion)).toBe(false);
    expect(isEligible({ ...senior, sport: null }, legion)).toBe(false);
    // "Unmet financial need; family income up to $95,000": a bracket must sit wholly under it.
    expect(isEligible({ ...senior, sport: 'Volleyball' }, cooke)).toBe(false);
    expect(isEligible({ ...senior, sport: 'Volleyball', incomeBracket: '48-75k' }, cooke)).toBe(true);
    expect(isEligible({ ...senior, sport: 'Volleyball', incomeBracket: '75-110k' }, cooke)).toBe(false);
    expect(isEligible({ ...senior, sport: 'Volleyball', incomeBracket: '110k-plus' }, cooke)).toBe(false);
  });
});
