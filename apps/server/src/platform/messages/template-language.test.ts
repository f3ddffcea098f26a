import { describe, expect, it } from 'vitest';
import { whatsAppTemplateBody } from './whatsapp-cloud-sender.ts';

const settings = { templates: { otp: 'kt_otp', booked: 'kt_booked' } as never, language: 'en_US' };
const message = { id: 'm1', channel: 'whatsapp', to: '+919812345670', kind: 'booked', params: ['KTO1', '1 Dec 2026', '8am - 1pm', 'https://kt.example'], text: '' } as const;

describe("a WhatsApp template's language (issue 29)", () => {
  it("sends an English message with the configured language code and a Hindi one with 'hi'", () => {
    expect(whatsAppTemplateBody({ ...message, params: [...message.params] }, settings).template.language).toEqual({ code: 'en_US' });
    expect(whatsAppTemplateBody({ ...message, params: [...message.params], language: 'en' }, settings).template.language).toEqual({ code: 'en_US' });
    expect(whatsAppTemplateBody({ ...message, params: [...message.params], language: 'hi' }, settings).template).toMatchObject({ name: 'kt_booked', language: { code: 'hi' } });
  });
});
