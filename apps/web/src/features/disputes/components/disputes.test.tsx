import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Dispute } from '@kt/contract/disputes/disputes';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import * as routes from '@kt/contract/routes';
import { Toaster } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { refuse, stubEndpoint } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { backToEnglish, inLanguage } from '../../../test/in-language.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { disputeTexts as t } from '../texts.ts';
import { AdminDisputes } from './admin-disputes.tsx';
import { DisputeView } from './dispute-view.tsx';
import { disputeMessages } from '@kt/contract/disputes/dispute-messages';

function makeDispute(overrides: Partial<Dispute> = {}): Dispute {
  return {
    id: 5,
    order_number: 'KTO00000012',
    reason: 'wrong_weight',
    note: 'The scale read 2.5 kg; we had 4 kg.',
    photo: null,
    status: 'Open',
    answer: null,
    answered_at: null,
    outcome_reason: null,
    adjustment_amount: null,
    created_at: '2026-11-20T08:35:00.000Z',
    decided_at: null,
    paid_amount: '30.00',
    completed_at: '2026-11-20T06:00:00.000Z',
    customer: { name: 'Asha Verma', KT_ID: 'KTC000004' },
    dealer: { name: 'Shyam Kabadiwala', KT_ID: 'KTD000002' },
    ...overrides,
  };
}

/** The receipt's completion time the report form reads: an hour ago unless said. */
function stubCompletedAt(completedAt = new Date(Date.now() - 60 * 60 * 1000).toISOString()) {
  stubEndpoint(routes.orderReceipt, () => ({
    order_number: 'KTO00000012',
    completed_at: completedAt,
    pickup_date: '2026-11-20',
    pickup_time: '8am - 1pm',
    customer: { name: 'Asha Verma', kt_id: 'KTC000004', address: '7 Test Lane', account_type: 'Personal', pincode: '282001' },
    dealer: { name: 'Shyam Kabadiwala', kt_id: 'KTD000002', mobile_number: '9876543210' },
    items: [],
    total_amount: '30.00',
    adjustment_amount: null,
    payment_method: 'cash' as const,
    payment_reference: null,
    scale_photo: false,
    commission_amount: null,
  }));
}

function renderView(accountType: 'Personal' | 'Kabadi') {
  browserStorage.setAuth(makeAuthRecord(accountType));
  return renderPage(
    <>
      <DisputeView orderNumber="KTO00000012" />
      <Toaster />
    </>,
  );
}

describe('DisputeView (issue 28)', () => {
  it("sends the customer's report with the reason and note, then shows it", async () => {
    let stored: Dispute | null = null;
    stubEndpoint(routes.orderDispute, () => stored ?? refuse(404));
    stubCompletedAt();
    const sent = stubEndpoint(routes.openDispute, ({ form }) => {
      stored = makeDispute({ reason: form?.get('reason') as Dispute['reason'], note: String(form?.get('note')) });
      return stored;
    });
    renderView('Personal');
    fireEvent.click(await screen.findByRole('radio', { name: t.reasons.wrong_price }));
    fireEvent.change(screen.getByRole('textbox', { name: t.noteLabel }), { target: { value: 'Rate was Rs 10, not Rs 12.' } });
    fireEvent.click(screen.getByRole('button', { name: t.send }));
    await waitFor(() => expect(sent.calls).toHaveLength(1));
    expect(sent.calls[0]?.form?.get('reason')).toBe('wrong_price');
    expect(await screen.findByText(disputeMessages.opened)).toBeTruthy();
    expect(await screen.findByText('Rate was Rs 10, not Rs 12.')).toBeTruthy();
  });

  it('asks for the reason before sending', async () => {
    stubEndpoint(routes.orderDispute, () => refuse(404));
    stubCompletedAt();
    const sent = stubEndpoint(routes.openDispute, () => makeDispute());
    renderView('Personal');
    fireEvent.change(await screen.findByRole('textbox', { name: t.noteLabel }), { target: { value: 'Short.' } });
    fireEvent.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText(disputeMessages.reasonInvalid)).toBeTruthy();
    expect(sent.calls).toHaveLength(0);
  });

  it('says the window has passed instead of offering the form 48 hours after completion', async () => {
    stubEndpoint(routes.orderDispute, () => refuse(404));
    stubCompletedAt(new Date(Date.now() - 49 * 60 * 60 * 1000).toISOString());
    renderView('Personal');
    expect(await screen.findByText(t.windowClosed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.send })).toBeNull();
  });

  it('lets the dealer answer an open report once', async () => {
    let dispute = makeDispute();
    stubEndpoint(routes.orderDispute, () => dispute);
    const answered = stubEndpoint(routes.answerDispute, ({ json }) => {
      dispute = makeDispute({ answer: json?.answer ?? null });
      return dispute;
    });
    renderView('Kabadi');
    fireEvent.change(await screen.findByRole('textbox', { name: t.answerLabel }), { target: { value: 'Weighed in front of you.' } });
    fireEvent.click(screen.getByRole('button', { name: t.sendAnswer }));
    await waitFor(() => expect(answered.calls).toHaveLength(1));
    expect(await screen.findByText('Weighed in front of you.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: t.answerLabel })).toBeNull());
  });
});

describe('AdminDisputes (issue 28)', () => {
  it('upholds a report with the adjustment typed in rupees, sent in paise', async () => {
    browserStorage.setAuth(makeAuthRecord('Admin'));
    let open = [makeDispute()];
    stubEndpoint(adminRoutes.adminDisputes, () => open);
    const closed = stubEndpoint(adminRoutes.adminCloseDispute, () => {
      open = [];
      return makeDispute({ status: 'Upheld', adjustment_amount: '12.50', paid_amount: '42.50' });
    });
    renderPage(
      <>
        <AdminDisputes />
        <Toaster />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: t.upholdLabel('KTO00000012') }));
    const dialog = await screen.findByRole('dialog', { name: t.closeTitle('KTO00000012') });
    fireEvent.change(within(dialog).getByRole('textbox', { name: t.adjustmentLabel }), { target: { value: '12.50' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: t.reasonLabel }), { target: { value: 'The photo shows 3.54 kg.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.decide }));
    await waitFor(() => expect(closed.calls).toHaveLength(1));
    expect(closed.calls[0]?.json).toEqual({ outcome: 'upheld', reason: 'The photo shows 3.54 kg.', adjustment_paise: 1250 });
    expect(await screen.findByText(t.adminEmpty)).toBeTruthy();
  });
});

describe('DisputeView in Hindi (issue 29)', () => {
  afterEach(backToEnglish);

  it('shows the report, its reason, status and amounts in Hindi, with ₹', async () => {
    await inLanguage('hi');
    stubEndpoint(routes.orderDispute, () => makeDispute({ status: 'Upheld', adjustment_amount: '12.50', paid_amount: '42.50', outcome_reason: 'तराज़ू की फ़ोटो में 3.54 किलो है।' }));
    renderView('Kabadi');
    expect(await screen.findByText('क्या गलत हुआ')).toBeTruthy();
    expect(screen.getByText('गलत वज़न')).toBeTruthy();
    expect(screen.getByText('सही पाई गई')).toBeTruthy();
    expect(screen.getByText('अब तक भुगतान').nextElementSibling?.textContent).toBe('₹42.50');
    expect(screen.getByText('विक्रेता को समायोजन').nextElementSibling?.textContent).toBe('₹12.50');
    expect(screen.getByText('डीलर ने अभी तक जवाब नहीं दिया।')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'रसीद देखें' })).toBeTruthy();
  });
});
