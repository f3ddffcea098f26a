import { adminPasswordRules } from './password-rules.ts';
import { defineTexts } from '../i18n/catalogue.ts';

/**
 * The admin console's own server texts (failed messages, the test mail, the first admin's
 * password): only the server and the console's lazy chunks read them. Kept apart from
 * messages.ts, which every public page loads first and whose size the bundle budget counts.
 */
export const consoleMessages = defineTexts('contract/admin/console-messages', 'consoleMessages', {
  // failed messages (mail that failed beyond its retries)
  failedMailNotFound: 'No failed message with this id: it was sent again already, or it is too old.',
  failedMailIdInvalid: 'Not a message id.',
  failedMailRetried: 'The message is queued again and goes out in a moment.',
  // getting started: the test mail
  testMailQueued: 'A test mail is on its way to your e-mail address.',
  testMailSubject: 'Test mail from the admin console',
  /** {name}: the admin's name. */
  testMailGreeting: 'Hello {name},',
  testMailIntro: 'You asked the admin console for a test mail. It arrived, so the site can reach people by mail.',
  testMailSentAtLabel: 'Sent',
  testMailAction: 'Open the admin console',
  // the first admin's password
  passwordChangeRequired: 'Choose a new password first: the admin console opens once it is changed.',
  passwordChangeInvalid: 'Please correct the marked fields.',
  currentPasswordRequired: 'Enter your current password.',
  currentPasswordWrong: 'That is not your current password.',
  adminPasswordTooShort: `The new password must have at least ${adminPasswordRules.minLength} characters.`,
  adminPasswordTooLong: `The new password must have at most ${adminPasswordRules.maxLength} characters.`,
  newPasswordsDiffer: 'The two new passwords are not the same.',
  newPasswordSameAsCurrent: 'Choose a password different from your current one.',
  passwordChanged: 'Your password is changed. The admin console is open.',
} as const);
