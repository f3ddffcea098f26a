import { describe, expect, it } from 'vitest';
import { isApiPath } from './api-paths.ts';

describe('isApiPath', () => {
  it.each(['/cat/category-list/', '/dealer/api/getdealers/282001', '/v3/api/email-verify/customer/', '/api/add_item/', '/address/post-address/', '/pincode/282001'])(
    'treats %s as the API',
    (path) => expect(isApiPath(path)).toBe(true),
  );

  it.each(['/', '/sell', '/dealer/home', '/address', '/v3/api/email-verify/customer/Frontend/', '/v3/api/password-reset-confirm/dealer/3/tok/Frontend', '/marketplace/4/'])(
    'treats %s as a screen of the web app',
    (path) => expect(isApiPath(path)).toBe(false),
  );
});
