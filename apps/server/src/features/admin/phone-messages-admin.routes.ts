import type { FastifyInstance } from 'fastify';
import { adminConsoleEndpoints } from '@kt/contract/admin/console.endpoints';
import { phoneMessagesPageSize, type PhoneMessage } from '@kt/contract/admin/phone-messages';
import { handle } from '../../platform/http/endpoint-routes.ts';
import type { Messages } from '../../platform/messages/message-queue.ts';
import type { PhoneMessageRow, PhoneMessagesAdminRepo } from './phone-messages-admin.repo.ts';

/** A sign-in code's text with the code hidden: the admin sees that it went, never the code. */
export function maskCode(text: string, code: string | undefined): string {
  if (!code) return text.replace(/\d{4,}/g, (digits) => '•'.repeat(digits.length));
  return text.split(code).join('•'.repeat(code.length));
}

const phoneMessageEntry = (row: PhoneMessageRow): PhoneMessage => ({
  id: row.id,
  channel: row.channel as PhoneMessage['channel'],
  to: row.toE164,
  kind: row.kind as PhoneMessage['kind'],
  text: row.kind === 'otp' ? maskCode(row.text, row.params[0]) : row.text,
  state: row.state as PhoneMessage['state'],
  attempts: row.attempts,
  order_number: row.orderNumber,
  provider_answer: row.providerAnswer ?? '',
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** SMS and WhatsApp as the admin sees them (issue 27): by channel and state with the provider's answer, and today's SMS budget. */
export function phoneMessagesAdminHandlers(app: FastifyInstance, deps: { repo: PhoneMessagesAdminRepo; messages: Messages }) {
  handle(app, adminConsoleEndpoints.adminPhoneMessages, async (request) => {
    const { channel, state, page } = request.query;
    const [rows, usage] = await Promise.all([deps.repo.page({ channel, state }, page, phoneMessagesPageSize), deps.messages.smsUsedToday()]);
    return {
      items: rows.slice(0, phoneMessagesPageSize).map(phoneMessageEntry),
      has_more: rows.length > phoneMessagesPageSize,
      sms_budget: { day: usage.day, used: usage.used, budget: deps.messages.smsDailyBudget },
      channels: deps.messages.modes,
    };
  });
}
