// Finds the Chromium every browser test uses: CHROMIUM_PATH, else Debian's /usr/bin/chromium.
// Nothing downloads a browser; when none is found, callers stop with one line saying how to install it.
import { existsSync } from 'node:fs';

export const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (candidate) => candidate && existsSync(candidate),
);

export const missingChromiumMessage =
  'Chromium not found: install it with `sudo apt-get install -y chromium` or set CHROMIUM_PATH to a Chromium binary.';

/** Flags that keep headless Chromium quiet on a machine with a closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
