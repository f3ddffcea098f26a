import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountType } from '@kt/contract/accounts/account-types';
import type { MessagePreferences } from '@kt/contract/phone/phone-fields';
import * as routes from '@kt/contract/routes';
import { Toaster } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { refuse, stubEndpoint } from '../../../test/api-stubs.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { renderPage } from '../../../test-render.tsx';
import { phoneTexts } from '../message-texts.ts';
import { AccountMessages } from './account-messages.tsx';
import { phoneMessages } from '@kt/contract/phone/phone-messages';

const t = phoneTexts;
const customerKinds = ['booked', 'accepted', 'cancelled_by_dealer', 'reminder', 'completed'] as const;

/** A customer without a verified number yet, with the defaults (SMS and e-mail on, WhatsApp not opted in). */
const withoutNumber: MessagePreferences = {
  sms: [...customerKinds],
  whatsapp: [...customerKinds],
  email: [...customerKinds],
  kinds: [...customerKinds],
  whatsapp_opted_in: false,
  whatsapp_opted_in_at: null,
  mobile_e164: null,
  has_email: true,
};
const withNumber: MessagePreferences = { ...withoutNumber, mobile_e164: '+919876543210' };

function renderMessages(accountType: AccountType = 'Personal') {
  browserStorage.setAuth(makeAuthRecord(accountType));
  return renderPage(
    <>
      <AccountMessages />
      <Toaster />
    </>,
    { path: '/sell/user/profile' },
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const switchOf = (channel: 'sms' | 'whatsapp' | 'email', kind: (typeof customerKinds)[number]) =>
  screen.getByRole('switch', { name: t.preferences.switchLabel(t.preferences.channels[channel], t.kinds[kind].label) }) as HTMLInputElement;

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('AccountMessages: the sign-in number', () => {
  it("shows 'Not added' without a verified number, and the number in +91 form once there is one", async () => {
    stubEndpoint(routes.messagePreferences, withNumber);
    stubEndpoint(routes.messagePreferences, withoutNumber, { once: true });
    const { queryClient } = renderMessages();
    const section = await screen.findByRole('region', { name: t.mobile.heading });
    expect(within(section).getByText(t.mobile.notAdded)).toBeTruthy();
    expect(within(section).getByRole('button', { name: t.mobile.add })).toBeTruthy();
    await act(() => queryClient.invalidateQueries());
    expect(await within(section).findByText('+91 98765 43210')).toBeTruthy();
    expect(within(section).getByRole('button', { name: t.mobile.change })).toBeTruthy();
  });

  it('adds a number: asks for an add_number code with the access token, then verifies the typed code and shows the number', async () => {
    stubEndpoint(routes.messagePreferences, withoutNumber);
    const codes = stubEndpoint(routes.otpRequest, { msg: phoneMessages.codeSent });
    const verifications = stubEndpoint(routes.mobileNumberVerify, () => {
      stubEndpoint(routes.messagePreferences, withNumber);
      return { msg: phoneMessages.numberVerified, mobile_e164: '+919876543210' };
    });
    renderMessages();
    fireEvent.click(await screen.findByRole('button', { name: t.mobile.add }));
    fireEvent.change(input(t.mobile.numberField), { target: { value: '98765 43210' } });
    await click(t.mobile.sendCode);

    expect(codes.calls.map((call) => call.json)).toEqual([{ mobile_number: '9876543210', purpose: 'add_number', utype: 'customer' }]);
    expect(codes.calls[0]?.headers.get('Authorization')).toBe('Bearer a');
    expect(await screen.findByText(phoneMessages.codeSent)).toBeTruthy();
    const code = input(t.mobile.codeField);
    expect(code.inputMode).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');

    fireEvent.change(code, { target: { value: '123456' } });
    await click(t.mobile.verify);
    expect(verifications.calls.map((call) => call.json)).toEqual([{ mobile_number: '9876543210', code: '123456' }]);
    expect(verifications.calls[0]?.headers.get('Authorization')).toBe('Bearer a');
    expect(await screen.findByText(phoneMessages.numberVerified, { selector: '.toast span' })).toBeTruthy();
    // Read again: the verified number shows, and the form has closed.
    expect(await screen.findByText('+91 98765 43210')).toBeTruthy();
    expect(screen.queryByLabelText(t.mobile.codeField)).toBeNull();
  });

  it("asks for a dealer's code on the dealer side", async () => {
    stubEndpoint(routes.messagePreferences, { ...withoutNumber, kinds: ['new_pickup'], sms: ['new_pickup'], email: ['new_pickup'], whatsapp: [] });
    const codes = stubEndpoint(routes.otpRequest, { msg: phoneMessages.codeSent });
    renderMessages('Kabadi');
    fireEvent.click(await screen.findByRole('button', { name: t.mobile.add }));
    fireEvent.change(input(t.mobile.numberField), { target: { value: '9123456780' } });
    await click(t.mobile.sendCode);
    expect(codes.calls[0]?.json).toEqual({ mobile_number: '9123456780', purpose: 'add_number', utype: 'dealer' });
  });

  it('refuses a number that is not a mobile number of India without asking for a code', async () => {
    stubEndpoint(routes.messagePreferences, withoutNumber);
    const codes = stubEndpoint(routes.otpRequest, { msg: phoneMessages.codeSent });
    renderMessages();
    fireEvent.click(await screen.findByRole('button', { name: t.mobile.add }));
    fireEvent.change(input(t.mobile.numberField), { target: { value: '12345' } });
    await click(t.mobile.sendCode);
    expect(screen.getByText(phoneMessages.invalidNumber, { selector: '.field__error' })).toBeTruthy();
    expect(codes.calls).toHaveLength(0);
  });

  it("shows the server's refusal of a number that belongs to another account", async () => {
    stubEndpoint(routes.messagePreferences, withoutNumber);
    stubEndpoint(routes.otpRequest, refuse(409, { code: 'CONFLICT', message: phoneMessages.numberTaken, requestId: 'r' }));
    renderMessages();
    fireEvent.click(await screen.findByRole('button', { name: t.mobile.add }));
    fireEvent.change(input(t.mobile.numberField), { target: { value: '9876543210' } });
    await click(t.mobile.sendCode);
    expect(await screen.findByText(phoneMessages.numberTaken, { selector: '.form__alert' })).toBeTruthy();
    expect(screen.queryByLabelText(t.mobile.codeField)).toBeNull();
  });

  it('keeps the code step after a wrong code, saying so', async () => {
    stubEndpoint(routes.messagePreferences, withoutNumber);
    stubEndpoint(routes.otpRequest, { msg: phoneMessages.codeSent });
    stubEndpoint(routes.mobileNumberVerify, refuse(400, { code: 'VALIDATION', message: phoneMessages.codeWrong, requestId: 'r', fields: { code: [phoneMessages.codeWrong] } }));
    renderMessages();
    fireEvent.click(await screen.findByRole('button', { name: t.mobile.add }));
    fireEvent.change(input(t.mobile.numberField), { target: { value: '9876543210' } });
    await click(t.mobile.sendCode);
    fireEvent.change(await screen.findByLabelText(t.mobile.codeField), { target: { value: '000000' } });
    await click(t.mobile.verify);
    expect(await screen.findByText(phoneMessages.codeWrong, { selector: '.field__error' })).toBeTruthy();
    expect(screen.queryByText(phoneMessages.numberVerified)).toBeNull();
  });

  it('lets a code be sent again only after 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    stubEndpoint(routes.messagePreferences, withoutNumber);
    const codes = stubEndpoint(routes.otpRequest, { msg: phoneMessages.codeSent });
    renderMessages();
    fireEvent.click(await screen.findByRole('button', { name: t.mobile.add }));
    fireEvent.change(input(t.mobile.numberField), { target: { value: '9876543210' } });
    await click(t.mobile.sendCode);
    const resend = (await screen.findByRole('button', { name: t.mobile.resendIn(30) })) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    act(() => {
      vi.advanceTimersByTime(29_000);
    });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: t.mobile.resendIn(1) }).disabled).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    await click(t.mobile.resend);
    await waitFor(() => expect(codes.calls).toHaveLength(2));
    expect(codes.calls[1]?.json).toEqual({ mobile_number: '9876543210', purpose: 'add_number', utype: 'customer' });
    expect(await screen.findByRole('button', { name: t.mobile.resendIn(30) })).toBeTruthy();
  });
});

describe('AccountMessages: message choices', () => {
  it('lists a switch per channel for each kind this account receives, WhatsApp ones disabled until the consent is on', async () => {
    stubEndpoint(routes.messagePreferences, withNumber);
    renderMessages();
    const table = await screen.findByRole('table', { name: t.preferences.caption });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + customerKinds.length);
    expect(within(table).queryByText(t.kinds.new_pickup.label)).toBeNull();
    for (const kind of customerKinds) {
      expect(switchOf('sms', kind).disabled).toBe(false);
      expect(switchOf('email', kind).disabled).toBe(false);
      expect(switchOf('whatsapp', kind).disabled).toBe(true);
    }
    expect(screen.getByText(phoneMessages.whatsappNotOptedIn)).toBeTruthy();
    expect(switchOf('whatsapp', 'accepted').getAttribute('aria-describedby')).toBe(screen.getByText(phoneMessages.whatsappNotOptedIn).id);
    // Nothing goes by WhatsApp yet, so no switch of it shows as on.
    expect(switchOf('whatsapp', 'accepted').checked).toBe(false);

    fireEvent.click(screen.getByRole('switch', { name: t.preferences.whatsappConsent }));
    for (const kind of customerKinds) expect(switchOf('whatsapp', kind).disabled).toBe(false);
    expect(switchOf('whatsapp', 'accepted').checked).toBe(true);
    expect(screen.queryByText(phoneMessages.whatsappNotOptedIn)).toBeNull();
  });

  it('saves the whole choice with the consent and says so', async () => {
    stubEndpoint(routes.messagePreferences, withNumber);
    const saves = stubEndpoint(routes.updateMessagePreferences, ({ json }) => ({
      ...withNumber,
      sms: json?.sms as MessagePreferences['sms'],
      whatsapp: json?.whatsapp as MessagePreferences['whatsapp'],
      email: json?.email as MessagePreferences['email'],
      whatsapp_opted_in: true,
      whatsapp_opted_in_at: '2026-11-21T09:30:00.000Z',
    }));
    renderMessages();
    fireEvent.click(await screen.findByRole('switch', { name: t.preferences.whatsappConsent }));
    fireEvent.click(switchOf('sms', 'booked'));
    fireEvent.click(switchOf('email', 'reminder'));
    fireEvent.click(switchOf('whatsapp', 'completed'));
    await click(t.preferences.save);

    expect(saves.calls.map((call) => call.json)).toEqual([
      {
        sms: ['accepted', 'cancelled_by_dealer', 'reminder', 'completed'],
        whatsapp: ['booked', 'accepted', 'cancelled_by_dealer', 'reminder'],
        email: ['booked', 'accepted', 'cancelled_by_dealer', 'completed'],
        whatsapp_opt_in: true,
      },
    ]);
    expect(saves.calls[0]?.headers.get('Authorization')).toBe('Bearer a');
    expect(await screen.findByText(phoneMessages.preferencesSaved, { selector: '.toast span' })).toBeTruthy();
    expect(screen.getByText(t.preferences.whatsappSince('21 Nov 2026'))).toBeTruthy();
    expect(switchOf('sms', 'booked').checked).toBe(false);
    expect(switchOf('whatsapp', 'completed').checked).toBe(false);
  });

  it('disables the save button while saving', async () => {
    stubEndpoint(routes.messagePreferences, withNumber);
    let answer: (() => void) | undefined;
    const saves = stubEndpoint(
      routes.updateMessagePreferences,
      () =>
        new Promise<MessagePreferences>((resolve) => {
          answer = () => resolve(withNumber);
        }),
    );
    renderMessages();
    fireEvent.click(await screen.findByRole('button', { name: t.preferences.save }));
    const busy = (await screen.findByRole('button', { name: t.preferences.saving })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    fireEvent.click(busy);
    await waitFor(() => expect(answer).toBeDefined());
    await act(async () => answer?.());
    expect(await screen.findByText(phoneMessages.preferencesSaved, { selector: '.toast span' })).toBeTruthy();
    expect(saves.calls).toHaveLength(1);
  });

  it("shows when WhatsApp was turned on, and sends the opt-out when it is turned off", async () => {
    stubEndpoint(routes.messagePreferences, { ...withNumber, whatsapp_opted_in: true, whatsapp_opted_in_at: '2026-11-21T09:30:00.000Z' });
    const saves = stubEndpoint(routes.updateMessagePreferences, withNumber);
    renderMessages();
    expect(await screen.findByText('On since 21 Nov 2026')).toBeTruthy();
    const consent = screen.getByRole('switch', { name: t.preferences.whatsappConsent }) as HTMLInputElement;
    expect(consent.checked).toBe(true);
    fireEvent.click(consent);
    expect(switchOf('whatsapp', 'booked').disabled).toBe(true);
    await click(t.preferences.save);
    // The WhatsApp choice is kept for when it is turned on again.
    expect(saves.calls[0]?.json).toEqual({ sms: [...customerKinds], whatsapp: [...customerKinds], email: [...customerKinds], whatsapp_opt_in: false });
  });

  it('disables SMS and WhatsApp, and the consent, without a verified number, saying why', async () => {
    stubEndpoint(routes.messagePreferences, withoutNumber);
    renderMessages();
    await screen.findByRole('table', { name: t.preferences.caption });
    const note = screen.getByText(phoneMessages.noVerifiedNumber);
    for (const kind of customerKinds) {
      expect(switchOf('sms', kind).disabled).toBe(true);
      expect(switchOf('whatsapp', kind).disabled).toBe(true);
      expect(switchOf('email', kind).disabled).toBe(false);
      expect(switchOf('sms', kind).getAttribute('aria-describedby')).toBe(note.id);
    }
    expect((screen.getByRole('switch', { name: t.preferences.whatsappConsent }) as HTMLInputElement).disabled).toBe(true);
  });

  it('disables the e-mail switches of an account without an e-mail address', async () => {
    stubEndpoint(routes.messagePreferences, { ...withNumber, has_email: false, email: [] });
    renderMessages();
    await screen.findByRole('table', { name: t.preferences.caption });
    for (const kind of customerKinds) {
      expect(switchOf('email', kind).disabled).toBe(true);
      expect(switchOf('sms', kind).disabled).toBe(false);
    }
    expect(screen.getByText(t.preferences.noEmail)).toBeTruthy();
  });

  it("tells a failed save in the server's words and keeps the choice", async () => {
    stubEndpoint(routes.messagePreferences, withNumber);
    stubEndpoint(routes.updateMessagePreferences, refuse(400, { code: 'VALIDATION', message: phoneMessages.whatsappNotOptedIn, requestId: 'r' }));
    renderMessages();
    fireEvent.click(await screen.findByRole('switch', { name: t.preferences.whatsappConsent }));
    await click(t.preferences.save);
    expect(await screen.findByText(phoneMessages.whatsappNotOptedIn, { selector: '.toast span' })).toBeTruthy();
    expect((screen.getByRole('switch', { name: t.preferences.whatsappConsent }) as HTMLInputElement).checked).toBe(true);
  });
});
