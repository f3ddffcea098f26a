import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, signIn } from '../../../test/accounts-helpers.ts';
import { demoEmails } from '../../../test/orders-helpers.ts';
import { multipartBody } from '../../../test/form-bodies.ts';
import { pngFile } from '../../../test/route-fixtures.ts';

const publicUrl = 'https://kabadi.example.in';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { PUBLIC_URL: publicUrl } });
});
afterAll(() => t.close());

/** Every value of these fields anywhere in a JSON answer. */
function picturesIn(value: unknown, fields: readonly string[], found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) picturesIn(item, fields, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (fields.includes(key) && typeof item === 'string') found.push(item);
      else picturesIn(item, fields, found);
    }
  }
  return found;
}

async function expectAbsolutePictures(url: string, fields: readonly string[], headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, url).toBeLessThan(400);
  const pictures = picturesIn(res.json(), fields);
  expect(pictures.length, url).toBeGreaterThan(0);
  for (const picture of pictures) {
    expect(picture, url).toMatch(new RegExp(`^${publicUrl}/media/`));
    // ... and the server answers it.
    expect((await t.app.inject({ method: 'GET', url: new URL(picture).pathname })).statusCode, picture).toBe(200);
  }
}

describe('picture fields', () => {
  it.each([
    ['/v3/WebsiteContent/team-members/', ['dp']],
    ['/v3/WebsiteContent/working-team-members/', ['dp']],
    ['/v3/WebsiteContent/happy-customers/', ['dp']],
    ['/cat/category-list/', ['image']],
    ['/cat/all-subcategory-list/', ['sub_image']],
    ['/dealer_details/search-subcategory/282001/', ['subcategory_image']],
  ] as const)('are absolute PUBLIC_URL addresses in %s', async (url, fields) => {
    await expectAbsolutePictures(url, fields);
  });

  it('are absolute in the profile picture answer and the profile', async () => {
    const customer = await signIn(t.app, 'customer', demoEmails.customer, t.config.demoPassword);
    const body = multipartBody({}, { ProfilePic: pngFile() });
    const changed = await t.app.inject({ method: 'POST', url: `/v3/api/update-profilepic/customer/${customer.id}/`, ...body, headers: { ...body.headers, ...bearer(customer) } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().ProfilePic).toMatch(new RegExp(`^${publicUrl}/media/profile-pics/`));
    await expectAbsolutePictures(`/v3/api/view-profile/customer/${customer.id}`, ['ProfilePic'], bearer(customer));
  });
});
