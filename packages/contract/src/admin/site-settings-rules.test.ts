import { describe, expect, it } from 'vitest';
import { isHttpsUrl, isIndianPhone, postalAddressLines } from './site-settings-rules.ts';

describe('site settings rules', () => {
  it.each(['9897012345', '+91 98970 12345', '+919897012345', '09897012345', '0562 226 1234', '0562-2261234', '+91 56222 61234'])('takes the Indian phone number %s', (phone) => {
    expect(isIndianPhone(phone)).toBe(true);
  });

  it.each(['12345', '98970123456', '+1 415 555 0100', '0897012345', '+91 0897012345', ' 9897012345', '9897012345-', '98970 1234x', '+91+9897012345', ''])(
    'refuses %j as a phone number',
    (phone) => {
      expect(isIndianPhone(phone)).toBe(false);
    },
  );

  it.each(['https://www.facebook.com/kabaditechno', 'https://instagram.com/kabadi_techno?hl=en', 'https://www.linkedin.com/company/kabaditechno/', 'https://lnkd.in/abc#top'])(
    'takes the link %s',
    (url) => {
      expect(isHttpsUrl(url)).toBe(true);
    },
  );

  it.each(['http://www.facebook.com/kabadi', 'facebook.com/kabadi', 'https://localhost/x', 'https://user:pass@facebook.com/', 'https://www.face book.com', 'javascript:alert(1)', 'https://'])(
    'refuses %j as a link',
    (url) => {
      expect(isHttpsUrl(url)).toBe(false);
    },
  );

  it('splits an address into its non-empty lines, trimmed', () => {
    expect(postalAddressLines('  2nd Floor\r\n\r\n Agra 282002 \nIndia')).toEqual(['2nd Floor', 'Agra 282002', 'India']);
    expect(postalAddressLines('')).toEqual([]);
  });
});
