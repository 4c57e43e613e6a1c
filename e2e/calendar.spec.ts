import { expect, test, type Locator, type Page } from '@playwright/test';
import { demo } from '../mocks/src/seed/demo';
import { callsTo, recordApiRequests } from './support/api-requests';
import { expectNoAxeViolations } from './support/axe';
import { paths, urlEndingIn } from './support/paths';
import { openAsDemo } from './support/demo-session';

const list = `/scheduler/posts/${demo.teamId}/`;
const dayMs = 24 * 60 * 60_000;
const dayText = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date);
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const sundayOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate() - date.getDay());
const dayCell = (page: Page, date: Date) => page.getByRole('gridcell', { name: new RegExp(`^${dayText(date)}, `) });

/** A mouse drag, as a person makes it: press on `source`, move a little, then onto the top of `target`. */
async function drag(page: Page, source: Locator, target: Locator) {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('Nothing to drag, or nowhere to drop it');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2 + 8, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 10 });
  await page.mouse.up();
}

/** The seeded post 702, 'Lunchtime pour-over workshop': two days from now at 12:30 (mocks/src/seed/queue.ts). */
function lunchtimePost(): Date {
  const at = new Date(Date.now() + 2 * dayMs);
  at.setHours(12, 30, 0, 0);
  return at;
}

test('the week view starts on Sunday and asks for exactly that week’s scheduled posts', async ({ page }) => {
  const received = recordApiRequests(page);
  const shown = new Date(2099, 5, 17);
  await openAsDemo(page, `${paths.team.calendar}?view=week&date=${isoDay(shown)}`);
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('columnheader')).toHaveText(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  await expect(grid.getByRole('gridcell').first()).toHaveAccessibleName(/^Sunday, 14 June 2099, /);
  const ranges = () => callsTo(received, 'GET', list).filter((request) => request.query.status === 'scheduled');
  await expect.poll(() => ranges().length).toBeGreaterThan(0);
  expect(ranges()[0]?.query).toEqual({
    status: 'scheduled',
    start_time: new Date(2099, 5, 14).toISOString(),
    end_time: new Date(new Date(2099, 5, 21).getTime() - 1).toISOString(),
  });

  await page.getByRole('link', { name: 'Create Post' }).click();
  await expect(page).toHaveURL(urlEndingIn(paths.team.publish));
});

test('a click on a post opens the queue with its row highlighted and in view', async ({ page }) => {
  await openAsDemo(page, `${paths.team.calendar}?view=week&date=${isoDay(lunchtimePost())}`);
  await page.getByText('Lunchtime pour-over workshop', { exact: false }).click();

  await expect(page).toHaveURL(urlEndingIn(`${paths.team.queues}?highlight=702`));
  const row = page.locator('tr[data-highlighted]');
  await expect(row).toContainText('Lunchtime pour-over workshop');
  await expect(row).toBeInViewport();
});

test('dragging a post to another day keeps its time of day in the PUT, and Undo puts it back', async ({ page }) => {
  const received = recordApiRequests(page);
  const from = lunchtimePost();
  await openAsDemo(page, `${paths.team.calendar}?view=week&date=${isoDay(from)}`);
  // The next day, unless the post is on the week's last day: then the day before (still ahead).
  const to = new Date(from.getTime() + (from.getDay() === 6 ? -dayMs : dayMs));
  const chip = page.locator('[data-item-id="702"]');
  await expect(chip).toBeVisible();
  await drag(page, chip, dayCell(page, to));

  await expect(page.getByText(/^Post moved to /)).toBeVisible();
  const moved = new Date(to);
  moved.setHours(12, 30, 0, 0);
  const put = callsTo(received, 'PUT', '/scheduler/posts/702/');
  expect(put).toHaveLength(1);
  expect(put[0]?.body).toMatchObject({
    category: 'post',
    message: 'Lunchtime pour-over workshop, 12:30 at the Harbour Street shop.',
    scheduled_time: moved.toISOString(),
    team: demo.teamId,
  });
  await expect(dayCell(page, to).locator('[data-item-id="702"]')).toBeVisible();

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Move undone.')).toBeVisible();
  expect(callsTo(received, 'PUT', '/scheduler/posts/702/').at(-1)?.body).toMatchObject({
    scheduled_time: from.toISOString(),
  });
  await expect(dayCell(page, from).locator('[data-item-id="702"]')).toBeVisible();
});

test('a day that has passed refuses the drop', async ({ page }) => {
  const received = recordApiRequests(page);
  const from = lunchtimePost();
  const yesterday = new Date(Date.now() - dayMs);
  // The week runs Sunday to Saturday and the post is two days ahead: from Friday to Sunday yesterday
  // is in the week before the post's, and the month view (whole weeks around the month) shows both.
  const view = isoDay(sundayOf(yesterday)) === isoDay(sundayOf(from)) ? 'week' : 'month';
  await openAsDemo(page, `${paths.team.calendar}?view=${view}&date=${isoDay(from)}`);
  await expect(page.locator('[data-item-id="702"]')).toBeVisible();
  const cell = dayCell(page, yesterday);
  // Out of both only when the post's month begins on the Sunday between them (the screen's story pins a day).
  test.skip((await cell.count()) === 0, 'yesterday is in neither the week nor the month grid of the post');
  await drag(page, page.locator('[data-item-id="702"]'), cell);
  await expect(page.locator('[data-item-id="702"]')).toBeVisible();
  expect(callsTo(received, 'PUT', '/scheduler/posts/702/')).toHaveLength(0);
});

test('by keyboard: arrows move between days, Enter lists a day, Move and Enter reschedule it', async ({ page }) => {
  const received = recordApiRequests(page);
  const from = lunchtimePost();
  await openAsDemo(page, `${paths.team.calendar}?date=${isoDay(from)}`);
  await dayCell(page, from).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dayText(from) });
  await dialog.getByRole('button', { name: /^Move: Lunchtime pour-over workshop/ }).click();
  await expect(page.getByText(/^Moving “Lunchtime pour-over workshop/)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');

  const moved = new Date(from.getTime() + 7 * dayMs);
  moved.setHours(12, 30, 0, 0);
  await expect(page.getByText(/^Post moved to /)).toBeVisible();
  expect(callsTo(received, 'PUT', '/scheduler/posts/702/')[0]?.body).toMatchObject({
    scheduled_time: moved.toISOString(),
  });
  await expectNoAxeViolations(page);
});

test('on a phone each day shows its count; nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAsDemo(page, paths.team.calendar);
  await expect(page.getByRole('grid')).toBeVisible();
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
