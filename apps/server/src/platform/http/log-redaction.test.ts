import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMiIsImV4cCI6MTcwMDAwMDAwMH0.c2lnbmF0dXJlc2lnbmF0dXJlc2ln';
const refresh = 'Qm9zZ1VwS2VlcHNUaGlzU2VjcmV0VG9rZW5MaWtlVGhpcw';

describe('redactUrl', () => {
  it.each([
    [`/v3/api/email-verify/customer/?token=${refresh}`, '/v3/api/email-verify/customer/?token=[redacted]'],
    [`/v3/api/logout/customer/${refresh}`, '/v3/api/logout/customer/[redacted]'],
    [`/v3/api/view-profile/dealer/${jwt}`, '/v3/api/view-profile/dealer/[redacted]'],
    [`/v3/api/password-reset-confirm/dealer/12/${refresh}/Frontend`, '/v3/api/password-reset-confirm/dealer/12/[redacted]/Frontend'],
    ['/sell?q=paper&token=abc', '/sell?q=paper&token=[redacted]'],
    ['/v3/api/database-checker/customer/asha@example.com', '/v3/api/database-checker/customer/[redacted]'],
    ['/v3/api/database-checker/dealer/asha%40example.com', '/v3/api/database-checker/dealer/[redacted]'],
    ['/dev/mailbox.json?to=asha@example.com', '/dev/mailbox.json?to=[redacted]'],
  ])('hides the secret in %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it.each(['/cat/category-list/', '/pincode/282001', '/assets/index-59XJIDS-.js'])(
    'leaves the ordinary URL %s alone',
    (url) => {
      expect(redactUrl(url)).toBe(url);
    },
  );
});
