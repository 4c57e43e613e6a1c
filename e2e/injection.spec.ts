import { expect, test } from '@playwright/test';
import { demo } from '../mocks/src/seed/demo';
import { pages as demoPages } from '../mocks/src/seed/demo-pages';
import { expectNothingRan, openWithData, payload, payloadHtml, shownAsText } from './support/injection';
import { blogPostPath, paths, visitInApp } from './support/paths';
import { photo, publishForm } from './support/publish-form';
import { visitShown } from './support/visit-shown';

// Text a user or the server saved, holding markup that would run script, shown on every screen
// that shows it (mock mode: no Content-Security-Policy, so React's escaping and DOMPurify alone
// stand between it and the page). Each surface: its text saved in the mock backend, each screen
// visited, nothing run (support/injection.ts).

const coffee = demoPages.coffee.name;

test('post messages: the queue, its dialogs, the calendar, history and the edit form show them as text', async ({
  page,
}) => {
  const ran = await openWithData(page, paths.team.queues, [
    { collection: 'scheduledItems', set: { message: payload } },
    { collection: 'posts', set: { message: payload } },
  ]);
  await expect(page.getByRole('table').getByText(shownAsText).first()).toBeVisible();
  await page.getByRole('button', { name: 'Delete post' }).first().click();
  await expect(page.getByRole('alertdialog', { name: 'Delete scheduled post' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await visitInApp(page, paths.team.calendar);
  await expect(page.getByRole('grid').getByText(shownAsText).first()).toBeVisible();
  await visitInApp(page, paths.team.publishHistory);
  await expect(page.getByText(shownAsText).first()).toBeVisible();
  await visitInApp(page, `${paths.team.publish}?edit=${demo.scheduledPostId}`);
  await expect(publishForm(page).text('Post text')).toHaveValue(payload);
  await expect(page.getByRole('region', { name: 'Preview' }).getByText(shownAsText)).toBeVisible();
  await expectNothingRan(page, ran);
});

test('page names: the page picker, the queue, history, bulk delete and the social account’s pages', async ({
  page,
}) => {
  const ran = await openWithData(page, paths.home, [{ rename: coffee, to: payload }]);
  await publishForm(page).pages.click();
  await expect(page.getByRole('listbox').getByRole('option', { name: shownAsText })).toBeVisible();
  await page.keyboard.press('Escape');
  for (const path of [paths.team.queues, paths.team.publishHistory]) {
    await visitInApp(page, path);
    await expect(page.getByRole('table').getByText(shownAsText).first()).toBeVisible();
  }
  await visitInApp(page, paths.team.bulkDelete);
  await page.getByRole('button', { name: /Page$/ }).click();
  await expect(page.getByRole('option', { name: shownAsText })).toBeVisible();
  await page.keyboard.press('Escape');
  await visitInApp(page, paths.controlTower.manageSocialAccount);
  await expect(page.getByRole('table', { name: 'Pages of Demo User' }).getByText(shownAsText)).toBeVisible();
  await expectNothingRan(page, ran);
});

test('team names: the team switcher and its menu, team management and billing', async ({ page }) => {
  const ran = await openWithData(page, paths.home, [
    { collection: 'teams', where: { id: demo.teamId }, set: { name: payload } },
    { rename: 'Causeway Studio', to: payload },
  ]);
  const switcher = page.getByRole('button', { name: `Team: ${payload}` });
  await expect(switcher).toBeVisible();
  await switcher.click();
  await expect(page.getByRole('menu').getByText(shownAsText)).toBeVisible();
  await page.keyboard.press('Escape');
  await visitInApp(page, paths.controlTower.teamManagement);
  await expect(page.getByRole('table', { name: `Members of ${payload}` })).toBeVisible();
  await visitInApp(page, paths.controlTower.billing);
  await expect(page.getByRole('main').getByText(shownAsText).first()).toBeVisible();
  await expectNothingRan(page, ran);
});

test('user names: the header, the account menu, the preview, the members and the Facebook warning', async ({
  page,
}) => {
  const ran = await openWithData(page, paths.home, [{ rename: 'Demo User', to: payload }]);
  const account = page.getByRole('button', { name: `Account menu for ${payload}` });
  await expect(account).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preview' }).getByText(shownAsText)).toBeVisible();
  await expect(page.getByRole('status').getByText(shownAsText)).toBeVisible();
  await account.click();
  await expect(page.getByRole('dialog', { name: `Account menu for ${payload}` }).getByText(shownAsText)).toBeVisible();
  await page.keyboard.press('Escape');
  await visitInApp(page, paths.controlTower.teamManagement);
  await expect(page.getByRole('table').getByText(shownAsText).first()).toBeVisible();
  await visitInApp(page, paths.controlTower.manageSocialAccount);
  await expect(page.getByRole('table', { name: 'Linked social accounts' }).getByText(shownAsText)).toBeVisible();
  await expectNothingRan(page, ran);
});

test('company names: the personal settings and the account menu', async ({ page }) => {
  const ran = await openWithData(page, paths.controlTower.personal, [
    { collection: 'users', where: { id: demo.userId }, set: { company_name: payload } },
  ]);
  await expect(page.getByRole('textbox', { name: 'Company Name' })).toHaveValue(payload);
  await page.getByRole('button', { name: 'Account menu for Demo User' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNothingRan(page, ran);
});

test('file names: the publish forms show a chosen file’s name as text, in their previews and messages', async ({
  page,
}) => {
  const ran = await openWithData(page, paths.team.publish, []);
  await publishForm(page).media.setInputFiles({ ...photo, name: `${payload}.png` });
  await expect(page.getByRole('img', { name: `Image: ${payload}.png` })).toBeVisible();
  await visitShown(page, paths.team.publishStory);
  await publishForm(page).media.setInputFiles({
    name: `${payload}.txt`,
    mimeType: 'text/plain',
    buffer: Buffer.from('x'),
  });
  await expect(page.getByText(shownAsText).first()).toBeVisible();
  await visitShown(page, paths.team.publishReel);
  await publishForm(page).media.setInputFiles({
    name: `${payload}.mp4`,
    mimeType: 'video/mp4',
    buffer: Buffer.from('x'),
  });
  await expect(page.getByLabel(`Chosen video: ${payload}.mp4`)).toBeVisible();
  await expectNothingRan(page, ran);
});

test('CMS pages: the privacy policy, the terms and the FAQ show their markup sanitised', async ({ page }) => {
  const faq = [{ section_title: payload, faq_items: [{ question: payload, answer: payloadHtml }] }];
  const ran = await openWithData(page, paths.privacyPolicy, [
    { collection: 'cmsPages', where: { slug: 'privacy-policy' }, set: { intro: payload, body: payloadHtml } },
    { collection: 'cmsPages', where: { slug: 'terms-of-service' }, set: { intro: payload, body: payloadHtml } },
    { collection: 'cmsPages', where: { slug: 'faq' }, set: { intro: payload, body: JSON.stringify(faq) } },
  ]);
  for (const path of [paths.privacyPolicy, paths.termsOfService]) {
    await visitInApp(page, path);
    await expect(page.getByText(shownAsText).first()).toBeVisible();
    await expect(page.getByText('Another harmless paragraph.')).toBeVisible();
    await expect(page.getByText('pwned link', { exact: true })).toBeVisible();
  }
  await visitInApp(page, paths.faq);
  await page.getByRole('button', { name: shownAsText }).first().click();
  await expect(page.getByText('Another harmless paragraph.')).toBeVisible();
  await expectNothingRan(page, ran);
});

test('blog posts: the list and the post show title, introduction and author as text, the body sanitised', async ({
  page,
}) => {
  const ran = await openWithData(page, paths.blog, [
    {
      collection: 'blogPosts',
      where: { url_path: `/blog/${demo.blogSlug}/` },
      set: { title: payload, intro: payload, author_name: payload, body: payloadHtml },
    },
  ]);
  await expect(page.getByRole('link', { name: shownAsText }).first()).toBeVisible();
  await visitInApp(page, blogPostPath(demo.blogSlug));
  await expect(page.getByRole('heading', { level: 1, name: payload })).toBeVisible();
  await expect(page.getByText('Another harmless paragraph.')).toBeVisible();
  await page.getByText('pwned link', { exact: true }).click();
  await page.getByText('pwned details', { exact: true }).click();
  await expectNothingRan(page, ran);
});
