import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { afterQueryRetries, catalogueTitle, runCatalogueCase, type CatalogueCase } from './support/catalogue';
import { paths } from './support/paths';
import { publishForm } from './support/publish-form';
import { withScenarios } from './support/scenarios';
import { openAsDemo, resumeDemoSession } from './support/demo-session';
import { openTokenDetail, tokenWarning } from './support/notices';

const manage = paths.controlTower.manageSocialAccount;
const coffee = 'Causeway Coffee Roasters';

const region = (page: Page, name: string) => page.getByRole('region', { name });
const accountsTable = (page: Page) => page.getByRole('table', { name: 'Linked social accounts' });
const accountRow = (page: Page, name: string) => accountsTable(page).getByRole('row').filter({ hasText: name });
const facebookLogin = (page: Page) => page.getByRole('dialog', { name: 'Log in with Facebook' });

async function openManage(page: Page, ...scenarios: string[]) {
  await page.goto(scenarios.length > 0 ? withScenarios(manage, ...scenarios) : manage);
  await expect(page.getByRole('heading', { level: 2, name: 'Manage Social Account' })).toBeVisible();
}

async function chooseAccount(page: Page, name: string) {
  await region(page, 'Connected Pages')
    .getByRole('button', { name: /Account/ })
    .click();
  await page.getByRole('option', { name }).click();
}

async function deleteAccount(page: Page, name: string) {
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: `Delete ${name}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(accountRow(page, name)).toHaveCount(0);
}

test('links a Facebook account with the fake SDK; its pages appear; a page added to the team shows in Team Management and the publish form', async ({
  page,
}) => {
  test.slow(); // a whole journey over three screens
  await resumeDemoSession(page);
  await openManage(page);
  // Start from no demo account: deleting it takes its pages (and their places on teams) with it.
  await deleteAccount(page, 'Demo User');

  await page.getByRole('button', { name: 'Connect Facebook' }).click();
  await expect(facebookLogin(page)).toContainText('email, pages_manage_posts, pages_read_engagement');
  await facebookLogin(page).getByRole('button', { name: 'Continue as Demo User' }).click();
  await expect(page.getByText('Facebook account linked successfully.')).toBeVisible();
  await expect(accountRow(page, 'Demo User')).toContainText('60 days left');

  await chooseAccount(page, 'Demo User');
  const pages = page.getByRole('table', { name: 'Pages of Demo User' });
  for (const name of [coffee, 'Harbour Lights Bakery', 'Trailhead Outfitters', 'Bright Path Tutoring']) {
    await expect(pages.getByRole('row').filter({ hasText: name })).toBeVisible();
  }
  await page.getByRole('button', { name: `Add to Team: ${coffee}` }).click();
  await expect(page.getByText(`${coffee} added to Causeway Studio.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove Page: ${coffee}` })).toBeVisible();

  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Team Management' }).click();
  await expect(page.getByRole('table', { name: 'Facebook pages of Causeway Studio' }).getByText(coffee)).toBeVisible();

  await page.goto(paths.team.publish);
  await publishForm(page).pages.click();
  await expect(page.getByRole('listbox').getByRole('option', { name: new RegExp(coffee) })).toBeVisible();
});

test("a cancelled Facebook Login says 'Facebook login failed or was cancelled'", async ({ page }) => {
  await resumeDemoSession(page);
  await openManage(page);
  await page.getByRole('button', { name: 'Connect Facebook' }).click();
  await facebookLogin(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(region(page, 'Add Social Account').getByRole('alert')).toHaveText(
    'Facebook login failed or was cancelled',
  );
});

test('deleting an account takes its pages with it: gone from the pages, the team and the publish form', async ({
  page,
}) => {
  await resumeDemoSession(page);
  await openManage(page);
  await expect(page.getByRole('table', { name: 'Pages of Demo User' }).getByText(coffee)).toBeVisible();
  await deleteAccount(page, 'Demo User');
  await expect(page.getByText('Demo User disconnected.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Pages of Demo User' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Pages of Northwind Outreach' })).toBeVisible();

  await page.goto(paths.team.publish);
  await expect(publishForm(page).pages).toContainText('No pages available');
});

test('the header warns that the demo account’s login runs out; the detail says what is at stake; Reconnect in place renews it and the warning goes', async ({
  page,
}) => {
  await openAsDemo(page);
  const warning = tokenWarning(page, 'Demo User');
  await expect(warning).toHaveAccessibleName('Demo User: Facebook login runs out in 3 days');
  await expect(tokenWarning(page, 'Northwind Outreach')).toHaveCount(0);

  const detail = await openTokenDetail(page, 'Demo User');
  await expect(detail).toContainText(/The Facebook login for Demo User runs out in 3 days, on \d{1,2} \w{3} \d{4}\./);
  await expect(detail).toContainText(
    /Causeway Studio has \d+ scheduled items on its pages: \d+ go out before then; \d+ after will fail unless you reconnect\./,
  );
  await detail.getByRole('button', { name: 'Reconnect Demo User' }).click();
  await facebookLogin(page).getByRole('button', { name: 'Continue as Demo User' }).click();
  await expect(page.getByText('Facebook account reconnected.')).toBeVisible();
  await expect(tokenWarning(page, 'Demo User')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Publish Post' })).toBeVisible();

  // The accounts table no longer marks it.
  await openManage(page);
  await expect(accountRow(page, 'Demo User')).toContainText('60 days left');
  await expect(accountRow(page, 'Demo User')).not.toContainText('would fail');
});

test('the team publishing through the expired account is warned too, and reconnects it from the header as that person', async ({
  page,
}) => {
  await openAsDemo(page);
  await page.getByRole('button', { name: 'Team: Causeway Studio' }).click();
  await page.getByRole('menuitemradio', { name: 'Northwind Outreach' }).click();
  const warning = tokenWarning(page, 'Northwind Outreach');
  await expect(warning).toHaveAccessibleName('Northwind Outreach: Facebook login has run out');
  const detail = await openTokenDetail(page, 'Northwind Outreach');
  await expect(detail).toContainText(
    'Northwind Outreach has 2 scheduled items on its pages: they will fail unless you reconnect.',
  );
  await detail.getByRole('button', { name: 'Close' }).click();
  await warning.getByRole('button', { name: 'Reconnect Northwind Outreach' }).click();
  await facebookLogin(page).getByRole('button', { name: 'Continue as Northwind Outreach' }).click();
  await expect(tokenWarning(page, 'Northwind Outreach')).toHaveCount(0);
});

test('a 409 while fetching or refreshing pages is a warning, not an error', async ({ page }) => {
  await resumeDemoSession(page);
  await openManage(page, 'conflict.page-fetch');
  const pages = region(page, 'Connected Pages');
  const text = 'Pages are being synchronised with Facebook. Try again in a moment.';
  await expect(pages.getByText(text)).toBeVisible();
  await pages.getByRole('button', { name: 'Refresh Pages' }).click();
  await expect(pages.getByText(text)).toHaveCount(2);
  await expect(pages.getByRole('alert')).toHaveCount(0);
});

test('on a phone the tables slide sideways inside their cards, and the page passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await resumeDemoSession(page);
  await openManage(page);
  await expect(accountRow(page, 'Demo User')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const scroller = accountsTable(page).locator('..');
  const widths = await scroller.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
  await expectNoAxeViolations(page);
});

/** The social entries of the catalogue (accounts §8), one scenario each, on Manage Social Account. */
const pressConnect = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 2, name: 'Manage Social Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Connect Facebook' }).click();
};
const connectAsDemo = async (page: Page) => {
  await pressConnect(page);
  await facebookLogin(page).getByRole('button', { name: 'Continue as Demo User' }).click();
};
const addBrightPath = (page: Page) => page.getByRole('button', { name: 'Add to Team: Bright Path Tutoring' }).click();
const removeCoffee = async (page: Page) => {
  await page.getByRole('button', { name: `Remove Page: ${coffee}` }).click();
  await page
    .getByRole('alertdialog', { name: `Remove ${coffee}?` })
    .getByRole('button', { name: 'Remove Page' })
    .click();
};
const deleteNorthwind = async (page: Page) => {
  await page.getByRole('button', { name: 'Delete Northwind Outreach' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Northwind Outreach?' })
    .getByRole('button', { name: 'Delete' })
    .click();
};
const refreshPages = (page: Page) => page.getByRole('button', { name: 'Refresh Pages' }).click();

const cases: CatalogueCase[] = [
  {
    scenario: 'facebook-sdk.load-failed',
    route: manage,
    expected: [{ alert: 'Failed to load Facebook SDK. Please refresh the page.' }],
  },
  {
    scenario: 'facebook-sdk.not-loaded',
    route: manage,
    via: 'pressing Connect Facebook at once',
    actions: pressConnect,
    expected: [{ alert: 'Facebook SDK not loaded yet. Please try again.' }],
  },
  {
    scenario: 'facebook-sdk.cancelled',
    route: manage,
    via: 'pressing Connect Facebook',
    actions: pressConnect,
    expected: [{ alert: 'Facebook login failed or was cancelled' }],
  },
  {
    scenario: 'social.link-failed',
    route: manage,
    via: 'after Facebook Login',
    actions: connectAsDemo,
    expected: [{ alert: 'Failed to link Facebook account' }],
  },
  {
    scenario: 'settings.accounts-unavailable',
    route: manage,
    expected: [{ text: 'Unable to load accounts. Please try again.' }, { text: 'Failed to fetch social accounts' }],
  },
  {
    scenario: 'social.accounts-failed',
    route: manage,
    expected: [{ text: 'Failed to fetch social accounts' }],
  },
  {
    scenario: 'social.account-pages-failed',
    route: manage,
    expected: [{ text: 'Failed to fetch account pages' }],
    timeout: afterQueryRetries,
  },
  {
    scenario: 'settings.add-page-failed',
    route: manage,
    via: 'after Add to Team',
    actions: addBrightPath,
    expected: [{ text: 'Failed to add page to team' }],
  },
  {
    scenario: 'social.add-pages-failed',
    route: manage,
    via: 'after Add to Team',
    actions: addBrightPath,
    expected: [{ text: 'Failed to add pages to team' }],
  },
  {
    scenario: 'teams.none',
    route: manage,
    via: 'after Add to Team',
    actions: addBrightPath,
    expected: [{ alert: 'No active team selected. Please select a team first.' }],
  },
  {
    scenario: 'social.remove-page-failed',
    route: manage,
    via: 'after Remove Page',
    actions: removeCoffee,
    expected: [{ alert: 'Failed to remove page' }],
  },
  {
    scenario: 'social.delete-account-failed',
    route: manage,
    via: 'after deleting an account',
    actions: deleteNorthwind,
    expected: [{ alert: 'Failed to delete social account' }],
  },
  {
    scenario: 'social.refresh-pages-failed',
    route: manage,
    via: 'after Refresh Pages',
    actions: refreshPages,
    expected: [{ alert: 'Failed to refresh Facebook pages' }],
  },
  {
    scenario: 'empty.accounts-forbidden',
    route: manage,
    expected: [{ text: 'No social accounts linked yet' }, { text: 'Connect an account to see its pages' }],
  },
];

for (const entry of cases) {
  test(`catalogue: ${catalogueTitle(entry)}`, async ({ page }) => {
    await resumeDemoSession(page);
    await runCatalogueCase(page, entry);
  });
}
