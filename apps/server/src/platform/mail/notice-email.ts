import { siteName } from '@kt/contract/site';
import type { MailMessage } from './mailer.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type Notice = {
  to: string;
  subject: string;
  greeting: string;
  intro: string;
  /** Label and value pairs shown as a table (and as 'Label: value' lines in the text part). */
  rows: readonly (readonly [string, string])[];
  action?: { label: string; link: string };
};

/** A plain notification mail (new order, status change, inquiry): what happened and the facts. */
export function noticeEmail(notice: Notice): MailMessage {
  const lines = notice.rows.map(([label, value]) => `${label}: ${value}`);
  const text = [
    notice.greeting,
    '',
    notice.intro,
    '',
    ...lines,
    ...(notice.action ? ['', `${notice.action.label}: ${notice.action.link}`] : []),
    '',
    siteName,
  ].join('\n');
  const rows = notice.rows
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0;color:#52606d;font-weight:600;vertical-align:top">${escape(label)}</th><td style="padding:4px 0">${escape(value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('');
  const action = notice.action
    ? `<p><a href="${escape(notice.action.link)}" style="display:inline-block;background:#3b7d17;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escape(notice.action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2933;max-width:560px">
<p>${escape(notice.greeting)}</p><p>${escape(notice.intro)}</p><table>${rows}</table>${action}<p>${escape(siteName)}</p></body></html>`;
  return { to: notice.to, subject: notice.subject, text, html };
}
