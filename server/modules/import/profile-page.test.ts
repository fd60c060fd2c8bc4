import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseFeetInches } from '../../../common/schemas/import';
import { parseProfilePage } from './profile-page';

const fixture = (name: string) =>
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name), 'utf8');

describe('parseProfilePage', () => {
  it('reads a Hudl page: JSON-LD first, then page fields and OpenGraph', () => {
    expect(
      parseProfilePage(fixture('hudl-profile.html'), 'https://www.hudl.com/profile/1234/marcus-hill'),
    ).toEqual({
      firstName: 'Marcus',
      lastName: 'Hill',
      sport: 'Football',
      position: 'WR',
      height: `6'1"`,
      weight: 180,
      bio: 'Class of 2027 wide receiver. Team captain, 1,100 receiving yards as a junior.',
      filmUrl: 'https://www.hudl.com/video/3/12345/abcdef123',
      profilePictureUrl: 'https://static.hudl.example/users/prod/marcus.jpg',
      xHandle: null,
      xProfileUrl: null,
      xBio: null,
    });
  });

  it('reads an NCSA page from labelled fields, and falls back to the page as the film link', () => {
    const r = parseProfilePage(
      fixture('ncsa-profile.html'),
      'https://www.ncsasports.org/athletes/alyssa-gomez',
    );
    expect(r).toMatchObject({
      firstName: 'Alyssa',
      lastName: 'Gomez',
      sport: 'Volleyball',
      position: 'OH',
      height: `5'11"`,
      weight: 150,
      filmUrl: 'https://www.ncsasports.org/athletes/alyssa-gomez',
    });
  });

  it('says nothing it cannot read: an empty page gives nulls', () => {
    expect(parseProfilePage('<html></html>', 'http://insecure.test/')).toMatchObject({
      firstName: null,
      sport: null,
      height: null,
      weight: null,
      filmUrl: null,
    });
  });
});

describe('parseFeetInches', () => {
  it.each([
    [`6'2"`, `6'2"`],
    [`QB | 6'3" 205`, `6'3"`],
    ['5 ft 11 in', `5'11"`],
    ['6-0', `6'0"`],
    ['6’ 1”', `6'1"`],
    ['no height here', null],
    [`6'14"`, null],
  ])('%s → %s', (text, height) => expect(parseFeetInches(text)).toBe(height));
});
