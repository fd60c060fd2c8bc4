import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../../common/errors';

/**
 * Server-side fetch of a third-party profile page that cannot be turned against us (SSRF):
 * https only, a host allowlist per importer, the resolved address checked inside the
 * connection (so DNS rebinding cannot slip a private address in after a check), every
 * redirect re-checked, at most 3 of them, a 5 s timeout and a 2 MB cap.
 */
export const FETCH_LIMITS = { maxRedirects: 3, timeoutMs: 5_000, maxBytes: 2 * 1024 * 1024 } as const;

export interface FetchPolicy {
  /** Hosts (exact, lower case) this importer may reach. */
  hosts: readonly string[];
  /**
   * Test only: allow http and loopback addresses, for the recorded-fixture server. Set from the
   * environment at start-up (refused in production), never from a request.
   */
  allowLoopback?: boolean;
  headers?: Record<string, string>;
}

/**
 * True when an address must never be reached from the server: anything ipaddr.js does not
 * class as global unicast (the IANA special-purpose registries: private, loopback, link-local
 * and metadata, carrier-grade NAT, documentation and benchmarking, multicast, reserved), every
 * IPv6 form that embeds an IPv4 address (IPv4-mapped, NAT64, 6to4, Teredo, and the deprecated
 * IPv4-compatible ::/96, which ipaddr.js leaves as unicast), and anything that does not parse.
 */
export function isForbiddenAddress(address: string, allowLoopback = false): boolean {
  if (!ipaddr.isValid(address)) return true;
  const ip = ipaddr.parse(address);
  const range = ip.range();
  if (allowLoopback && range === 'loopback') return false;
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0)) return true;
  return range !== 'unicast';
}

const refused = (message: string) => new AppError('BAD_REQUEST', message);
const upstream = (message: string) => new AppError('UPSTREAM', message);

/** A lookup that refuses forbidden addresses: it runs inside the socket's own connect. */
function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const bad = addresses.find((a) => isForbiddenAddress(a.address, allowLoopback));
      if (bad) return callback(Object.assign(new Error('forbidden address'), { code: 'EFORBIDDEN' }), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

function checkUrl(raw: string | URL, policy: FetchPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused('Please enter a valid URL');
  }
  const protocols = policy.allowLoopback ? ['https:', 'http:'] : ['https:'];
  if (!protocols.includes(url.protocol)) throw refused('Only https links can be imported');
  if (url.username || url.password) throw refused('Links with credentials cannot be imported');
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (!policy.hosts.includes(host) && !policy.hosts.includes(url.hostname.toLowerCase()))
    throw refused(`Links from ${url.hostname} cannot be imported here`);
  // A literal IP never passes through DNS, so check it here too.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(literal) && isForbiddenAddress(literal, policy.allowLoopback))
    throw refused('That address cannot be imported');
  return url;
}

interface Answer {
  status: number;
  location?: string;
  body: string;
}

function requestOnce(url: URL, policy: FetchPolicy): Promise<Answer> {
  const lib = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = lib.get(
      url,
      {
        lookup: guardedLookup(!!policy.allowLoopback),
        timeout: FETCH_LIMITS.timeoutMs,
        headers: {
          'User-Agent': 'FitScoutImporter/1.0',
          Accept: 'text/html,application/json',
          ...policy.headers,
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          res.resume();
          return resolve({ status, location: res.headers.location ?? '', body: '' });
        }
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > FETCH_LIMITS.maxBytes) {
          res.destroy();
          return reject(upstream('The profile page is too large to import'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > FETCH_LIMITS.maxBytes) {
            res.destroy();
            reject(upstream('The profile page is too large to import'));
          } else chunks.push(chunk);
        });
        res.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', () => reject(upstream('The profile site did not answer properly')));
      },
    );
    // The whole exchange, not just idle time, must finish within the limit.
    const deadline = setTimeout(
      () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })),
      FETCH_LIMITS.timeoutMs,
    );
    req.on('close', () => clearTimeout(deadline));
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err instanceof AppError) return reject(err);
      if (err.code === 'EFORBIDDEN') return reject(refused('That address cannot be imported'));
      if (err.code === 'ETIMEDOUT') return reject(upstream('The profile site took too long to answer'));
      reject(upstream('Could not reach the profile site'));
    });
  });
}

/** GET a page under the policy; 404 → NOT_FOUND, other failures → UPSTREAM (502). */
export async function safeFetch(raw: string | URL, policy: FetchPolicy): Promise<string> {
  let url = checkUrl(raw, policy);
  for (let hop = 0; ; hop++) {
    const answer = await requestOnce(url, policy);
    if (answer.location !== undefined) {
      if (!answer.location) throw upstream('The profile site sent a redirect without a target');
      if (hop >= FETCH_LIMITS.maxRedirects) throw upstream('The profile link redirects too many times');
      url = checkUrl(new URL(answer.location, url), policy);
      continue;
    }
    if (answer.status === 404 || answer.status === 410)
      throw new AppError('NOT_FOUND', 'No public profile was found at that link');
    if (answer.status < 200 || answer.status >= 300)
      throw upstream(`The profile site answered ${answer.status}`);
    return answer.body;
  }
}
