import { describe, expect, it } from 'vitest';
import { ATHLETE_MESSAGES as M, portalPatch, ZEditAthleteProfile } from './athlete';

const none = { portalStatus: null, currentSchool: null, eligibilityRemaining: null };
const inPortal = { portalStatus: 'in-portal' as const, currentSchool: 'Rice', eligibilityRemaining: 2 };

describe('the edit form check of the portal fields', () => {
  const issues = (v: object) => {
    const r = ZEditAthleteProfile.safeParse(v);
    return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('reads the form strings: no status is null, eligibility a number', () => {
    expect(
      ZEditAthleteProfile.parse({ portalStatus: '', currentSchool: '', eligibilityRemaining: '2' }),
    ).toMatchObject({ portalStatus: null, currentSchool: null, eligibilityRemaining: 2 });
    expect(
      ZEditAthleteProfile.parse({
        portalStatus: 'entering',
        currentSchool: ' Rice ',
        eligibilityRemaining: '0',
      }),
    ).toMatchObject({ portalStatus: 'entering', currentSchool: 'Rice', eligibilityRemaining: 0 });
  });

  it("asks a portal athlete for the builder's school and eligibility", () => {
    expect(issues({ portalStatus: 'entering', currentSchool: '', eligibilityRemaining: '' })).toEqual([
      ['currentSchool', M.currentSchool],
      ['eligibilityRemaining', M.eligibilityRemaining],
    ]);
    expect(issues({ portalStatus: 'entering', currentSchool: 'Rice', eligibilityRemaining: '7' })).toEqual([
      ['eligibilityRemaining', M.eligibilityRemaining],
    ]);
  });
});

describe('the portal fields after a PATCH', () => {
  it('fills a partial PATCH from the saved profile', () => {
    expect(portalPatch(inPortal, { portalStatus: 'entering' })).toEqual({
      fields: { ...inPortal, portalStatus: 'entering' },
    });
    expect(portalPatch(none, inPortal)).toEqual({ fields: inPortal });
  });

  it('clears the school and eligibility on leaving the portal', () => {
    expect(portalPatch(inPortal, { portalStatus: null })).toEqual({ fields: none });
  });

  it('keeps all three set or all three empty, naming the field at fault', () => {
    expect(portalPatch(none, { portalStatus: 'entering', currentSchool: 'Rice' })).toEqual({
      path: 'eligibilityRemaining',
      message: M.eligibilityRemaining,
    });
    expect(portalPatch(inPortal, { currentSchool: null })).toEqual({
      path: 'currentSchool',
      message: M.currentSchool,
    });
    expect(portalPatch(none, { currentSchool: 'Rice' })).toEqual({
      path: 'portalStatus',
      message: M.portalStatus,
    });
    expect(portalPatch(inPortal, { portalStatus: null, eligibilityRemaining: 1 })).toEqual({
      path: 'portalStatus',
      message: M.portalStatus,
    });
  });
});
