import { existsSync } from 'node:fs';

/**
 * The browser for the journeys: Debian's Chromium (Playwright's own download cannot work on
 * our machines). Never skip silently: without one, the run fails and says how to get one.
 */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (p): p is string => Boolean(p),
  );
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      `No Chromium found (looked at ${candidates.join(', ')}).\n` +
        'Install one with `sudo apt-get install -y chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  return found;
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
