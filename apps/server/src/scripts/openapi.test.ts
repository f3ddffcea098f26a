import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { describeApi, openapiFile } from './openapi-document.ts';

describe('docs/api/openapi.json', () => {
  it('describes the routes as they are (run `npm run docs:api` after changing one)', async () => {
    const committed = await readFile(openapiFile, 'utf8');
    expect(committed).toBe(await describeApi());
  }, 60_000);
});
