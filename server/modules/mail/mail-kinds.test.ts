import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAIL_KIND_LABELS, mailKindLabel } from '../../../common/schemas/mail';

/** The `kind` of every queueMail call in the server's modules, as written (literal or constant). */
function queuedKinds(): string[] {
  const root = path.resolve(import.meta.dirname, '..');
  const kinds: string[] = [];
  for (const dir of readdirSync(root))
    for (const file of readdirSync(path.join(root, dir))) {
      if (!file.endsWith('.ts') || file.includes('.test.')) continue;
      const text = readFileSync(path.join(root, dir, file), 'utf8');
      for (const call of text.split('queueMail(deps, {').slice(1)) {
        const kind = /kind: ([^,\n]+)/.exec(call)?.[1]?.trim() ?? '';
        const constant = /^[A-Z_]+$/.test(kind) ? new RegExp(`${kind} = '([a-z_]+)'`).exec(text)?.[1] : null;
        kinds.push(constant ?? kind.replace(/'/g, ''));
      }
    }
  return kinds;
}

describe('mail kinds', () => {
  it('labels every kind the server queues', () => {
    const kinds = queuedKinds();
    expect(kinds.length).toBeGreaterThanOrEqual(8);
    for (const kind of kinds) expect(Object.keys(MAIL_KIND_LABELS), kind).toContain(kind);
  });
  it('shows an unknown stored kind as it is', () => {
    expect(mailKindLabel('contact_request')).toBe('Coach contact request');
    expect(mailKindLabel('legacy_kind')).toBe('legacy_kind');
  });
});
