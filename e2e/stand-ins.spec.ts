import { expect, test, type Page } from '@playwright/test';
import { openAsDemo } from './support/demo-session';
import { publishForm } from './support/publish-form';

// Menus, lists and dialogs stand in until their code arrives, once the page is shown
// (@causeway/ui's deferred-code.ts). Here that code is held back a second, as on a slow line, and
// the page is used at once: a press or a key on a stand-in opens the real control as it arrives.
async function slowOverlayCode(page: Page) {
  await page.route(/\/assets\/(Menu|Select|MultiSelect|overlays)-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
}

test('the page list by keyboard before its code has arrived', async ({ page }) => {
  await slowOverlayCode(page);
  await openAsDemo(page);
  const form = publishForm(page);
  await form.pages.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(form.pages).toContainText('Causeway Coffee Roasters');
  await expect(form.pages).toBeFocused();
});

test('a menu by keyboard and a select by mouse before their code has arrived', async ({ page }) => {
  await slowOverlayCode(page);
  await openAsDemo(page);
  const team = page.getByRole('button', { name: 'Team: Causeway Studio' });
  await team.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(team).toBeFocused();

  const when = page.getByRole('button', { name: /When$/ });
  await when.click();
  await page.getByRole('option', { name: 'Schedule Post' }).click();
  await expect(when).toContainText('Schedule Post');
});
