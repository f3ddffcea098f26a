import type { EventMessageKind } from '@kt/contract/phone/message-kinds';
import { otpRules } from '@kt/contract/limits';
import { defineTexts } from '@kt/contract/i18n/catalogue';

type KindText = { label: string; hint: string };

/**
 * Words of the profile's 'Mobile sign-in' and 'Messages' sections (issue 27; ours, English until
 * the Hindi catalogue). The server's answers and refusals come from the contract's phoneMessages.
 */
export const phoneTexts = defineTexts('web/features/accounts/message-texts', 'phoneTexts', {
  mobile: {
    heading: 'Mobile sign-in',
    lead: 'Sign in with your mobile number and a code we send you, as well as with your e-mail and password.',
    numberLabel: 'Sign-in number',
    notAdded: 'Not added',
    add: 'Add mobile number',
    change: 'Change',
    numberField: 'Mobile number',
    sendCode: 'Send code',
    sendingCode: 'Sending…',
    codeField: 'Code',
    /** Under the code field: where the code went. */
    codeHint: (number: string) => `The ${otpRules.codeDigits}-digit code we sent to ${number}.`,
    verify: 'Verify',
    verifying: 'Verifying…',
    resend: 'Send the code again',
    resendIn: (seconds: number) => `Send again in ${seconds} s`,
    otherNumber: 'Use another number',
    cancel: 'Cancel',
  },
  preferences: {
    heading: 'Messages',
    lead: 'Choose how we tell you about your pickups. Sign-in codes are always sent.',
    loading: 'Loading your message choices',
    whatsappConsent: 'Send me WhatsApp messages',
    /** Beside the consent switch while it is on: when it was given. */
    whatsappSince: (day: string) => `On since ${day}`,
    whatsappOffHint: 'We send nothing by WhatsApp until you turn this on. You can turn it off here at any time, or reply STOP.',
    caption: 'Which messages you get, by SMS, WhatsApp and e-mail',
    message: 'Message',
    channels: { sms: 'SMS', whatsapp: 'WhatsApp', email: 'E-mail' },
    /** A switch's name for screen readers: 'SMS: Pickup accepted'. */
    switchLabel: (channel: string, kind: string) => `${channel}: ${kind}`,
    noEmail: 'Your account has no e-mail address, so we send nothing by e-mail.',
    save: 'Save message choices',
    saving: 'Saving…',
  },
  /** The messages a person can choose, by kind (packages/contract/src/phone/message-kinds.ts). */
  kinds: {
    booked: { label: 'Pickup booked', hint: 'When your pickup request reaches the dealer' },
    accepted: { label: 'Pickup accepted', hint: 'With the pickup code to give at the door' },
    cancelled_by_dealer: { label: 'Cancelled by the dealer', hint: 'When the dealer cancels your pickup' },
    reminder: { label: 'Pickup reminder', hint: 'The evening before your pickup' },
    completed: { label: 'Pickup completed', hint: 'With the amount paid and your receipt' },
    new_pickup: { label: 'New pickup request', hint: 'With the date, time slot, pincode and items' },
    cancelled_by_customer: { label: 'Cancelled by the customer', hint: 'When a customer cancels a pickup' },
    inquiry: { label: 'New inquiry', hint: 'When someone asks about an item on your marketplace page' },
    document_decision: { label: 'Documents checked', hint: 'When your documents are verified or rejected' },
    area_decision: { label: 'Area request decided', hint: 'When a pincode you asked to serve is approved or rejected' },
    pickup_unanswered: { label: 'Pickup not answered', hint: 'When a dealer has not answered your pickup request in time' },
    reschedule_request: { label: 'New date asked by the dealer', hint: 'When the dealer asks to move your pickup, with the reason' },
    reschedule_decision: { label: 'New date answered by the dealer', hint: 'When the dealer accepts or declines the new date you asked for' },
    no_show_reported: { label: 'Missed pickup reported', hint: 'When a customer reports that nobody came, and what they chose' },
    reschedule_reply: { label: 'New date answered by the customer', hint: 'When a customer accepts or declines the date you proposed' },
    commission_decision: { label: 'Commission payment checked', hint: 'When a UTR you submitted for your commission is verified or rejected' },
    dispute_closed: { label: 'Problem report decided', hint: 'When an admin decides a problem you reported with a pickup' },
    dispute_opened: { label: 'Pickup reported', hint: 'When a customer reports a problem with one of your pickups' },
    dispute_decided: { label: 'Report on your pickup decided', hint: "When an admin decides a customer's report on your pickup" },
  } satisfies Record<EventMessageKind, KindText>,
} as const);
