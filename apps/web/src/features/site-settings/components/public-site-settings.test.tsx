import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicSiteSettings } from '@kt/contract/admin/site-settings';
import * as routes from '@kt/contract/routes';
import { refuse, stubEndpoint } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { siteSettingsKey } from '../api/get-site-settings.ts';
import { siteSettingsTexts as t } from '../texts.ts';
import { CertificateSection } from './certificate-section.tsx';
import { ContactDetails } from './contact-details.tsx';
import { FooterContact } from './footer-contact.tsx';
import { ContactChannel, HeadOfficeClause } from './policy-contact.tsx';

const filled: PublicSiteSettings = {
  contact_email: 'hello@kabadi.example',
  phones: ['+91 99887 76655', '0562 226 1234'],
  postal_address_lines: ['12 Station Road', 'Fatehabad, Agra 283111'],
  social: [
    { network: 'Facebook', url: 'https://www.facebook.com/kabadi.example' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/kabadi-example' },
  ],
  certificate: 'http://localhost/media/site/certificate-1.png',
};
const empty: PublicSiteSettings = { contact_email: '', phones: [], postal_address_lines: [], social: [], certificate: null };

function serve(settings: PublicSiteSettings | 'fail') {
  return stubEndpoint(routes.siteSettings, settings === 'fail' ? refuse(500, { code: 'INTERNAL', message: 'x', requestId: 'r' }) : settings);
}

const footer = () => within(screen.getByRole('region', { name: t.footer.title }));

describe('FooterContact', () => {
  it('shows the address, e-mail, phones and social profiles the operator has set', async () => {
    serve(filled);
    renderPage(<FooterContact />);
    await screen.findByText('12 Station Road');
    expect(footer().getByText('Fatehabad, Agra 283111')).toBeTruthy();
    expect(footer().getByRole('link', { name: 'hello@kabadi.example' }).getAttribute('href')).toBe('mailto:hello@kabadi.example');
    expect(footer().getByRole('link', { name: '+91 99887 76655' }).getAttribute('href')).toBe('tel:+919988776655');
    expect(footer().getByRole('link', { name: '0562 226 1234' }).getAttribute('href')).toBe('tel:05622261234');
    const social = footer().getAllByRole('link').filter((link) => link.getAttribute('target') === '_blank');
    expect(social.map((link) => link.getAttribute('aria-label'))).toEqual(['Kabadi Techno on Facebook', 'Kabadi Techno on LinkedIn']);
    expect(footer().queryByRole('link', { name: t.footer.writeToUs })).toBeNull();
  });

  it('leaves out every line not set and points to the contact form when nothing is', async () => {
    serve(empty);
    renderPage(<FooterContact />);
    const link = await screen.findByRole('link', { name: t.footer.writeToUs });
    expect(link.getAttribute('href')).toBe('/contact');
    expect(document.querySelector('address')).toBeNull();
    expect(document.querySelector('a[href^="mailto:"], a[href^="tel:"], .footer__social')).toBeNull();
  });

  it('shows only the secondary phone when only it is set, with no address or e-mail line', async () => {
    serve({ ...empty, phones: ['9876501234'] });
    renderPage(<FooterContact />);
    await screen.findByRole('link', { name: '9876501234' });
    expect(document.querySelectorAll('address > *')).toHaveLength(1);
  });

  it('points to the contact form when the settings cannot be loaded', async () => {
    serve('fail');
    renderPage(<FooterContact />);
    expect(await screen.findByRole('link', { name: t.footer.writeToUs })).toBeTruthy();
  });
});

describe('ContactDetails (/contact)', () => {
  it('shows the head office, e-mail and phones with their labels', async () => {
    serve(filled);
    renderPage(<ContactDetails />, { path: '/contact' });
    await screen.findByText('12 Station Road');
    const section = within(screen.getByRole('region', { name: t.contact.headOffice }));
    expect(section.getByText(t.contact.email)).toBeTruthy();
    expect(section.getByText(t.contact.phone)).toBeTruthy();
    expect(section.getByRole('link', { name: 'hello@kabadi.example' })).toBeTruthy();
    expect(section.getAllByRole('link', { name: /\d{4}/ })).toHaveLength(2);
    expect(section.queryByText(t.contact.notPublished)).toBeNull();
  });

  it('says the details are not published yet when none are set, with no empty labels', async () => {
    serve(empty);
    renderPage(<ContactDetails />, { path: '/contact' });
    expect(await screen.findByText(t.contact.notPublished)).toBeTruthy();
    expect(screen.queryByText(t.contact.email)).toBeNull();
    expect(screen.queryByText(t.contact.phone)).toBeNull();
    expect(document.querySelector('address')).toBeNull();
  });

  it('leaves out the e-mail and phone labels that have nothing under them', async () => {
    serve({ ...empty, contact_email: 'hello@kabadi.example' });
    renderPage(<ContactDetails />, { path: '/contact' });
    await screen.findByRole('link', { name: 'hello@kabadi.example' });
    expect(screen.queryByText(t.contact.phone)).toBeNull();
    expect(screen.queryByText(t.contact.notPublished)).toBeNull();
  });
});

describe('CertificateSection (About)', () => {
  it('shows the uploaded certificate', async () => {
    serve(filled);
    renderPage(<CertificateSection />);
    const picture = await screen.findByRole('img', { name: /Certificate of recognition/ });
    expect(picture.getAttribute('src')).toBe(filled.certificate);
    expect(screen.getByRole('heading', { name: t.certificate.title })).toBeTruthy();
  });

  it('leaves the section out without one', async () => {
    serve(empty);
    const { queryClient } = renderPage(<CertificateSection />);
    await waitFor(() => expect(queryClient.getQueryState(siteSettingsKey)?.status).toBe('success'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

describe('the policy pages’ contact', () => {
  it('names the head office and the e-mail when set', async () => {
    serve(filled);
    renderPage(
      <p>
        Run by us<HeadOfficeClause />. Questions: <ContactChannel />.
      </p>,
    );
    await screen.findByRole('link', { name: 'hello@kabadi.example' });
    expect(document.querySelector('p')?.textContent).toBe('Run by us, with its head office at 12 Station Road, Fatehabad, Agra 283111. Questions: hello@kabadi.example.');
  });

  it('leaves the address out and sends questions to the contact page when neither is set', async () => {
    serve(empty);
    const { queryClient } = renderPage(
      <p>
        Run by us<HeadOfficeClause />. Questions: <ContactChannel />.
      </p>,
    );
    await waitFor(() => expect(queryClient.getQueryState(siteSettingsKey)?.status).toBe('success'));
    expect(document.querySelector('p')?.textContent).toBe(`Run by us. Questions: ${t.policy.contactForm}${t.policy.contactPage}.`);
    expect(screen.getByRole('link', { name: t.policy.contactPage }).getAttribute('href')).toBe('/contact');
  });
});
