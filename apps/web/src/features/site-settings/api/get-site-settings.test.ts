import { describe, expect, it } from 'vitest';
import { readSiteSettings } from './get-site-settings.ts';

describe('readSiteSettings', () => {
  it('keeps a well-formed answer as it is', () => {
    const answer = {
      contact_email: 'help@example.in',
      phones: ['+91 98111 22233'],
      postal_address_lines: ['1 Mall Road', 'Agra'],
      social: [{ network: 'LinkedIn', url: 'https://www.linkedin.com/company/x' }],
      certificate: 'https://example.in/media/site/certificate.png',
    };
    expect(readSiteSettings(answer)).toEqual(answer);
  });

  it.each([null, 'Bad Gateway', { msg: 'Account Does Not Exist.' }, { phones: 'one', social: [{ network: 'MySpace', url: 'x' }, 7] }])(
    'turns an odd answer (%j) into empty settings instead of breaking the footer',
    (raw) => {
      expect(readSiteSettings(raw)).toEqual({ contact_email: '', phones: [], postal_address_lines: [], social: [], certificate: null });
    },
  );
});
