import { UNSAFE_createMemoryHistory } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { guardHistory, guardLeaving, heldLeave, resetLeaveGate, watchHeldLeave } from './leave-gate';

let lift: (() => void) | undefined;
afterEach(() => lift?.());

/** A history at /settings (after /home), guarded, with the locations the router is told of. */
function startAtSettings() {
  const history = guardHistory(
    UNSAFE_createMemoryHistory({ initialEntries: ['/home', '/settings'], initialIndex: 1, v5Compat: true }),
  );
  const told: string[] = [];
  history.listen(({ action, location }) => told.push(`${action} ${location.pathname}`));
  // Guard leaving the page itself; a change of its query is not leaving.
  lift = guardLeaving((current, next) => current.pathname !== next.pathname);
  return { history, told };
}

test('a link away is held until the person leaves; the router hears of it only then', () => {
  const { history, told } = startAtSettings();
  history.push('/team/queues');
  expect(told).toEqual([]);
  expect(history.location.pathname).toBe('/settings');
  heldLeave()?.proceed();
  expect(told).toEqual(['PUSH /team/queues']);
  expect(heldLeave()).toBeNull();
});

test('staying drops the held link', () => {
  const { history, told } = startAtSettings();
  history.push('/team/queues');
  heldLeave()?.reset();
  expect(heldLeave()).toBeNull();
  expect(told).toEqual([]);
  expect(history.location.pathname).toBe('/settings');
});

test('Back is undone at once and made again if the person leaves', () => {
  const { history, told } = startAtSettings();
  history.go(-1);
  expect(history.location.pathname).toBe('/settings');
  expect(told).toEqual([]);
  expect(heldLeave()).not.toBeNull();
  heldLeave()?.proceed();
  expect(history.location.pathname).toBe('/home');
  expect(told).toEqual(['POP /home']);
});

test('a change of the same page, and any move once the guard is lifted, go straight through', () => {
  const { history, told } = startAtSettings();
  history.push('/settings?tab=billing');
  expect(told).toEqual(['PUSH /settings']);
  lift?.();
  history.push('/team/queues');
  expect(told).toEqual(['PUSH /settings', 'PUSH /team/queues']);
});

test('lifting the guard while a move is held drops it, and tells those watching', () => {
  const { history } = startAtSettings();
  let changes = 0;
  const stopWatching = watchHeldLeave(() => changes++);
  history.push('/team/queues');
  expect(changes).toBe(1);
  lift?.();
  expect(heldLeave()).toBeNull();
  expect(changes).toBe(2);
  expect(history.location.pathname).toBe('/settings');
  stopWatching();
});

test('a reset leaves nothing guarded or held for the next test', () => {
  const { history, told } = startAtSettings();
  let heard = 0;
  watchHeldLeave(() => (heard += 1));
  history.push('/team/queues');
  expect(heard).toBe(1);
  resetLeaveGate();
  expect(heldLeave()).toBeNull();
  history.push('/billing');
  expect(told).toEqual(['PUSH /billing']);
  expect(heard).toBe(1);
});
