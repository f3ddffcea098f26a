import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './support/chromium.ts';
import { crossOrigin } from './support/cross-origin.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(here, '.tmp', `data-${port}`);

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    // The built app on a fresh embedded database, seeded as on a first `npm start`.
    command: `rm -rf "${dataDir}" && node --enable-source-maps ../apps/server/dist/main.js`,
    cwd: here,
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Every journey signs in from 127.0.0.1; the limits themselves are proven by the API tests.
      RATE_LIMIT_SCALE: '20',
      CORS_ORIGINS: crossOrigin,
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
