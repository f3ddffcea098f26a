import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EmployeeEntry } from '@kt/contract/dealer-settings/employees';
import { messages } from '@kt/contract/messages';
import * as routes from '@kt/contract/routes';
import { Toaster } from '../../../../components/ui/toast.tsx';
import { browserStorage } from '../../../../lib/browser-storage.ts';
import { answer, refuse, stubEndpoint, type Reply } from '../../../../test/api-stubs.ts';
import { renderPage } from '../../../../test-render.tsx';
import { makeAuthRecord } from '../../../../test-support.ts';
import { employeeTexts } from '../texts.ts';
import { DealerEmployees } from './dealer-employees.tsx';
import { dealerAreaMessages } from '@kt/contract/dealer-settings/dealer-area-messages';

const ravi: EmployeeEntry = {
  id: 3,
  KT_ID: 'KTE000003',
  username: 'Ravi',
  email: 'ravi@example.com',
  mobile_number: '9000000003',
  ProfilePic: null,
  created_at: '2026-01-05T10:00:00.000Z',
};
const meena: EmployeeEntry = { ...ravi, id: 4, KT_ID: 'KTE000004', username: 'Meena', email: 'meena@example.com', ProfilePic: '/media/profile-pics/m.webp' };

/** The employees endpoints: the list (changing as the test says), the registration and the removal. */
function stubEmployees({
  list = [ravi] as EmployeeEntry[],
  register = { msg: messages.dealerSettings.employeeAdded },
  remove = { msg: dealerAreaMessages.employeeRemoved },
}: {
  list?: EmployeeEntry[];
  register?: Reply<typeof routes.employeeRegistration>;
  remove?: Reply<typeof routes.employee>;
} = {}) {
  const state = { list };
  return {
    state,
    lists: stubEndpoint(routes.employees, () => state.list),
    registrations: stubEndpoint(routes.employeeRegistration, register),
    removals: stubEndpoint(routes.employee, remove),
  };
}

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
const png = (bytes: number, name = 'aadhar.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function fill(values: Partial<Record<'Name' | 'E-mail' | 'Mobile number' | 'Password', string>>, files: { aadhar?: File; picture?: File } = {}) {
  const all = { Name: 'Sunil', 'E-mail': 'sunil@example.com', 'Mobile number': '9123456780', Password: 'kabadi-42', ...values };
  for (const [label, value] of Object.entries(all)) fireEvent.change(field(label), { target: { value } });
  if (files.aadhar) fireEvent.change(field('Aadhaar card'), { target: { files: [files.aadhar] } });
  if (files.picture) fireEvent.change(field('Profile picture (optional)'), { target: { files: [files.picture] } });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Add employee' }));
  });
}

/** The message shown under a field and tied to it for screen readers. */
function errorOf(label: string): string | null {
  const input = field(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  const error = ids.map((id) => document.getElementById(id)).find((element) => element?.classList.contains('field__error'));
  return error?.textContent ?? null;
}

describe('DealerEmployees: the form', () => {
  it('explains the mailed link, where employees sign in and what they see', async () => {
    stubEmployees();
    renderEmployees();
    expect(screen.getByText(/link to confirm their e-mail; after that they sign in on the Dealer sign-in with their e-mail and password/)).toBeTruthy();
    expect(await screen.findByText('KTE000003', { exact: false })).toBeTruthy();
  });

  it("refuses a short mobile number and password and a missing Aadhaar card with the spec's texts, sending nothing", async () => {
    const { registrations } = stubEmployees();
    renderEmployees();
    fill({ 'Mobile number': '98765', Password: 'abc12' });
    await submit();
    expect(errorOf('Mobile number')).toBe(messages.dealerSettings.employeeMobile);
    expect(errorOf('Password')).toBe(messages.dealerSettings.employeePassword);
    expect(errorOf('Aadhaar card')).toBe(messages.dealerSettings.documentsMissing);
    expect(messages.dealerSettings.employeeMobile).toBe('Enter valid 10-digit mobile number');
    expect(messages.dealerSettings.employeePassword).toBe('Password should be minimum 6-digit');
    expect(registrations.calls).toHaveLength(0);
  });

  it('refuses a mobile number with letters', async () => {
    const { registrations } = stubEmployees();
    renderEmployees();
    fill({ 'Mobile number': '98765abcde' }, { aadhar: pdf(1000) });
    await submit();
    expect(errorOf('Mobile number')).toBe(messages.dealerSettings.employeeMobile);
    expect(registrations.calls).toHaveLength(0);
  });

  it.each([
    ['a PDF over 150 KB', pdf(153_601), messages.dealerSettings.pdfTooLarge],
    ['a picture over 200 KB', png(204_801), messages.dealerSettings.imageTooLarge],
    ['a file of another type', new File(['x'], 'aadhar.docx', { type: 'application/msword' }), messages.dealerSettings.documentsInvalid],
  ])('refuses %s as the Aadhaar card without sending', async (_name, file, text) => {
    const { registrations } = stubEmployees();
    renderEmployees();
    fill({}, { aadhar: file });
    await submit();
    expect(errorOf('Aadhaar card')).toBe(text);
    expect(registrations.calls).toHaveLength(0);
  });

  it('refuses a profile picture over 200 KB without sending', async () => {
    const { registrations } = stubEmployees();
    renderEmployees();
    fill({}, { aadhar: pdf(1000), picture: png(204_801, 'me.png') });
    await submit();
    expect(errorOf('Profile picture (optional)')).toBe(messages.dealerSettings.imageTooLarge);
    expect(registrations.calls).toHaveLength(0);
  });

  it("sends every field as multipart to the registration, says 'Employee added successfully', clears the form and refreshes the list", async () => {
    const { registrations, lists, state } = stubEmployees();
    renderEmployees();
    expect(await screen.findByText('Ravi')).toBeTruthy();
    const aadhar = pdf(150_000);
    const picture = png(200_000, 'sunil.png');
    fill({}, { aadhar, picture });
    state.list = [ravi, meena];
    await submit();

    expect(await screen.findByText(messages.dealerSettings.employeeAdded, { selector: '.toast span' })).toBeTruthy();
    expect(registrations.calls).toHaveLength(1);
    const [post] = registrations.calls;
    expect(post?.form).toBeInstanceOf(FormData);
    const sent = post?.form as FormData;
    expect({
      dealer_email: sent.get('dealer_email'),
      email: sent.get('email'),
      username: sent.get('username'),
      password: sent.get('password'),
      mobile_number: sent.get('mobile_number'),
    }).toEqual({
      dealer_email: 'asha@example.com',
      email: 'sunil@example.com',
      username: 'Sunil',
      password: 'kabadi-42',
      mobile_number: '9123456780',
    });
    expect(sent.get('aadhar_card')).toBe(aadhar);
    expect(sent.get('ProfilePic')).toBe(picture);
    expect(post?.headers.get('Authorization')).toBe('Bearer a');

    for (const label of ['Name', 'E-mail', 'Mobile number', 'Password']) expect(field(label).value).toBe('');
    expect(field('Aadhaar card').files).toHaveLength(0);
    // The employee signs in only after following the mailed link: the dealer is told where it went.
    expect(screen.getByText(dealerAreaMessages.employeeLinkSent.replace('{email}', 'sunil@example.com')).getAttribute('role')).toBe('status');
    expect(await screen.findByText('Meena')).toBeTruthy();
    expect(lists.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('sends no ProfilePic when none is chosen', async () => {
    const { registrations } = stubEmployees();
    renderEmployees();
    fill({}, { aadhar: png(1000) });
    await submit();
    await screen.findByText(messages.dealerSettings.employeeAdded, { selector: '.toast span' });
    const sent = registrations.calls[0]?.form as FormData;
    expect(sent.has('ProfilePic')).toBe(false);
  });

  it("shows the server's field error at its field and keeps what was typed", async () => {
    stubEmployees({
      register: refuse(400, {
        code: 'VALIDATION',
        message: messages.accounts.passwordTooCommon,
        requestId: 'r',
        fields: { password: [messages.accounts.passwordTooCommon] },
      }),
    });
    renderEmployees();
    fill({ Password: 'password1' }, { aadhar: pdf(1000) });
    await submit();
    await waitFor(() => expect(errorOf('Password')).toBe(messages.accounts.passwordTooCommon));
    // Said once, at its field.
    expect(screen.getAllByText(messages.accounts.passwordTooCommon)).toHaveLength(1);
    expect(field('Password').value).toBe('password1');
    expect(field('Name').value).toBe('Sunil');
    expect(field('Aadhaar card').files?.[0]?.name).toBe('aadhar.pdf');
    expect(screen.queryByText(messages.dealerSettings.employeeAdded)).toBeNull();
    expect(screen.queryByText(dealerAreaMessages.employeeLinkSent.replace('{email}', 'sunil@example.com'))).toBeNull();
  });

  it('shows an e-mail taken by another account at the e-mail field', async () => {
    const taken = dealerAreaMessages.employeeEmailTaken;
    stubEmployees({ register: refuse(409, { code: 'CONFLICT', message: taken, requestId: 'r', fields: { email: [taken] } }) });
    renderEmployees();
    fill({ 'E-mail': 'owner@example.com' }, { aadhar: pdf(1000) });
    await submit();
    await waitFor(() => expect(errorOf('E-mail')).toBe(taken));
    expect(field('E-mail').value).toBe('owner@example.com');
  });

  it("shows a refusal without fields above the button (the dealer's employee limit)", async () => {
    const full = dealerAreaMessages.employeesFull;
    stubEmployees({ register: refuse(409, { code: 'CONFLICT', message: full, requestId: 'r' }) });
    renderEmployees();
    fill({}, { aadhar: pdf(1000) });
    await submit();
    expect(await screen.findByText(full, { selector: '.form__alert' })).toBeTruthy();
  });

  it('keeps the button disabled while the registration is on its way', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { registrations } = stubEmployees({ list: [] });
    stubEndpoint(routes.employeeRegistration, async () => {
      await held;
      return { msg: messages.dealerSettings.employeeAdded };
    });
    renderEmployees();
    fill({}, { aadhar: pdf(1000) });
    await submit();
    const button = screen.getByRole('button', { name: 'Adding…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(async () => release());
    expect(await screen.findByText(messages.dealerSettings.employeeAdded, { selector: '.toast span' })).toBeTruthy();
    expect(registrations.calls).toHaveLength(1);
  });
});

describe('DealerEmployees: the list', () => {
  it("lists the dealer's employees with KT ID, e-mail, mobile and picture", async () => {
    stubEmployees({ list: [ravi, meena] });
    renderEmployees();
    const list = await screen.findByRole('list', { name: 'Your employees' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toContain('KTE000003');
    expect(cards[0]?.textContent).toContain('ravi@example.com');
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: '9000000003' }).getAttribute('href')).toBe('tel:9000000003');
    expect(within(cards[1] as HTMLElement).getByRole('img', { name: 'Picture of Meena' }).getAttribute('src')).toBe('/media/profile-pics/m.webp');
  });

  it('says so when there are no employees', async () => {
    stubEmployees({ list: [] });
    renderEmployees();
    expect(await screen.findByText('You have not added any employees yet.')).toBeTruthy();
  });

  it('removes an employee after confirming, with DELETE, and says so', async () => {
    const { removals, state } = stubEmployees({ list: [ravi, meena] });
    renderEmployees();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Ravi' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this employee?' });
    expect(dialog.textContent).toContain('ravi@example.com');
    expect(removals.calls).toHaveLength(0);
    state.list = [meena];
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, remove' }));
    });
    expect(await screen.findByText(dealerAreaMessages.employeeRemoved, { selector: '.toast span' })).toBeTruthy();
    expect(removals.calls.map((call) => call.params)).toEqual([{ id: '3' }]);
    await waitFor(() => expect(screen.queryByText('Ravi')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('removes nothing when the dealer keeps the employee', async () => {
    const { removals } = stubEmployees();
    renderEmployees();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Ravi' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(removals.calls).toHaveLength(0);
    expect(screen.getByText('Ravi')).toBeTruthy();
  });

  it("shows the server's answer when the removal is refused", async () => {
    stubEmployees({ remove: refuse(404, { code: 'NOT_FOUND', message: dealerAreaMessages.employeeNotFound, requestId: 'r' }) });
    renderEmployees();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Ravi' }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, remove' }));
    });
    expect(await screen.findByText(dealerAreaMessages.employeeNotFound, { selector: '.toast span' })).toBeTruthy();
    expect(screen.queryByText(dealerAreaMessages.employeeRemoved)).toBeNull();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    stubEndpoint(routes.employees, refuse(500, { code: 'INTERNAL', message: 'Internal error', requestId: 'r' }));
    renderEmployees();
    expect(await screen.findByText(messages.general.loadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows more employees from the next page the server names, and removes one of them', async () => {
    const nextUrl = '/v3/api/employees/?cursor=E3';
    const pages = { first: [ravi], next: [meena] };
    stubEndpoint(routes.employees, ({ query }) =>
      query.get('cursor') === 'E3' ? pages.next : answer(pages.first, { headers: { Link: `<${nextUrl}>; rel="next"` } }),
    );
    const removals = stubEndpoint(routes.employee, { msg: dealerAreaMessages.employeeRemoved });
    renderEmployees();
    await screen.findByText('Ravi');
    expect(screen.queryByText('Meena')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: employeeTexts.showMore }));
    });
    await screen.findByText('Meena');
    expect(screen.queryByRole('button', { name: employeeTexts.showMore })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Meena' }));
    pages.next = [];
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, remove' }));
    });
    await waitFor(() => expect(screen.queryByText('Meena')).toBeNull());
    expect(screen.getByText('Ravi')).toBeTruthy();
    expect(removals.calls.map((call) => call.params)).toEqual([{ id: '4' }]);
  });
});
