import { render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { Route } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { PublishHistoryPage } from '../history/PublishHistoryPage';
import { paths } from '../routes/paths';
import { signInAsDemo } from '../test/app-state';
import { runUntil, useFakeClock } from '../test/fake-clock';
import { setUpMockApi } from '../test/mock-api';
import { TestApp } from '../test/TestApp';
import { useProcessingPoll } from './use-processing-poll';

await setUpMockApi();
afterEach(() => vi.useRealTimers());

/*
 * Submitting a file cannot happen in jsdom (its files cannot travel through Node's fetch), so the
 * poll starts on reels the demo data already has: 1003 failed with the provider's code 1363128,
 * 1006 with 1363040. The reel-status mock answers with each reel's error as the provider gives it.
 */
function PollThenHistory({ ids }: { ids: readonly string[] }) {
  const poll = useProcessingPoll();
  useEffect(() => poll('reel', ids), [poll, ids]);
  return <PublishHistoryPage />;
}

function openPolling(ids: readonly string[]) {
  const routes = <Route path={paths.team.publishHistory} element={<PollThenHistory ids={ids} />} />;
  render(<TestApp path={`${paths.team.publishHistory}?tab=reel`} signedIn={routes} />);
}

const rowWith = (text: string) => {
  const table = screen.getByRole('table', { name: 'Publish history' });
  const row = within(table)
    .getAllByRole('row')
    .find((each) => each.textContent?.includes(text));
  if (!row) throw new Error(`No row shows '${text}'`);
  return within(row);
};

const duration = 'Invalid video duration. Video must be between 3-90 seconds long.';
const aspectRatio = 'Invalid video aspect ratio. Please use 9:16 (vertical) aspect ratio.';

it("says the one reason in the final toast, and on the failed reel's row in Publish History", async () => {
  useFakeClock();
  await signInAsDemo();
  openPolling(['1003']);
  await runUntil(() => screen.queryByText(/Failed to publish reel/) !== null);
  expect(screen.getByText(`Failed to publish reel: ${duration}`)).toBeInTheDocument();
  await runUntil(() => screen.queryByRole('table', { name: 'Publish history' }) !== null);
  expect(rowWith('Landscape cut (too wide)').getByText(duration)).toBeInTheDocument();
  // A failed reel whose check was not made says nothing more than its status.
  expect(rowWith('Tent pitch in 45 seconds').getByText('Failed')).toBeInTheDocument();
  expect(rowWith('Tent pitch in 45 seconds').queryByText(aspectRatio)).not.toBeInTheDocument();
});

it('points to Publish History when the reasons differ, where each failed row says its own', async () => {
  useFakeClock();
  await signInAsDemo();
  openPolling(['1003', '1006']);
  await runUntil(() => screen.queryByText(/failed to publish/) !== null);
  expect(screen.getByText('All 2 reels failed to publish. Check Publish History for the reasons.')).toBeInTheDocument();
  await runUntil(() => screen.queryByText(aspectRatio) !== null);
  expect(rowWith('Landscape cut (too wide)').getByText(duration)).toBeInTheDocument();
  expect(rowWith('Tent pitch in 45 seconds').getByText(aspectRatio)).toBeInTheDocument();
});
