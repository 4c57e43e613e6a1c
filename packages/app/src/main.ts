import { lightTheme } from '@causeway/ui/theme';
import { storedSession } from './lib/storage';
import { isSignedInAddress } from './routes/signed-in-address';

document.documentElement.classList.add(lightTheme);

/**
 * The entry, small enough to run as soon as it arrives: it starts what the address needs side by
 * side. On a signed-in address with a session, its calls (routes/signed-in-data.ts) leave while the
 * app's code is still arriving. Mock mode answers from msw, which must be ready before the first
 * request.
 */
async function start() {
  const signedIn = isSignedInAddress(location.pathname) && storedSession.accessToken() !== null;
  const data = signedIn ? import('./routes/signed-in-data') : null;
  const app = import('./start-app');
  // A page's first Intl call loads the locale data, a tenth of a second or more on a slow phone,
  // and React Aria makes one as the app starts: made here, it is paid while the code downloads.
  // The browser's own locale, which cannot be refused, so the entry cannot throw.
  if (signedIn) new Intl.DateTimeFormat().resolvedOptions();
  if (__MOCK_MODE__) {
    const { startMockMode } = await import('./mock-mode/start-mock-mode');
    await startMockMode();
  }
  void data?.then(({ prefetchSignedIn }) => prefetchSignedIn(location));
  // Drawn at once: while the address's code is still on its way, its frame's skeleton shows.
  (await app).startApp();
}

void start();
