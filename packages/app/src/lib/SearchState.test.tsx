// useSearchState (use-search-state.ts), through a small screen that keeps a tab in the address.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { LocationProbe, probedLocation } from '../test/LocationProbe';
import { useSearchState } from './use-search-state';

afterEach(() => {
  vi.useRealTimers();
});

/** The address is written a frame and a task after a choice: both run on a fake clock here. */
function useFakeFrames() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
}

/** Runs every frame and task still waiting, the address write among them. */
const runPendingWrites = () => vi.runAllTimersAsync();

const readTab = (params: URLSearchParams) => params.get('tab') ?? 'post';
const writeTab = (tab: string) => new URLSearchParams(tab === 'post' ? {} : { tab });

function Filters() {
  const [tab, setTab] = useSearchState(readTab, writeTab);
  return (
    <>
      <p>Showing {tab}</p>
      {['post', 'story', 'reel'].map((each) => (
        <button key={each} type="button" onClick={() => setTab(each)}>
          {each}
        </button>
      ))}
      <Link to="/elsewhere">Leave</Link>
    </>
  );
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

function renderAt(address: string) {
  return render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/list" element={<Filters />} />
        <Route path="/elsewhere" element={<p>Elsewhere</p>} />
      </Routes>
      <BackButton />
      <LocationProbe />
    </MemoryRouter>,
  );
}

test('a choice shows at once, and the address follows', async () => {
  renderAt('/list');
  await userEvent.click(screen.getByRole('button', { name: 'story' }));
  expect(screen.getByText('Showing story')).toBeVisible();
  await waitFor(() => expect(probedLocation()).toBe('/list?tab=story'));
  expect(screen.getByText('Showing story')).toBeVisible();
});

test('choices made within one frame make one history entry: Back returns to the view before them', async () => {
  renderAt('/list');
  act(() => {
    screen.getByRole('button', { name: 'story' }).click();
    screen.getByRole('button', { name: 'reel' }).click();
  });
  expect(screen.getByText('Showing reel')).toBeVisible();
  await waitFor(() => expect(probedLocation()).toBe('/list?tab=reel'));
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  await waitFor(() => expect(probedLocation()).toBe('/list'));
  expect(screen.getByText('Showing post')).toBeVisible();
});

test('leaving the screen before the address is written stays left', async () => {
  useFakeFrames();
  renderAt('/list');
  act(() => {
    screen.getByRole('button', { name: 'story' }).click();
    screen.getByRole('link', { name: 'Leave' }).click();
  });
  await act(runPendingWrites);
  expect(screen.getByText('Elsewhere')).toBeVisible();
  expect(probedLocation()).toBe('/elsewhere');
});

function renderAfter(earlier: string, address: string) {
  return render(
    <MemoryRouter initialEntries={[earlier, address]} initialIndex={1}>
      <Routes>
        <Route path="/list" element={<Filters />} />
      </Routes>
      <BackButton />
      <LocationProbe />
    </MemoryRouter>,
  );
}

test('Back before the address is written goes back, and the choice does not come back after it', async () => {
  useFakeFrames();
  renderAfter('/list', '/list?tab=story');
  act(() => {
    screen.getByRole('button', { name: 'reel' }).click();
    screen.getByRole('button', { name: 'Back' }).click();
  });
  await act(runPendingWrites);
  expect(probedLocation()).toBe('/list');
  expect(screen.getByText('Showing post')).toBeVisible();
});

test("the browser's Back (popstate) before the address is written drops the write", async () => {
  useFakeFrames();
  renderAt('/list');
  act(() => {
    screen.getByRole('button', { name: 'story' }).click();
    // The browser tells of a move through history before the router has drawn it.
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await act(runPendingWrites);
  expect(probedLocation()).toBe('/list');
});

test('Back right after the address is written, before the new address is drawn, shows the view Back returns to', async () => {
  useFakeFrames();
  renderAt('/list');
  // One batch for React: the write and the Back come before it draws either (on a busy page, the
  // router's transitions to both addresses are drawn as one).
  await act(async () => {
    screen.getByRole('button', { name: 'story' }).click();
    await runPendingWrites();
    screen.getByRole('button', { name: 'Back' }).click();
  });
  expect(probedLocation()).toBe('/list');
  expect(screen.getByText('Showing post')).toBeVisible();
});
