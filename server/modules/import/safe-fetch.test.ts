import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer } from '../../test/fixture-server';
import { isForbiddenAddress, safeFetch } from './safe-fetch';

let fixture: Awaited<ReturnType<typeof startFixtureServer>>;
beforeAll(async () => {
  fixture = await startFixtureServer();
});
afterAll(() => fixture.close());

const testPolicy = { hosts: ['127.0.0.1'], allowLoopback: true };

describe('isForbiddenAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.9',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '::1',
    'fe80::1',
    'fd00::1',
    '::ffff:10.0.0.1',
    '0.0.0.0',
  ])('%s is refused', (ip) => expect(isForbiddenAddress(ip)).toBe(true));
  it.each(['8.8.8.8', '151.101.1.69', '2606:4700::6810:84e5'])('%s is allowed', (ip) =>
    expect(isForbiddenAddress(ip)).toBe(false),
  );
  it('lets loopback through only for the test fixtures, and never metadata', () => {
    expect(isForbiddenAddress('127.0.0.1', true)).toBe(false);
    expect(isForbiddenAddress('169.254.169.254', true)).toBe(true);
    expect(isForbiddenAddress('10.0.0.1', true)).toBe(true);
  });
});

describe('safeFetch', () => {
  it('fetches an allowed page and follows a same-host redirect', async () => {
    expect(await safeFetch(`${fixture.origin}/redirect-to-profile`, testPolicy)).toContain('Marcus Hill');
  });

  it('refuses loopback, metadata and private addresses outside the test mode', async () => {
    const strict = { hosts: ['127.0.0.1', '169.254.169.254', 'localhost'] };
    await expect(safeFetch('https://127.0.0.1/x', strict)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(safeFetch('https://169.254.169.254/latest/meta-data/', strict)).rejects.toMatchObject({
      message: 'That address cannot be imported',
    });
    // A name that resolves to loopback is caught inside the connection.
    await expect(
      safeFetch(`https://localhost:${new URL(fixture.origin).port}/`, strict),
    ).rejects.toMatchObject({
      message: 'That address cannot be imported',
    });
  });

  it('re-checks every redirect: one to the metadata address is refused', async () => {
    await expect(
      safeFetch(`${fixture.origin}/redirect-to-metadata`, {
        hosts: ['127.0.0.1', '169.254.169.254'],
        allowLoopback: true,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'That address cannot be imported' });
    await expect(safeFetch(`${fixture.origin}/redirect-to-metadata`, testPolicy)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('refuses other schemes, foreign hosts and credentials', async () => {
    await expect(safeFetch('file:///etc/passwd', testPolicy)).rejects.toMatchObject({
      message: 'Only https links can be imported',
    });
    await expect(safeFetch('http://example.com/', { hosts: ['hudl.com'] })).rejects.toMatchObject({
      message: 'Only https links can be imported',
    });
    await expect(safeFetch('https://evil.example/profile', { hosts: ['hudl.com'] })).rejects.toMatchObject({
      message: 'Links from evil.example cannot be imported here',
    });
    await expect(safeFetch('https://user:pw@hudl.com/x', { hosts: ['hudl.com'] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('stops after 3 redirects, at 2 MB, and maps 404 and 5xx', async () => {
    await expect(safeFetch(`${fixture.origin}/loop`, testPolicy)).rejects.toMatchObject({
      code: 'UPSTREAM',
      message: 'The profile link redirects too many times',
    });
    await expect(safeFetch(`${fixture.origin}/huge`, testPolicy)).rejects.toMatchObject({
      message: 'The profile page is too large to import',
    });
    await expect(safeFetch(`${fixture.origin}/nope`, testPolicy)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(safeFetch(`${fixture.origin}/broken`, testPolicy)).rejects.toMatchObject({
      code: 'UPSTREAM',
    });
  });
});
