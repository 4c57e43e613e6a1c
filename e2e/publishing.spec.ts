import { expect, test, type Page } from '@playwright/test';
import { mockConfig } from '../mocks/src/config';
import { pollFirstDelayMs, pollIntervalMs } from '../packages/api-client/src/domain/status-poller';
import { demoAccount } from './support/demo-data';
import { paths, urlEndingIn } from './support/paths';
import {
  choosePages,
  chooseSchedule,
  recordFormPosts,
  photo,
  publishForm,
  sendAndConfirm,
} from './support/publish-form';
import { pageShown } from './support/page-shown';
import { expectSignedInHome, submitLogin } from './support/sign-in';
import { openAsDemo } from './support/demo-session';
import { billingNotice } from './support/notices';

const coffee = 'Causeway Coffee Roasters';
const bakery = 'Harbour Lights Bakery';

/**
 * Stories and reels are first checked 3 s after they are sent, then every 10 s, and the mock finishes
 * them 20 s after they arrive. The page's clock jumps instead of the test waiting: to the first check,
 * then past the finish, so the next check finds them done. (Should the page not have set its next
 * check yet when the clock jumps, that check comes 10 s later in real time: slower, never wrong.)
 */
async function jumpPastProcessing(page: Page): Promise<void> {
  const firstCheck = page.waitForResponse((response) => /\/(story|reel)-status\//.test(response.url()));
  await page.clock.fastForward(pollFirstDelayMs);
  await firstCheck;
  await page.clock.fastForward(mockConfig().processingDoneMs);
}

/** The final toast's wait: a check's round trip, or the interval plus a round trip after a late jump. */
const afterACheck = pollIntervalMs + 15_000;

test('posts now to two pages with a photo: one multipart call with every field, then the success toast', async ({
  page,
}) => {
  const formPosts = await recordFormPosts(page, '/facebook/unified-post/');
  await openAsDemo(page);
  const form = publishForm(page);
  await choosePages(page, [coffee, bakery]);
  await form.text('Post text').fill('Morning light over the harbour, and the first batch is out.');
  await form.media.setInputFiles(photo);
  await expect(
    page.getByRole('article', { name: 'Facebook post preview' }).getByRole('img', { name: /harbour-morning/ }),
  ).toBeVisible();

  await sendAndConfirm(page, 'Publish Now');

  await expect(page.getByText('Post published successfully!')).toBeVisible();
  const posts = await formPosts();
  expect(posts).toHaveLength(1);
  const fields = posts[0] ?? {};
  expect(fields).toMatchObject({
    post_type: 'image',
    message: 'Morning light over the harbour, and the first batch is out.',
    is_auto_delete: 'false',
    media_file: 'harbour-morning.png',
  });
  expect(JSON.parse(fields.page_ids ?? '[]')).toHaveLength(2);
  await expect(form.text('Post text')).toHaveValue('');
});

for (const timezoneId of ['America/New_York', 'Asia/Kolkata']) {
  test.describe(`in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('schedules a post at the local time chosen, says the zone, and sends its instant', async ({ page }) => {
      await openAsDemo(page);
      await choosePages(page, [coffee]);
      await publishForm(page).text('Post text').fill('Spring menu tasting');
      await chooseSchedule(page, 'Schedule Post', '15/04/2099', '10:30');
      // The browser names the zone (Chromium says Asia/Calcutta for Asia/Kolkata), with its offset.
      const offset = timezoneId === 'Asia/Kolkata' ? 'GMT+5:30' : 'GMT-4';
      await expect(
        page.getByText(new RegExp(`^Times are in [\\w/ ]+ \\(${offset.replace('+', '\\+')}\\)\\.$`)),
      ).toBeVisible();

      const sent = page.waitForRequest(
        (request) => request.url().endsWith('/scheduler/posts/') && request.method() === 'POST',
      );
      await sendAndConfirm(page, 'Schedule Post');
      const body = (await sent).postDataJSON() as Record<string, unknown>;
      const expected = { 'America/New_York': '2099-04-15T14:30:00.000Z', 'Asia/Kolkata': '2099-04-15T05:00:00.000Z' }[
        timezoneId
      ];
      expect(body).toMatchObject({ category: 'post', frequency: 'once', scheduled_time: expected });
      await expect(
        page.getByText(/Post scheduled for Wednesday 15 April 2099 at 10:30\. You can see it in the Queue tab\./),
      ).toBeVisible();
    });
  });
}

test.describe('on a day the clocks change', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('a skipped time is said, and sent as the moment it becomes', async ({ page }) => {
    await openAsDemo(page);
    await choosePages(page, [coffee]);
    await publishForm(page).text('Post text').fill('Clocks go forward tonight');
    await chooseSchedule(page, 'Schedule Post', '09/03/2098', '02:30');
    await expect(
      page.getByText(
        'The clocks go forward that night, so the time you chose does not exist. It will go out at 03:30 (GMT-4).',
      ),
    ).toBeVisible();
    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/scheduler/posts/') && request.method() === 'POST',
    );
    await sendAndConfirm(page, 'Schedule Post');
    expect(((await sent).postDataJSON() as { scheduled_time: string }).scheduled_time).toBe('2098-03-09T07:30:00.000Z');
  });
});

test('a story with a photo: submitted, followed while it processes, then one final toast', async ({ page }) => {
  await page.clock.install();
  await openAsDemo(page, paths.team.publishStory);
  await choosePages(page, [coffee]);
  await publishForm(page).media.setInputFiles(photo);
  await sendAndConfirm(page, 'Publish Now');

  await expect(page.getByText('Story submitted successfully! 1 stories are being processed...')).toBeVisible();
  await expect(page.getByText('Processing stories: 0/1 completed')).toBeVisible();
  await jumpPastProcessing(page);
  await expect(page.getByText('Story published successfully!')).toBeVisible({ timeout: afterACheck });
  await expect(page.getByText(/Processing stories/)).toHaveCount(0);
});

test('a reel whose processing fails ends with an error toast', async ({ page }) => {
  await page.clock.install();
  await openAsDemo(page, paths.team.publishReel);
  await choosePages(page, [coffee]);
  await publishForm(page).text('Caption').fill('Behind the counter');
  await publishForm(page).media.setInputFiles({
    name: 'counter-fail.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from('not really a video'),
  });
  await expect(page.getByRole('button', { name: 'Remove video' })).toBeVisible();
  await sendAndConfirm(page, 'Publish Reel Now');
  await expect(page.getByText('Reel submitted successfully! 1 reels are being processed...')).toBeVisible();
  await jumpPastProcessing(page);
  await expect(
    page.getByText('Failed to publish reel: Invalid video aspect ratio. Please use 9:16 (vertical) aspect ratio.'),
  ).toBeVisible({
    timeout: afterACheck,
  });
});

test('edits a scheduled post from its id in the address', async ({ page }) => {
  await openAsDemo(page, `${paths.team.publish}?edit=701`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Post' })).toBeVisible();
  const text = publishForm(page).text('Post text');
  await expect(text).toHaveValue('Fresh roast Friday: our Ethiopian Yirgacheffe is back in stock.');
  await page.reload();
  await expect(text).toHaveValue('Fresh roast Friday: our Ethiopian Yirgacheffe is back in stock.');
  await text.fill('Fresh roast Friday, now with oat milk.');
  const sent = page.waitForRequest((request) => request.method() === 'PUT');
  await sendAndConfirm(page, 'Update Post');
  const request = await sent;
  expect(new URL(request.url()).pathname).toBe('/api/scheduler/posts/701/');
  expect(request.postDataJSON()).not.toHaveProperty('platform_account_id');
  await expect(page.getByText('Post updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/team\/queues\?highlight=701$/);
});

test('a draft survives a reload, and a session that expired', async ({ page }) => {
  await openAsDemo(page);
  await choosePages(page, [bakery]);
  await publishForm(page).text('Post text').fill('Half an announcement about the new oven');
  await expect(page.getByText('Kept on this device')).toBeVisible();

  await page.reload();
  await expect(publishForm(page).text('Post text')).toHaveValue('Half an announcement about the new oven');
  await expect(page.getByText('Your unsent work is back, as you left it on this device.')).toBeVisible();

  await page.goto(`${paths.home}?scenario=session.refresh-fails`);
  await expect(page).toHaveURL(urlEndingIn(paths.login));
  await page.goto(`${paths.login}?scenario=none`);
  await submitLogin(page, demoAccount);
  await expectSignedInHome(page, demoAccount.name);
  await expect(publishForm(page).text('Post text')).toHaveValue('Half an announcement about the new oven');
  await expect(publishForm(page).pages).toContainText(bakery);
});

test('the whole post flow by keyboard alone', async ({ page }) => {
  await openAsDemo(page);
  await pageShown(page);
  // This journey starts on the page with everything it loads after it is shown; the keys that
  // reach a control's stand-in before its code has come are stand-ins.spec.ts's.
  await page.waitForLoadState('networkidle');
  const form = publishForm(page);
  await form.pages.focus();
  await expect(form.pages).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option').first()).toBeFocused();
  await page.keyboard.press('Enter'); // the first page
  await page.keyboard.press('Escape');
  await expect(form.pages).toContainText(coffee);
  // Focus comes back to the field once the list has gone (it fades out); a Tab before that moves
  // from inside the closing list.
  await expect(form.pages).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.text('Post text')).toBeFocused();
  await page.keyboard.type('Typed without a mouse');
  const publish = page.getByRole('button', { name: 'Publish Now', exact: true });
  for (
    let presses = 0;
    presses < 20 && !(await publish.evaluate((element) => element === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(publish).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  // Focus moves into the question as it shows, onto Cancel; a Tab pressed before that would not.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab'); // from Cancel to the confirm button
  await expect(dialog.getByRole('button', { name: 'Publish Now' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Post published successfully!')).toBeVisible();
});

test('a team without a plan is told, with the way to a plan', async ({ page }) => {
  await openAsDemo(page);
  await page.getByRole('button', { name: 'Team: Causeway Studio' }).click();
  await page.getByRole('menuitemradio', { name: 'Northwind Outreach' }).click();
  await expect(billingNotice(page)).toBeVisible();
  await choosePages(page, ['Northwind Community Garden']);
  await publishForm(page).text('Post text').fill('Volunteers wanted');
  await sendAndConfirm(page, 'Publish Now');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('An active subscription is required to publish.');
  await alert.getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL(urlEndingIn(paths.controlTower.plan));
});
