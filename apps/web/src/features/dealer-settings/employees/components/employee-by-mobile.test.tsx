import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EmployeeEntry } from '@kt/contract/dealer-settings/employees';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { Toaster } from '../../../../components/ui/toast.tsx';
import { browserStorage } from '../../../../lib/browser-storage.ts';
import { refuse, stubEndpoint } from '../../../../test/api-stubs.ts';
import { renderPage } from '../../../../test-render.tsx';
import { makeAuthRecord } from '../../../../test-support.ts';
import { employeeTexts } from '../texts.ts';
import { DealerEmployees } from './dealer-employees.tsx';
import { phoneMessages } from '@kt/contract/phone/phone-messages';

const labels = employeeTexts.mobileLabels;

/** An employee added by mobile number: no e-mail. */
const sunil: EmployeeEntry = {
  id: 5,
  KT_ID: 'KTE000005',
  username: 'Sunil',
  email: '',
  mobile_number: '9123456780',
  ProfilePic: null,
  created_at: '2026-11-21T10:00:00.000Z',
};

function renderEmployees() {
  browserStorage.setAuth(makeAuthRecord('Collector'));
  return renderPage(
    <>
      <DealerEmployees />
      <Toaster />
    </>,
    { path: '/dealer/settings/addemployee' },
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const pdf = (bytes: number) => new File([new Uint8Array(bytes)], 'aadhar.pdf', { type: 'application/pdf' });
const png = (bytes: number, name: string) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

/** Chooses 'Add by mobile number' and waits for its form. */
async function chooseMobile() {
  fireEvent.click(screen.getByRole('tab', { name: employeeTexts.methods.mobile }));
  // The form is a lazy chunk (with its texts' twins): its first load may take longer than a second on a busy machine.
  return screen.findByLabelText(labels.mobile_number, undefined, { timeout: 5000 });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: employeeTexts.submit }));
  });
}

describe('DealerEmployees: adding by mobile number', () => {
  it('offers e-mail (the spec form, chosen first) or mobile number', async () => {
    stubEndpoint(routes.employees, []);
    renderEmployees();
    const tabs = screen.getByRole('tablist', { name: employeeTexts.methodLabel });
    expect(within(tabs).getByRole('tab', { name: employeeTexts.methods.email }).getAttribute('aria-selected')).toBe('true');
    expect(field('E-mail')).toBeTruthy();
    await chooseMobile();
    expect(screen.getByText(employeeTexts.mobileIntro)).toBeTruthy();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('sends name, number, Aadhaar card and picture as multipart, says the employee was added and refreshes the list', async () => {
    const state = { list: [] as EmployeeEntry[] };
    stubEndpoint(routes.employees, () => state.list);
    const registrations = stubEndpoint(routes.employeeByMobile, () => {
      state.list = [sunil];
      return { msg: phoneMessages.employeeAdded };
    });
    renderEmployees();
    await chooseMobile();
    const aadhar = pdf(100_000);
    const picture = png(150_000, 'sunil.png');
    fireEvent.change(field(labels.username), { target: { value: 'Sunil' } });
    fireEvent.change(field(labels.mobile_number), { target: { value: '91234 56780' } });
    fireEvent.change(field(labels.aadhar_card), { target: { files: [aadhar] } });
    fireEvent.change(field(labels.ProfilePic), { target: { files: [picture] } });
    await submit();

    expect(registrations.calls).toHaveLength(1);
    const form = registrations.calls[0]?.form;
    expect([...(form?.keys() ?? [])]).toEqual(['username', 'mobile_number', 'aadhar_card', 'ProfilePic']);
    expect(form?.get('username')).toBe('Sunil');
    expect(form?.get('mobile_number')).toBe('+919123456780');
    expect(form?.get('aadhar_card')).toBe(aadhar);
    expect(form?.get('ProfilePic')).toBe(picture);
    expect(registrations.calls[0]?.headers.get('Authorization')).toBe('Bearer a');
    expect(await screen.findByText(phoneMessages.employeeAdded, { selector: '.toast span' })).toBeTruthy();
    expect(await screen.findByText('Sunil', { selector: '.employee-card__name' })).toBeTruthy();
    expect(field(labels.username).value).toBe('');
  });

  it('leaves out the picture when none is chosen', async () => {
    stubEndpoint(routes.employees, []);
    const registrations = stubEndpoint(routes.employeeByMobile, { msg: phoneMessages.employeeAdded });
    renderEmployees();
    await chooseMobile();
    fireEvent.change(field(labels.username), { target: { value: 'Sunil' } });
    fireEvent.change(field(labels.mobile_number), { target: { value: '9123456780' } });
    fireEvent.change(field(labels.aadhar_card), { target: { files: [png(1000, 'aadhar.png')] } });
    await submit();
    expect([...(registrations.calls[0]?.form?.keys() ?? [])]).toEqual(['username', 'mobile_number', 'aadhar_card']);
  });

  it('refuses a bad number and a missing Aadhaar card in the contract words, sending nothing', async () => {
    stubEndpoint(routes.employees, []);
    const registrations = stubEndpoint(routes.employeeByMobile, { msg: phoneMessages.employeeAdded });
    renderEmployees();
    await chooseMobile();
    fireEvent.change(field(labels.username), { target: { value: 'Sunil' } });
    fireEvent.change(field(labels.mobile_number), { target: { value: '5123456780' } });
    await submit();
    expect(screen.getByText(phoneMessages.invalidNumber, { selector: '.field__error' })).toBeTruthy();
    expect(screen.getByText(messages.dealerSettings.documentsMissing, { selector: '.field__error' })).toBeTruthy();
    expect(registrations.calls).toHaveLength(0);
  });

  it("shows a number of another account at the field, in the server's words", async () => {
    stubEndpoint(routes.employees, []);
    stubEndpoint(
      routes.employeeByMobile,
      refuse(409, { code: 'CONFLICT', message: phoneMessages.numberTaken, requestId: 'r', fields: { mobile_number: [phoneMessages.numberTaken] } }),
    );
    renderEmployees();
    await chooseMobile();
    fireEvent.change(field(labels.username), { target: { value: 'Sunil' } });
    fireEvent.change(field(labels.mobile_number), { target: { value: '9123456780' } });
    fireEvent.change(field(labels.aadhar_card), { target: { files: [pdf(1000)] } });
    await submit();
    expect(await screen.findByText(phoneMessages.numberTaken, { selector: '.field__error' })).toBeTruthy();
    expect(field(labels.username).value).toBe('Sunil');
  });

  it("names an employee without an e-mail by their number when asking to remove them", async () => {
    stubEndpoint(routes.employees, [sunil]);
    renderEmployees();
    fireEvent.click(await screen.findByRole('button', { name: employeeTexts.removeLabel('Sunil') }));
    expect(await screen.findByText(employeeTexts.confirmBody('Sunil', '9123456780'))).toBeTruthy();
  });
});
