import { z } from 'zod';

export const NAME_TEXT_MESSAGES = {
  control: 'A name cannot contain line breaks, tabs or control characters',
  markup: 'A name cannot contain a web address or markup such as < or >',
} as const;

/** C0/C1 controls, line and paragraph separators, and the direction overrides that reorder text. */
const CONTROL = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
/** A link or tag: it would read as one in an email or a label; a name never needs it. */
const MARKUP =
  /[<>]|[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+\.(com|net|org|io|co|info|biz|xyz|ru|me|app|link)\b/i;

/** Why a name cannot be kept as written, or null. */
export function nameProblem(name: string): string | null {
  if (CONTROL.test(name)) return NAME_TEXT_MESSAGES.control;
  if (MARKUP.test(name)) return NAME_TEXT_MESSAGES.markup;
  return null;
}

/**
 * A person's name (athlete, coach, staff, sign-up): trimmed, required, at most `max` characters,
 * and plain text, so it reads the same in an email subject, a label or a page.
 */
export const ZName = (required: string, max: number, tooLong = `A name is at most ${max} characters`) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .superRefine((name, ctx) => {
      const problem = nameProblem(name);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** Text for one line (an email subject, a label): controls and separators become spaces. */
export const oneLine = (text: string) =>
  text.replace(new RegExp(CONTROL.source, 'gu'), ' ').replace(/\s+/g, ' ').trim();
