import { describe, expect, it } from 'vitest';
import { metricValueProblem } from '../schemas/athlete';
import {
  metricsForPosition,
  positionsForSport,
  positionsOfProgram,
  programSportOf,
  SPORT_POSITIONS,
  teamOfProgram,
} from './sports';
import { recordProblem, STATE_FINISHES, wrestlingRecordText } from './wrestling';

describe('each team’s own positions', () => {
  it('offers women the NCAA women’s weight classes and men the men’s', () => {
    expect(positionsForSport('Wrestling', 'mens')).toEqual([
      '125 lbs',
      '133 lbs',
      '141 lbs',
      '149 lbs',
      '157 lbs',
      '165 lbs',
      '174 lbs',
      '184 lbs',
      '197 lbs',
      '285 lbs',
    ]);
    expect(positionsForSport('Wrestling', 'womens')).toEqual([
      '103 lbs',
      '110 lbs',
      '117 lbs',
      '124 lbs',
      '131 lbs',
      '138 lbs',
      '145 lbs',
      '160 lbs',
      '180 lbs',
      '207 lbs',
    ]);
    expect(positionsForSport('Wrestling', 'womens')).not.toContain('125 lbs');
  });

  it('offers men the men’s gymnastics events and women the women’s', () => {
    expect(positionsForSport('Gymnastics', 'mens')).toEqual([
      'All-Around',
      'Floor',
      'Pommel Horse',
      'Rings',
      'Vault',
      'Parallel Bars',
      'High Bar',
    ]);
    expect(positionsForSport('Gymnastics', 'womens')).toEqual([
      'All-Around',
      'Vault',
      'Bars',
      'Beam',
      'Floor',
    ]);
    // Men have no published event mark: the builder asks none, not the women's vault score.
    expect(metricsForPosition('Gymnastics', 'Vault', 'mens')).toEqual([]);
    expect(metricsForPosition('Gymnastics', 'All-Around', 'mens')).toEqual([]);
    expect(metricsForPosition('Gymnastics', 'Vault', 'womens')).toEqual(['gym_vault']);
  });

  it('keeps the list of a team that has no list of its own, and of a profile with no team', () => {
    expect(positionsForSport('Basketball', 'womens')).toEqual(SPORT_POSITIONS.Basketball);
    expect(positionsForSport('Wrestling', null)).toEqual(SPORT_POSITIONS.Wrestling);
  });

  it('gives each program list its team’s positions', () => {
    expect(teamOfProgram('womens-wrestling')).toBe('womens');
    expect(positionsOfProgram('womens-wrestling')).toContain('207 lbs');
    expect(positionsOfProgram('wrestling')).toContain('285 lbs');
    expect(positionsOfProgram('mens-gymnastics')).toContain('Pommel Horse');
    expect(positionsOfProgram(programSportOf('Gymnastics', 'womens')!)).toContain('Beam');
  });
});

describe('a wrestler’s record and state finish', () => {
  it('asks every wrestler for wins, losses and the best state finish', () => {
    for (const team of ['mens', 'womens'])
      for (const weight of positionsForSport('Wrestling', team))
        expect(metricsForPosition('Wrestling', weight, team)).toEqual([
          'wr_wins',
          'wr_losses',
          'wr_state_place',
        ]);
  });

  it('takes an unbeaten season, and refuses counts that are not whole or too many', () => {
    expect(metricValueProblem('wr_losses', 0)).toBeNull();
    expect(metricValueProblem('wr_wins', 41)).toBeNull();
    expect(metricValueProblem('wr_wins', 12.5)).toBe('Season wins must be a whole number from 0 to 100');
    expect(metricValueProblem('wr_losses', -1)).toBe('Season losses must be a whole number from 0 to 100');
    expect(metricValueProblem('wr_wins', 101)).toBe('Season wins must be a whole number from 0 to 100');
    expect(metricValueProblem('wr_wins', Number.NaN)).toBe(
      'Season wins must be a whole number from 0 to 100',
    );
    // Other metrics stay positive only.
    expect(metricValueProblem('40yd', 0)).toBe('Each metric must be a positive number');
  });

  it('takes a state finish only from its list', () => {
    expect(STATE_FINISHES.map((f) => f.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(recordProblem('wr_state_place', 1)).toBeNull();
    expect(recordProblem('wr_state_place', 10)).toBeNull();
    expect(recordProblem('wr_state_place', 11)).toBe('Choose your best state finish from the list');
    expect(recordProblem('wr_state_place', 2.5)).toBe('Choose your best state finish from the list');
  });

  it('writes the record as people say it', () => {
    expect(wrestlingRecordText({ wr_wins: 32, wr_losses: 5, wr_state_place: 3 })).toBe(
      '32–5 record, state placer, 3rd',
    );
    expect(wrestlingRecordText({ wr_wins: 40, wr_losses: 0 })).toBe('40–0 record');
    expect(wrestlingRecordText({ wr_wins: 18 })).toBe('18 wins');
    expect(wrestlingRecordText({ wr_state_place: 9 })).toBe('state qualifier, did not place');
    expect(wrestlingRecordText({ tf_800m: 111 })).toBeNull();
  });
});
