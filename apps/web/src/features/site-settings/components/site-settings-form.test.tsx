import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminSiteSettings } from '@kt/contract/admin/site-settings';
import * as routes from '@kt/contract/routes';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import { Toaster } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { refuse, stubEndpoint, type Refused } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { makeAuthRecord } from '../../../test-support.ts';
import { siteSettingsAdminTexts as t } from '../admin-texts.ts';
import { SiteSettingsEditor } from './site-settings-form.tsx';
import { adminMessages } from '@kt/contract/admin/admin-messages';
import { commissionMessages } from '@kt/contract/commission/commission-messages';

const m = adminMessages;

const stored: AdminSiteSettings = {
  contact_email: 'hello@kabadi.example',
  phone_primary: '+91 99887 76655',
  phone_secondary: '',
  postal_address: '12 Station Road\nAgra 282002',
  facebook_url: 'https://www.facebook.com/kabadi.example',
  instagram_url: '',
  linkedin_url: '',
  certificate: 'http://localhost/media/site/certificate-1.png',
  upi_vpa: 'kabadi.techno@okaxis',
  upi_payee_name: '',
  updated_at: '2026-11-20T10:00:00.000Z',
};

/** The admin endpoint over settings held here: GET reads them, PUT saves them (unless told to refuse). */
function stubSettings({ refusal }: { refusal?: Refused } = {}) {
  let current = { ...stored };
  stubEndpoint(routes.siteSettings, { contact_email: '', phones: [], postal_address_lines: [], social: [], certificate: null });
  const reads = stubEndpoint(adminRoutes.adminSiteSettings, () => current);
  const saves = stubEndpoint(adminRoutes.adminSaveSiteSettings, ({ form }) => {
    if (refusal) return refusal;
    const text = (name: keyof AdminSiteSettings) => {
      const value = form?.get(name);
      return typeof value === 'string' ? value : String(current[name] ?? '');
    };
    const certificate = form?.get('certificate');
    current = {
      contact_email: text('contact_email'),
      phone_primary: text('phone_primary'),
      phone_secondary: text('phone_secondary'),
      postal_address: text('postal_address'),
      facebook_url: text('facebook_url'),
      instagram_url: text('instagram_url'),
      linkedin_url: text('linkedin_url'),
      upi_vpa: text('upi_vpa'),
      upi_payee_name: text('upi_payee_name'),
      certificate: certificate instanceof File ? `http://localhost/media/site/${certificate.name}` : form?.get('remove_certificate') === 'true' ? null : current.certificate,
      updated_at: '2026-11-21T10:00:00.000Z',
    };
    return current;
  });
  return { reads, saves };
}

function renderForm() {
  browserStorage.setAuth(makeAuthRecord('Admin'));
  return renderPage(
    <>
      <SiteSettingsEditor />
      <Toaster />
    </>,
    { path: '/admin/settings' },
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: t.save }));
function errorOf(field: HTMLElement): string | null {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)).find((element) => element?.classList.contains('field__error'))?.textContent ?? null;
}

describe('SiteSettingsEditor', () => {
  it('fills every field with the stored values and previews the current certificate', async () => {
    const { reads } = stubSettings();
    renderForm();
    expect((await screen.findByLabelText(t.contactEmail) as HTMLInputElement).value).toBe(stored.contact_email);
    expect(input(t.phonePrimary).value).toBe(stored.phone_primary);
    expect(input(t.phoneSecondary).value).toBe('');
    expect((screen.getByLabelText(t.postalAddress) as HTMLTextAreaElement).value).toBe(stored.postal_address);
    expect(input(t.facebook).value).toBe(stored.facebook_url);
    expect(input(t.instagram).value).toBe('');
    expect(input(t.linkedin).value).toBe('');
    expect(screen.getByRole('img', { name: t.currentCertificateAlt }).getAttribute('src')).toBe(stored.certificate);
    expect(reads.calls[0]?.headers.get('Authorization')).toBe('Bearer a');
  });

  it('saves every field as multipart with a new certificate, and says so', async () => {
    const { saves } = stubSettings();
    renderForm();
    await screen.findByLabelText(t.contactEmail);
    type(t.phoneSecondary, '0562 226 1234');
    type(t.instagram, 'https://www.instagram.com/kabadi.example');
    fireEvent.change(screen.getByLabelText(t.replaceCertificate), { target: { files: [new File([new Uint8Array(10)], 'new.png', { type: 'image/png' })] } });
    save();
    expect(await screen.findByText(m.settingsSaved, { selector: '.toast span' })).toBeTruthy();
    expect(saves.calls).toHaveLength(1);
    const body = saves.calls[0]?.form as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      contact_email: stored.contact_email,
      phone_primary: stored.phone_primary,
      phone_secondary: '0562 226 1234',
      postal_address: stored.postal_address,
      facebook_url: stored.facebook_url,
      instagram_url: 'https://www.instagram.com/kabadi.example',
      linkedin_url: '',
      upi_vpa: stored.upi_vpa,
      upi_payee_name: '',
    });
    expect((body.get('certificate') as File).name).toBe('new.png');
    // The form starts again from what was saved: the new certificate is the current one.
    await waitFor(() => expect(screen.getByRole('img', { name: t.currentCertificateAlt }).getAttribute('src')).toBe('http://localhost/media/site/new.png'));
    expect(input(t.phoneSecondary).value).toBe('0562 226 1234');
  });

  it('removes the certificate when asked', async () => {
    const { saves } = stubSettings();
    renderForm();
    await screen.findByLabelText(t.contactEmail);
    fireEvent.click(screen.getByLabelText(t.removeCertificate));
    expect(screen.queryByRole('img', { name: t.currentCertificateAlt })).toBeNull();
    save();
    await screen.findByText(m.settingsSaved, { selector: '.toast span' });
    expect(saves.calls).toHaveLength(1);
    expect(saves.calls[0]?.form?.get('remove_certificate')).toBe('true');
    expect(await screen.findByText(t.noCertificate)).toBeTruthy();
  });

  it('checks the e-mail, phones and links before sending, with the message at each field', async () => {
    const { saves } = stubSettings();
    renderForm();
    await screen.findByLabelText(t.contactEmail);
    type(t.contactEmail, 'not-an-email');
    type(t.phonePrimary, '12345');
    type(t.linkedin, 'http://linkedin.com/company/x');
    save();
    expect(errorOf(input(t.contactEmail))).toBe(m.settingsEmailInvalid);
    expect(errorOf(input(t.phonePrimary))).toBe(m.settingsPhoneInvalid);
    expect(errorOf(input(t.linkedin))).toBe(m.settingsUrlInvalid);
    expect(errorOf(input(t.phoneSecondary))).toBeNull();
    expect(saves.calls).toEqual([]);
  });

  it("checks the platform's UPI ID before sending, and saves it with the payee name (issue 28)", async () => {
    const { saves } = stubSettings();
    renderForm();
    expect((await screen.findByLabelText(t.upiVpa) as HTMLInputElement).value).toBe(stored.upi_vpa);
    type(t.upiVpa, 'kabadi techno');
    save();
    expect(errorOf(input(t.upiVpa))).toBe(commissionMessages.settingsVpaInvalid);
    expect(saves.calls).toEqual([]);
    type(t.upiVpa, 'platform@ybl');
    type(t.upiPayeeName, 'Kabadi Techno Pvt Ltd');
    save();
    await screen.findByText(m.settingsSaved, { selector: '.toast span' });
    expect(saves.calls[0]?.form?.get('upi_vpa')).toBe('platform@ybl');
    expect(saves.calls[0]?.form?.get('upi_payee_name')).toBe('Kabadi Techno Pvt Ltd');
  });

  it('refuses a certificate that is not a picture before sending', async () => {
    stubSettings();
    renderForm();
    await screen.findByLabelText(t.contactEmail);
    const file = screen.getByLabelText(t.replaceCertificate);
    fireEvent.change(file, { target: { files: [new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(errorOf(screen.getByLabelText(t.replaceCertificate))).toBe(m.settingsCertificateWrongType);
  });

  it("shows the server's field messages at their fields", async () => {
    stubSettings({
      refusal: refuse(400, { code: 'VALIDATION', message: m.settingsInvalid, requestId: 'r', fields: { phone_secondary: [m.settingsPhoneInvalid] } }),
    });
    renderForm();
    await screen.findByLabelText(t.contactEmail);
    save();
    await waitFor(() => expect(errorOf(input(t.phoneSecondary))).toBe(m.settingsPhoneInvalid));
    expect(screen.getByText(m.settingsInvalid, { selector: '.form__alert' })).toBeTruthy();
    expect(input(t.contactEmail).value).toBe(stored.contact_email);
  });

  it('shows a picture refused for its size at the certificate field', async () => {
    stubSettings({ refusal: refuse(413, { code: 'PAYLOAD_TOO_LARGE', message: m.settingsCertificateTooLarge, requestId: 'r' }) });
    renderForm();
    await screen.findByLabelText(t.contactEmail);
    fireEvent.change(screen.getByLabelText(t.replaceCertificate), { target: { files: [new File([new Uint8Array(10)], 'big.png', { type: 'image/png' })] } });
    save();
    await waitFor(() => expect(errorOf(screen.getByLabelText(t.replaceCertificate))).toBe(m.settingsCertificateTooLarge));
  });
});
