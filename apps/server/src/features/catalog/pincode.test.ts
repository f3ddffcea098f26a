import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPincodeLookupResponse } from '@kt/contract/catalog/pincode-lookup';
import { ZErrorBody } from '@kt/contract/errors';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /pincode/{pincode}', () => {
  it('names Agra, Uttar Pradesh for 282001, in the outside lookup shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pincode/282001' });
    expect(res.statusCode).toBe(200);
    const [result] = ZPincodeLookupResponse.parse(res.json());
    expect(result?.Status).toBe('Success');
    const first = result?.PostOffice?.[0];
    expect(first).toMatchObject({ District: 'Agra', State: 'Uttar Pradesh', Pincode: '282001' });
    expect(first?.Name).toBeTruthy();
    expect(first?.Block).toBeTruthy();
    expect(first?.Latitude).toBeCloseTo(27.14, 1);
    expect(result?.PostOffice?.every((office) => office.Pincode === '282001')).toBe(true);
  });

  it('finds post offices of a pincode in another state (Delhi 110001)', async () => {
    const [result] = ZPincodeLookupResponse.parse((await t.app.inject({ method: 'GET', url: '/pincode/110001' })).json());
    expect(result?.PostOffice?.[0]?.State).toBe('Delhi');
  });

  it('answers Error with no post office for a well-formed pincode that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pincode/999999' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ Status: 'Error', Message: 'No records found', PostOffice: null }]);
  });

  it.each(['12ab', '28200', '2820011', '%20282001'])('refuses the malformed pincode %s with a 400', async (pincode) => {
    const res = await t.app.inject({ method: 'GET', url: `/pincode/${pincode}` });
    expect(res.statusCode).toBe(400);
    const body = ZErrorBody.parse(res.json());
    expect(body.code).toBe('VALIDATION');
    expect(body.fields?.pincode).toEqual(['Enter valid pincode']);
    expect(body.requestId).toBe(res.headers['x-request-id']);
  });
});
