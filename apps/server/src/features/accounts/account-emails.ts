import { defineTexts } from '@kt/contract/i18n/catalogue';
import type { MailMessage } from '../../platform/mail/mailer.ts';

/** The account mails' words (issue 29: account-emails.hi.ts), in the recipient account's language. */
export const accountEmailTexts = defineTexts('server/features/accounts/account-emails', 'accountEmailTexts', {
  greeting: (username: string) => `Hello ${username},`,
  verification: {
    subject: (siteName: string) => `Verify your e-mail for ${siteName}`,
    body: (siteName: string) => `Please confirm your e-mail address to activate your ${siteName} account.`,
    action: 'Verify e-mail',
    footer: 'The link works once and expires in 24 hours. If you did not sign up, ignore this mail.',
  },
  passwordReset: {
    subject: (siteName: string) => `Reset your ${siteName} password`,
    body: 'We received a request to reset your password.',
    action: 'Reset password',
    footer: 'The link works once and expires in 1 hour. If you did not ask for it, ignore this mail: your password stays as it is.',
  },
  passwordSet: {
    subject: (siteName: string) => `Choose your ${siteName} password`,
    body: (siteName: string) =>
      `Your e-mail address is verified. Before that, it was used for more than one sign-up, or asked about without the account's password, so we kept no password for your ${siteName} account. Choose your password with this link, then sign in.`,
    action: 'Choose password',
    footer: 'The link works once and expires in 1 hour. After that, use Forgot Password on the sign-in page to get a new one.',
  },
  employeeVerification: {
    subject: (siteName: string) => `Confirm your e-mail for ${siteName}`,
    body: (siteName: string, dealerName: string) =>
      `${dealerName} added you as an employee on ${siteName}. Please confirm your e-mail address to activate your account; then sign in on the Dealer sign-in with the password ${dealerName} gave you.`,
    action: 'Verify e-mail',
    footer: 'The link works once and expires in 24 hours. If you do not work for this dealer, ignore this mail.',
  },
});
const t = accountEmailTexts;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(siteName: string, greeting: string, body: string, action: string, link: string, footer: string) {
  const text = `${greeting}\n\n${body}\n\n${action}: ${link}\n\n${footer}\n\n${siteName}`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2933;max-width:560px">
<p>${escape(greeting)}</p><p>${escape(body)}</p>
<p><a href="${escape(link)}" style="display:inline-block;background:#3b7d17;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escape(action)}</a></p>
<p style="color:#52606d;font-size:14px">${escape(footer)}<br>${escape(link)}</p><p>${escape(siteName)}</p></body></html>`;
  return { text, html };
}

/** The web app's verification page (spec 2.4), which calls the API with the token. */
export const verificationLink = (publicUrl: string, utype: 'customer' | 'dealer', token: string) =>
  `${publicUrl}/v3/api/email-verify/${utype}/Frontend/?token=${token}`;

/** The web app's reset page (spec 2.4); it also sets the first password of an account that has none. */
export const resetLink = (publicUrl: string, utype: 'customer' | 'dealer', userId: number, token: string) =>
  `${publicUrl}/v3/api/password-reset-confirm/${utype}/${userId}/${token}/Frontend`;

export function verificationEmail(siteName: string, to: string, username: string, link: string): MailMessage {
  return {
    to,
    subject: t.verification.subject(siteName),
    ...layout(siteName, t.greeting(username), t.verification.body(siteName), t.verification.action, link, t.verification.footer),
  };
}

export function passwordResetEmail(siteName: string, to: string, username: string, link: string): MailMessage {
  return {
    to,
    subject: t.passwordReset.subject(siteName),
    ...layout(siteName, t.greeting(username), t.passwordReset.body, t.passwordReset.action, link, t.passwordReset.footer),
  };
}

/**
 * After an address claimed by more than one sign-up (or without its pending password) is
 * verified: the account has no password until its owner, who holds this inbox, chooses one.
 */
export function passwordSetEmail(siteName: string, to: string, username: string, link: string): MailMessage {
  return {
    to,
    subject: t.passwordSet.subject(siteName),
    ...layout(siteName, t.greeting(username), t.passwordSet.body(siteName), t.passwordSet.action, link, t.passwordSet.footer),
  };
}

/** To a new employee: their dealer registered them, and the account works once this address is confirmed. */
export function employeeVerificationEmail(siteName: string, to: string, username: string, dealerName: string, link: string): MailMessage {
  return {
    to,
    subject: t.employeeVerification.subject(siteName),
    ...layout(
      siteName,
      t.greeting(username),
      t.employeeVerification.body(siteName, dealerName),
      t.employeeVerification.action,
      link,
      t.employeeVerification.footer,
    ),
  };
}
