import { expect, test, type Page } from '@playwright/test';
import { openAsDemo } from './support/demo-session';
import { publishForm } from './support/publish-form';

// Menus, lists and dialogs stand in until their code arrives, once the page is shown
// (@causeway/ui's deferred.ts). Here each control's own file is held back, as on a slow line,
// until the test has pressed its stand-in: the press opens the real control as the code arrives.
// (The overlay code they share also serves the mock bar, which the signed-in page waits for.)
async function holdOverlayCode(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(Menu|Select|MultiSelect)-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

test('the page list by keyboard before its code has arrived', async ({ page }) => {
  const code = await holdOverlayCode(page);
  await openAsDemo(page);
  const form = publishForm(page);
  await form.pages.focus();
  await page.keyboard.press('Enter');
  code.release();
  await expect(page.getByRole('option').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(form.pages).toContainText('Causeway Coffee Roasters');
  await expect(form.pages).toBeFocused();
});

test('a menu by keyboard before its code has arrived', async ({ page }) => {
  const code = await holdOverlayCode(page);
  await openAsDemo(page);
  const team = page.getByRole('button', { name: 'Team: Causeway Studio' });
  await team.focus();
  await page.keyboard.press('Enter');
  code.release();
  await expect(page.getByRole('menuitemradio').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(team).toBeFocused();
});

test('a select by mouse before its code has arrived', async ({ page }) => {
  const code = await holdOverlayCode(page);
  await openAsDemo(page);
  const when = page.getByRole('button', { name: /When$/ });
  await when.click();
  code.release();
  await page.getByRole('option', { name: 'Schedule Post' }).click();
  await expect(when).toContainText('Schedule Post');
});
