import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import type { PhoneMessage, PhoneMessageList } from '@kt/contract/admin/phone-messages';
import { messages } from '@kt/contract/messages';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { paths } from '../../../lib/paths.ts';
import { adminAuthRecord } from '../../../test-support.ts';
import { refuse, stubEndpoint } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { adminRecordsTexts } from '../texts.ts';
import { PhoneMessages } from './phone-messages.tsx';

const t = adminRecordsTexts.phoneMessages;

const failedSms: PhoneMessage = {
  id: '3f0c9a52-7d1e-4b8a-9c4f-0e2d6b1a5c73',
  channel: 'sms',
  to: '+919876543210',
  kind: 'accepted',
  text: 'Pickup KTO00000012 is accepted for 21 Nov 2026, 8am - 1pm. Your pickup code is 4821: give it to the dealer at the door. http://localhost:3000/sell/user/pickup',
  state: 'failed',
  attempts: 3,
  order_number: 'KTO00000012',
  provider_answer: '400 {"type":"error","message":"Invalid mobile number"}',
  created_at: '2026-11-20T04:30:00.000Z',
  updated_at: '2026-11-20T04:35:00.000Z',
};
const sentWhatsapp: PhoneMessage = {
  ...failedSms,
  id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  channel: 'whatsapp',
  to: '+919123456780',
  kind: 'otp',
  text: '****** is your code.',
  state: 'sent',
  attempts: 1,
  order_number: null,
  provider_answer: '',
};

function listOf(items: PhoneMessage[], hasMore = false): PhoneMessageList {
  return {
    items,
    has_more: hasMore,
    sms_budget: { day: '2026-11-20', used: 12, budget: 2000 },
    channels: { sms: 'provider', whatsapp: 'outbox' },
  };
}

function renderList(url: string = paths.adminPhoneMessages) {
  browserStorage.setAuth(adminAuthRecord);
  return renderPage(<PhoneMessages />, { path: paths.adminPhoneMessages, url });
}

const cards = () => within(screen.getByRole('list', { name: t.listLabel })).getAllByRole('article');

describe('PhoneMessages', () => {
  it("lists each message with its time, channel, number, kind, text, state, tries, order and the provider's answer, and today's SMS budget", async () => {
    const reads = stubEndpoint(adminRoutes.adminPhoneMessages, listOf([failedSms, sentWhatsapp]));
    renderList();
    expect(await screen.findByText('SMS today: 12 of 2,000')).toBeTruthy();
    const modes = within(screen.getByRole('list', { name: t.modesLabel }));
    expect(modes.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['SMS: provider', 'WhatsApp: development outbox']);

    const [sms, whatsapp] = cards();
    const first = within(sms as HTMLElement);
    expect(first.getByRole('heading', { name: 'SMS to +91 98765 43210' })).toBeTruthy();
    expect(first.getByText(t.states.failed)).toBeTruthy();
    expect(first.getByText('20 Nov 2026, 10:00 am')).toBeTruthy();
    expect(first.getByText(t.kinds.accepted)).toBeTruthy();
    expect(first.getByText(failedSms.text)).toBeTruthy();
    expect(first.getByText('3')).toBeTruthy();
    expect(first.getByText('KTO00000012')).toBeTruthy();
    expect(first.getByText(failedSms.provider_answer)).toBeTruthy();

    const second = within(whatsapp as HTMLElement);
    expect(second.getByRole('heading', { name: 'WhatsApp to +91 91234 56780' })).toBeTruthy();
    expect(second.getByText(t.kinds.otp)).toBeTruthy();
    expect(second.getByText(t.noAnswer)).toBeTruthy();
    expect(reads.calls[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(Object.fromEntries(reads.calls[0]?.query ?? [])).toEqual({ page: '1' });
  });

  it('filters by channel and state, asking the server and keeping the filter in the address', async () => {
    const reads = stubEndpoint(adminRoutes.adminPhoneMessages, ({ query }) =>
      listOf([failedSms, sentWhatsapp].filter((message) => (!query.get('channel') || message.channel === query.get('channel')) && (!query.get('state') || message.state === query.get('state')))),
    );
    const { router } = renderList();
    expect(await screen.findAllByRole('article')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText(t.channelLabel), { target: { value: 'whatsapp' } });
    expect(await screen.findByRole('heading', { name: 'WhatsApp to +91 91234 56780' })).toBeTruthy();
    expect(cards()).toHaveLength(1);
    expect(router.state.location.search).toBe('?channel=whatsapp');

    fireEvent.change(screen.getByLabelText(t.stateLabel), { target: { value: 'failed' } });
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(router.state.location.search).toBe('?channel=whatsapp&state=failed');

    fireEvent.change(screen.getByLabelText(t.channelLabel), { target: { value: '' } });
    expect(await screen.findByRole('heading', { name: 'SMS to +91 98765 43210' })).toBeTruthy();
    expect(reads.calls.map((call) => Object.fromEntries(call.query))).toEqual([
      { page: '1' },
      { channel: 'whatsapp', page: '1' },
      { channel: 'whatsapp', state: 'failed', page: '1' },
      { state: 'failed', page: '1' },
    ]);
  });

  it('opens with the filters of the address', async () => {
    const reads = stubEndpoint(adminRoutes.adminPhoneMessages, listOf([failedSms]));
    renderList(`${paths.adminPhoneMessages}?channel=sms&state=failed`);
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    expect((screen.getByLabelText(t.channelLabel) as HTMLSelectElement).value).toBe('sms');
    expect((screen.getByLabelText(t.stateLabel) as HTMLSelectElement).value).toBe('failed');
    expect(Object.fromEntries(reads.calls[0]?.query ?? [])).toEqual({ channel: 'sms', state: 'failed', page: '1' });
  });

  it('shows the next page when the server has more', async () => {
    const reads = stubEndpoint(adminRoutes.adminPhoneMessages, ({ query }) =>
      query.get('page') === '2' ? listOf([sentWhatsapp]) : listOf([failedSms], true),
    );
    renderList();
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.showMore }));
    });
    expect(await screen.findByRole('heading', { name: 'WhatsApp to +91 91234 56780' })).toBeTruthy();
    expect(cards()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: t.showMore })).toBeNull();
    expect(reads.calls.map((call) => call.query.get('page'))).toEqual(['1', '2']);
  });

  it('says when nothing matches, and still shows the budget', async () => {
    stubEndpoint(adminRoutes.adminPhoneMessages, listOf([]));
    renderList();
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(screen.getByText('SMS today: 12 of 2,000')).toBeTruthy();
  });

  it('tells a failed load and tries again', async () => {
    stubEndpoint(adminRoutes.adminPhoneMessages, listOf([failedSms]));
    stubEndpoint(adminRoutes.adminPhoneMessages, refuse(500, { code: 'INTERNAL', message: 'x', requestId: 'r' }), { once: true });
    renderList();
    expect(await screen.findByText(messages.general.loadFailed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(1);
  });
});
