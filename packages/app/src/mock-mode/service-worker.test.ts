import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const origin = 'http://localhost:4173';
const script = readFileSync(join(import.meta.dirname, '..', '..', 'public', 'mockServiceWorker.js'), 'utf8');

/** Runs the mock service worker's script and tells whether its fetch handler takes the request. */
function takes(url: string, mode: RequestMode = 'cors'): boolean {
  const listeners = new Map<string, (event: unknown) => void>();
  runInNewContext(script, {
    self: { registration: { scope: `${origin}/` }, location: new URL(origin) },
    caches: { open: () => Promise.resolve({ match: () => Promise.resolve(undefined), put: () => Promise.resolve() }) },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    // Before it knows its pages, the worker holds every request it takes, then fetches it.
    fetch: () => Promise.resolve(new Response(null)),
    URL,
    Response,
    Set,
    Map,
    Symbol,
    Promise,
    console,
  });
  let responded = false;
  listeners.get('fetch')?.({
    request: { url, mode, cache: 'default' },
    respondWith: () => {
      responded = true;
    },
  });
  return responded;
}

describe('the mock service worker', () => {
  it("lets the app's own files and page loads go straight to the network", () => {
    expect(takes(`${origin}/assets/index-abc123.js`)).toBe(false);
    expect(takes(`${origin}/assets/index-abc123.css`)).toBe(false);
    expect(takes(`${origin}/favicon.svg`)).toBe(false);
    expect(takes(`${origin}/team/queues`, 'navigate')).toBe(false);
  });

  it('still takes every API call, whatever its origin', () => {
    expect(takes(`${origin}/users/user/`)).toBe(true);
    expect(takes(`${origin}/control-tower/teams/11/pages?platform=facebook`)).toBe(true);
    expect(takes('http://127.0.0.1:4013/teams/list/')).toBe(true);
    expect(takes('https://media.causeway.test/videos/trail.mp4')).toBe(true);
  });
});
