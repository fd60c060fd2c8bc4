import { escapeHtml } from '../../../common/escape-html';
import { oneLine } from '../../../common/schemas/names';

/** Every email's shape: the product's name, one message, one link, a footer without a postal address. */
export interface MailContent {
  subject: string;
  /** Plain-text paragraphs, in order. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Set on every message that is not transactional: where the athlete turns these off. */
  unsubscribeUrl?: string;
  /** The account's email preference page, named beside the unsubscribe link. */
  preferencesUrl?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

const PRODUCT = 'FitScout';

function footerLines(content: MailContent): string[] {
  const lines = [`${PRODUCT}: honest, explainable college-sports matching.`];
  lines.push(
    content.unsubscribeUrl
      ? `You get this email because you have a ${PRODUCT} account. Turn these emails off: ${content.unsubscribeUrl}`
      : `You get this email because of an action on your ${PRODUCT} account. If it was not you, you can ignore it.`,
  );
  if (content.preferencesUrl) lines.push(`Choose which emails you get: ${content.preferencesUrl}`);
  return lines;
}

export function renderMail(content: MailContent): RenderedMail {
  const footer = footerLines(content);
  const text = [
    PRODUCT,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '--',
    ...footer,
    '',
  ].join('\n');

  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#111827;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:13px;color:#4b5563">Or open this link: <a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#111827">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="font-weight:800;letter-spacing:0.04em;margin:0 0 24px">FIT<span style="color:#16a34a">SCOUT</span></p>
${content.paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${button}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:32px 0 16px">
${footer.map((l) => `<p style="font-size:12px;color:#6b7280;margin:4px 0">${escapeHtml(l)}</p>`).join('\n')}
</div>
</body></html>`;

  const headers: Record<string, string> = {};
  if (content.unsubscribeUrl) {
    headers['List-Unsubscribe'] = `<${content.unsubscribeUrl}>`;
    // RFC 8058: one click from the mail client, with no page to confirm.
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  // A name written before names were checked may still hold a line break: the subject stays one line.
  return { subject: oneLine(content.subject), text, html, headers };
}
