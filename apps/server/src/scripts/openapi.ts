// `npm run docs:api`: writes docs/api/openapi.json from the routes' own schemas.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describeApi, openapiFile as out } from './openapi-document.ts';

const document = await describeApi();
await mkdir(path.dirname(out), { recursive: true });
await writeFile(out, document);
console.info(`wrote ${out}`);
