// Finds the Chromium the browser tests and the bench use: CHROMIUM_PATH, else Debian's packages.
// Nothing downloads a browser; when none is found, callers stop with one line saying how to install it.
import { existsSync } from 'node:fs';

const firstPresent = (...candidates) => candidates.find((candidate) => candidate && existsSync(candidate));

/** The browser people use: what the bench measures. */
export const chromiumPath = firstPresent(process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser');

/**
 * What the stories, the journeys and the size check run in: Debian's chromium-headless-shell when
 * it is there, the same Chromium build (Blink, V8, the same version) without the browser's own
 * window and profile machinery, which costs CPU on every page a test opens; else the full browser.
 */
export const testChromiumPath =
  firstPresent(process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell') ?? chromiumPath;

export const missingChromiumMessage =
  'Chromium not found: install it with `sudo apt-get install -y chromium-headless-shell chromium` or set CHROMIUM_PATH to a Chromium binary.';

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
