import type { MailMessage } from '../../platform/mailer.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(siteName: string, greeting: string, body: string, action: string, link: string, footer: string) {
  const text = `${greeting}\n\n${body}\n\n${action}: ${link}\n\n${footer}\n\n${siteName}`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2933;max-width:560px">
<p>${escape(greeting)}</p><p>${escape(body)}</p>
<p><a href="${escape(link)}" style="display:inline-block;background:#3b7d17;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escape(action)}</a></p>
<p style="color:#52606d;font-size:14px">${escape(footer)}<br>${escape(link)}</p><p>${escape(siteName)}</p></body></html>`;
  return { text, html };
}

export function verificationEmail(siteName: string, to: string, username: string, link: string): MailMessage {
  return {
    to,
    subject: `Verify your e-mail for ${siteName}`,
    ...layout(
      siteName,
      `Hello ${username},`,
      `Please confirm your e-mail address to activate your ${siteName} account.`,
      'Verify e-mail',
      link,
      'The link works once and expires in 24 hours. If you did not sign up, ignore this mail.',
    ),
  };
}

export function passwordResetEmail(siteName: string, to: string, username: string, link: string): MailMessage {
  return {
    to,
    subject: `Reset your ${siteName} password`,
    ...layout(
      siteName,
      `Hello ${username},`,
      'We received a request to reset your password.',
      'Reset password',
      link,
      'The link works once and expires in 1 hour. If you did not ask for it, ignore this mail: your password stays as it is.',
    ),
  };
}
