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
  // One address per range of the IANA special-purpose registries, and the IPv6 forms of IPv4.
  it.each([
    ['0.0.0.0/8 this network', '0.1.2.3'],
    ['10.0.0.0/8 private', '10.255.0.1'],
    ['100.64.0.0/10 shared address space', '100.127.255.254'],
    ['127.0.0.0/8 loopback', '127.9.9.9'],
    ['169.254.0.0/16 link-local', '169.254.0.1'],
    ['172.16.0.0/12 private', '172.31.255.1'],
    ['192.0.0.0/24 IETF protocol assignments', '192.0.0.8'],
    ['192.0.2.0/24 documentation', '192.0.2.10'],
    ['192.88.99.0/24 6to4 relay anycast', '192.88.99.1'],
    ['192.168.0.0/16 private', '192.168.200.1'],
    ['198.18.0.0/15 benchmarking', '198.19.0.1'],
    ['198.51.100.0/24 documentation', '198.51.100.7'],
    ['203.0.113.0/24 documentation', '203.0.113.9'],
    ['224.0.0.0/4 multicast', '239.1.1.1'],
    ['240.0.0.0/4 reserved', '250.1.1.1'],
    ['255.255.255.255 broadcast', '255.255.255.255'],
    ['::/128 unspecified', '::'],
    ['::1/128 loopback', '::1'],
    ['::/96 IPv4-compatible loopback', '::7f00:1'],
    ['::/96 IPv4-compatible metadata', '::a9fe:a9fe'],
    ['::ffff:0:0/96 IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['::ffff:0:0/96 IPv4-mapped public', '::ffff:8.8.8.8'],
    ['64:ff9b::/96 NAT64', '64:ff9b::7f00:1'],
    ['64:ff9b:1::/48 local NAT64', '64:ff9b:1::a00:1'],
    ['100::/64 discard-only', '100::1'],
    ['2001::/32 Teredo', '2001:0:4136:e378::1'],
    ['2001:2::/48 benchmarking', '2001:2::1'],
    ['2001:db8::/32 documentation', '2001:db8::1'],
    ['2001:10::/28 ORCHID', '2001:10::1'],
    ['2002::/16 6to4', '2002:7f00:1::1'],
    ['3fff::/20 documentation', '3fff::1'],
    ['fc00::/7 unique local', 'fd12:3456::1'],
    ['fe80::/10 link-local', 'fe80::abcd'],
    ['fec0::/10 site-local', 'fec0::1'],
    ['ff00::/8 multicast', 'ff02::1'],
    ['not an address', 'example.com'],
  ])('%s (%s) is refused', (_range, ip) => expect(isForbiddenAddress(ip)).toBe(true));
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
