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

  it('an imported ACT minimum is met by an equivalent SAT', () => {
    const { rows } = parseScholarshipCsv(
      'name,amount,sport,minGpa,minTestScore,isExample\nExample: X,$1,football,3.0,22,true\n',
    );
    expect(isEligible({ gpa: 3.1, satScore: 1110, actScore: null }, rows[0]!)).toBe(true); // ACT 22 ≈ SAT 1110
    expect(isEligible({ gpa: 3.1, satScore: 1100, actScore: null }, rows[0]!)).toBe(false);
  });
});
