import { expect, type Locator, type Page, type Request } from '@playwright/test';

/** The Control Tower tabs' links, as the frame shows them. */
export const settingsTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name, exact: true });

/** A tab's own heading (an h2 under 'Control Tower'). */
export const tabHeading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 2, name, exact: true });

/** The header's team switcher, named after the active team. */
export const teamSwitcher = (page: Page, team: string) => page.getByRole('button', { name: `Team: ${team}` });

/** The row of a table holding `text` in one of its cells. */
export const rowWith = (table: Locator, text: string) =>
  table.getByRole('row').filter({ has: table.page().getByText(text, { exact: true }) });

/** Presses a button, then the `confirmLabel` button of the confirmation that opens (toasts aside). */
export async function pressAndConfirm(page: Page, button: Locator, confirmLabel: string): Promise<Locator> {
  await button.click();
  const dialog = page
    .getByRole('alertdialog')
    .filter({ has: page.getByRole('button', { name: confirmLabel, exact: true }) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
  return dialog;
}

/** Chooses a role in the member dialog's Role select. */
export async function chooseRole(page: Page, dialog: Locator, role: string): Promise<void> {
  await dialog.locator('button[aria-haspopup="listbox"]').click();
  await page.getByRole('option', { name: role, exact: true }).click();
}

/** The next API call of `method` whose path ends with `pathEnd` (the app's '/api' base included). */
export function nextCall(page: Page, method: string, pathEnd: string | RegExp): Promise<Request> {
  return page.waitForRequest((request) => {
    const path = new URL(request.url()).pathname;
    return request.method() === method && (typeof pathEnd === 'string' ? path.endsWith(pathEnd) : pathEnd.test(path));
  });
}
