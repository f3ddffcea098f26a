import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryNames, ZCategoryListResponse } from '@kt/contract/catalog/category-list';
import { ZSubcategoryListResponse } from '@kt/contract/catalog/subcategory-list';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

describe('GET /cat/category-list/', () => {
  it('returns the six seeded categories in the order of the selling filter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cat/category-list/' });
    expect(res.statusCode).toBe(200);
    const body = ZCategoryListResponse.parse(res.json());
    expect(body.map((c) => c.name)).toEqual([...categoryNames]);
    expect(Object.keys(body[0] ?? {}).sort()).toEqual(['id', 'image', 'name']);
  });

  it('gives image URLs that our server serves as pictures', async () => {
    const body = ZCategoryListResponse.parse((await t.app.inject({ method: 'GET', url: '/cat/category-list/' })).json());
    for (const category of body) {
      // Absolute, so a client on another host can load it.
      expect(category.image).toMatch(new RegExp(`^${t.config.publicUrl}/media/seed/categories/[a-z-]+\\.svg$`));
      const image = await t.app.inject({ method: 'GET', url: new URL(category.image).pathname });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
      expect(image.headers['content-security-policy']).toContain('sandbox');
      // The origins of CORS_ORIGINS may show it.
      expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(image.body).toContain('<svg');
    }
  });
});

describe('GET /cat/all-subcategory-list/', () => {
  it('returns several subcategories for each category, each naming its category id', async () => {
    const categories = ZCategoryListResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/cat/category-list/' })).json(),
    );
    const res = await t.app.inject({ method: 'GET', url: '/cat/all-subcategory-list/' });
    expect(res.statusCode).toBe(200);
    const subs = ZSubcategoryListResponse.parse(res.json());
    expect(Object.keys(subs[0] ?? {}).sort()).toEqual(['category', 'id', 'sub_image', 'sub_name']);
    for (const category of categories) {
      expect(subs.filter((s) => s.category === category.id).length).toBeGreaterThanOrEqual(3);
    }
    const names = subs.map((s) => s.sub_name);
    expect(names).toEqual(expect.arrayContaining(['Newspaper', 'Cardboard', 'PET Bottles', 'Copper', 'Laptops', 'Mobiles']));
    const picture = await t.app.inject({ method: 'GET', url: subs[0]?.sub_image ?? '' });
    expect(picture.statusCode).toBe(200);
  });
});

describe('GET /media/*', () => {
  it('answers a JSON 404 for an unknown file and refuses paths that climb out of storage', async () => {
    for (const url of ['/media/seed/nope.svg', '/media/../package.json', '/media/%2e%2e/package.json', '/media/seed/x.exe']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });
});
