/**
 * What the product tells its users by SMS, WhatsApp or e-mail (issue 27). Each kind is one
 * provider template (a DLT template id on SMS, an approved utility template on WhatsApp).
 */
export const messageChannels = ['sms', 'whatsapp', 'email'] as const;
export type MessageChannel = (typeof messageChannels)[number];
/** The channels a one-time code or an order message can go by, beside e-mail. */
export const phoneChannels = ['sms', 'whatsapp'] as const;
export type PhoneChannel = (typeof phoneChannels)[number];

/** Order and account events, by who receives them. */
export const customerMessageKinds = ['booked', 'accepted', 'cancelled_by_dealer', 'reminder', 'completed', 'pickup_unanswered', 'reschedule_request', 'reschedule_decision', 'dispute_closed'] as const;
export const dealerMessageKinds = ['new_pickup', 'cancelled_by_customer', 'inquiry', 'document_decision', 'area_decision', 'no_show_reported', 'reschedule_reply', 'dispute_opened', 'dispute_decided', 'commission_decision'] as const;
export const eventMessageKinds = [...customerMessageKinds, ...dealerMessageKinds] as const;
export type EventMessageKind = (typeof eventMessageKinds)[number];
/** Sign-in codes are always sent, whatever the preferences say. */
export const messageKinds = ['otp', ...eventMessageKinds] as const;
export type MessageKind = (typeof messageKinds)[number];

export type MessagePreferenceChoice = Record<MessageChannel, EventMessageKind[]>;

/** Without a choice of their own: every event by SMS and e-mail, nothing by WhatsApp until they opt in. */
export const defaultMessagePreferences: MessagePreferenceChoice = {
  sms: [...eventMessageKinds],
  whatsapp: [...eventMessageKinds],
  email: [...eventMessageKinds],
};
