import { describe, expect, it } from 'vitest';
import { openApiDocument } from './routes';

/**
 * Redocly's recommended rules that our document could break, checked on the real document so the
 * contract keeps passing a third-party linter (Redocly CLI's `recommended` ruleset).
 */
type Operation = {
  operationId: string;
  summary?: string;
  security?: unknown;
  responses: Record<string, unknown>;
};
const doc = openApiDocument() as {
  info: { license?: { name?: string; identifier?: string; url?: string } };
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ at: `${method.toUpperCase()} ${path}`, op })),
);

/** SPEC §6's own paths: a literal `user` where the other path has `{id}`, and a template against a literal. */
const KNOWN_AMBIGUOUS = [
  '/api/athlete-profiles/user/{userId} ~ /api/athlete-profiles/{id}/division-readiness',
  '/api/athlete-profiles/user/{userId} ~ /api/athlete-profiles/{id}/pdf',
  '/api/athlete-profiles/user/{userId} ~ /api/athlete-profiles/{id}/readiness',
  '/api/athlete-profiles/user/{userId} ~ /api/athlete-profiles/{id}/what-if',
];

const isTemplate = (segment: string) => /^\{[^}]+\}$/.test(segment);

/** Redocly's no-ambiguous-paths: each path has a template where the other has a literal, so neither wins. */
function ambiguous(a: string, b: string): boolean {
  const x = a.split('/');
  const y = b.split('/');
  if (x.length !== y.length) return false;
  let aLooser = false;
  let bLooser = false;
  for (const [i, s] of x.entries()) {
    const t = y[i] as string;
    if (isTemplate(s) && !isTemplate(t)) aLooser = true;
    else if (!isTemplate(s) && isTemplate(t)) bLooser = true;
    else if (!isTemplate(s) && s !== t) return false;
  }
  return aLooser && bLooser;
}

/** Schemas that accept any value where a shape was meant: `{}` inside anyOf/oneOf, or an empty anyOf. */
function looseSchemas(node: unknown, at: string, out: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) looseSchemas(item, `${at}/${i}`, out);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'anyOf' || key === 'oneOf') && Array.isArray(value)) {
        if (value.length === 0 || value.some((v) => v && typeof v === 'object' && !Object.keys(v).length))
          out.push(`${at}/${key}`);
      }
      looseSchemas(value, `${at}/${key}`, out);
    }
  }
  return out;
}

describe('the OpenAPI contract passes the recommended lint rules', () => {
  it('declares security on every operation: public ones with an empty list (security-defined)', () => {
    expect(operations.filter(({ op }) => !Array.isArray(op.security)).map((o) => o.at)).toEqual([]);
    const publicOps = operations.filter(({ op }) => (op.security as unknown[]).length === 0);
    expect(publicOps.map((o) => o.at)).toContain('POST /api/v1/matches/preview');
    expect(operations.find((o) => o.at === 'GET /api/admin/waitlist/stats')?.op.security).toEqual([
      { adminBearer: [] },
    ]);
  });

  it('names its licence with an identifier (info-license, info-license-strict)', () => {
    expect(doc.info.license?.name).toBeTruthy();
    expect(doc.info.license?.identifier ?? doc.info.license?.url).toBeTruthy();
  });

  it('has no schema that accepts any value inside anyOf/oneOf (no-illogical-composition-keywords, struct)', () => {
    expect(looseSchemas(doc.paths, '#/paths')).toEqual([]);
  });

  it('has unique operation ids, a summary and a 2xx and 4xx answer on every operation', () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { at, op } of operations) {
      expect(op.summary, at).toBeTruthy();
      expect(
        Object.keys(op.responses).some((code) => /^2\d\d$/.test(code)),
        at,
      ).toBe(true);
      expect(
        Object.keys(op.responses).some((code) => /^4\d\d$/.test(code)),
        at,
      ).toBe(true);
    }
  });

  it('has no ambiguous paths but the known pairs that SPEC itself names (no-ambiguous-paths)', () => {
    const paths = Object.keys(doc.paths).sort();
    const pairs = paths.flatMap((a, i) =>
      paths
        .slice(i + 1)
        .filter((b) => ambiguous(a, b))
        .map((b) => `${a} ~ ${b}`),
    );
    expect(pairs).toEqual(KNOWN_AMBIGUOUS);
  });

  it('tells ambiguous paths from ones where a literal wins', () => {
    expect(ambiguous('/a/user/{id}', '/a/{id}/pdf')).toBe(true);
    expect(ambiguous('/a/user', '/a/{id}')).toBe(false);
    expect(ambiguous('/a/{id}', '/a/{id}/pdf')).toBe(false);
    expect(ambiguous('/a/b/{id}', '/a/c/{id}')).toBe(false);
  });
});
