import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { seedFingerprint } from './index';

const dir = mkdtempSync(path.join(tmpdir(), 'seed-fingerprint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  writeFileSync(path.join(dir, name), text);
  return pathToFileURL(path.join(dir, name));
};

describe('seedFingerprint', () => {
  it('is stable, and changes with the build or with any data file', () => {
    const files = [file('a.csv', 'sport,name\nfootball,A\n'), file('places.json', '{}')];
    const fingerprint = seedFingerprint('build-1', files);
    expect(seedFingerprint('build-1', files)).toBe(fingerprint);
    expect(seedFingerprint('build-2', files)).not.toBe(fingerprint);
    file('a.csv', 'sport,name\nfootball,B\n');
    expect(seedFingerprint('build-1', files)).not.toBe(fingerprint);
  });

  it('reads the seed CSVs and the places file by default', () => {
    expect(seedFingerprint('build-1')).toMatch(/^[0-9a-f]{64}$/);
    expect(seedFingerprint('build-1')).not.toBe(seedFingerprint('build-1', []));
  });
});
