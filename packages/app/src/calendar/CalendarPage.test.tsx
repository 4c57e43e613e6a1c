import { demo, useScenario } from '@causeway/mocks/node';
import { render, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { paths } from '../routes/paths';
import { signInAsDemo } from '../test/app-state';
import { runUntil, useFakeClock } from '../test/fake-clock';
import { LocationProbe, probedLocation, probedState } from '../test/LocationProbe';
import { setUpMockApi, type ReceivedRequest } from '../test/mock-api';
import { openSignedIn } from '../test/open-signed-in';
import { TestApp } from '../test/TestApp';
import { CalendarPage } from './CalendarPage';

const server = await setUpMockApi();
afterEach(() => vi.useRealTimers());

const routes = (
  <>
    <Route
      path={paths.team.calendar}
      element={
        <>
          <CalendarPage />
          <LocationProbe />
        </>
      }
    />
    <Route path={paths.team.queues} element={<LocationProbe />} />
  </>
);

const openCalendar = (path: string = paths.team.calendar) => openSignedIn(server, path, routes);

/** The calendar's calls: the team's scheduled items of a range. */
const listCalls = (received: ReceivedRequest[]) =>
  received.filter(
    (request) =>
      request.method === 'GET' &&
      request.path === `/api/scheduler/posts/${demo.teamId}/` &&
      request.query.status === 'scheduled',
  );

const dayLabel = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date);
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The seeded story 703: two days from now at 18:00 (mocks/src/seed/queue.ts). */
function seededStoryDay(): Date {
  const day = new Date(Date.now() + 2 * 24 * 60 * 60_000);
  day.setHours(18, 0, 0, 0);
  return day;
}

it('asks for exactly this month’s scheduled items, and the months either side ahead of time', async () => {
  const { received } = await openCalendar();
  const now = new Date();
  const month = (offset: number) => ({
    status: 'scheduled',
    start_time: new Date(now.getFullYear(), now.getMonth() + offset, 1).toISOString(),
    end_time: new Date(new Date(now.getFullYear(), now.getMonth() + offset + 1, 1).getTime() - 1).toISOString(),
  });
  await waitFor(() => expect(listCalls(received)).toHaveLength(3));
  expect(listCalls(received).map((request) => request.query)).toEqual([month(0), month(-1), month(1)]);
  const title = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }).format(now);
  expect(screen.getByRole('grid', { name: title })).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
    'Sun',
    'Mon',
    'Tue',
    'Wed',
    'Thu',
    'Fri',
    'Sat',
  ]);
});

it('a week view asks for Sunday to Saturday and keeps the choice in the address', async () => {
  const { user, received } = await openCalendar('/team/calendar?view=week&date=2099-06-17');
  expect(listCalls(received)[0]?.query).toEqual({
    status: 'scheduled',
    start_time: new Date(2099, 5, 14).toISOString(),
    end_time: new Date(new Date(2099, 5, 21).getTime() - 1).toISOString(),
  });
  expect(screen.getAllByRole('gridcell').map((cell) => cell.textContent?.split(',')[0])).toEqual([
    'Sunday',
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
  ]);
  await user.click(screen.getByRole('button', { name: 'Next week' }));
  // The address follows once the new view is painted.
  await waitFor(() => expect(probedLocation()).toBe('/team/calendar?view=week&date=2099-06-24'));
});

it('a click on an item opens the queue at it: its tab, the item in the address and in navigation state', async () => {
  const story = seededStoryDay();
  const { user } = await openCalendar(`/team/calendar?view=week&date=${isoDay(story)}`);
  await user.click(screen.getByText('Behind the scenes: sourdough at dawn.'));
  await waitFor(() => expect(probedLocation()).toBe('/team/queues?tab=story&highlight=703'));
  expect(probedState()).toEqual({ postId: '703' });
});

it('moves an item by keyboard to the next day, keeping its time, with an undo', async () => {
  const story = seededStoryDay();
  const { user, received } = await openCalendar(`/team/calendar?view=week&date=${isoDay(story)}`);
  const cell = screen.getByRole('gridcell', { name: new RegExp(`^${dayLabel(story)}, `) });
  cell.focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: dayLabel(story) });
  await user.click(within(dialog).getByRole('button', { name: /^Move: Behind the scenes/ }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const next = new Date(story.getTime() + 24 * 60 * 60_000);
  await user.keyboard('{ArrowRight}{Enter}');

  const movedTo = new Date(next);
  movedTo.setHours(18, 0, 0, 0);
  const toast = await screen.findByText(/^Story moved to /);
  const puts = () => received.filter((request) => request.method === 'PUT');
  expect(puts().map((request) => request.path)).toEqual(['/api/scheduler/posts/703/']);
  expect(puts()[0]?.body).toEqual({
    platform: 'facebook',
    category: 'story',
    message: 'Behind the scenes: sourdough at dawn.',
    scheduled_time: movedTo.toISOString(),
    frequency: 'once',
    page_ids: ['104000000000002'],
    team: demo.teamId,
    is_auto_delete: false,
    repeat_until: null,
    custom_schedule: null,
  });

  await user.click(within(toast.closest('[role="alertdialog"]') as HTMLElement).getByRole('button', { name: 'Undo' }));
  expect(await screen.findByText('Move undone.')).toBeInTheDocument();
  expect(puts().at(-1)?.body).toMatchObject({ scheduled_time: story.toISOString() });
});

it("says 'Failed to load posts' when the month cannot be had", async () => {
  useFakeClock();
  useScenario(server, 'queue.load-failed');
  await signInAsDemo();
  render(<TestApp path={paths.team.calendar} signedIn={routes} />);
  await runUntil(() => screen.queryByRole('alert') !== null);
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to load posts');
});
