import { expect, test, type Page } from '@playwright/test';
import { paths, urlEndingIn } from './support/paths';
import { withScenarios } from './support/scenarios';
import { pressAndConfirm, tabHeading, teamSwitcher } from './support/settings';
import { resumeDemoSession } from './support/demo-session';
import { billingNotice } from './support/notices';

const ct = paths.controlTower;
const planCard = (page: Page, name: string) => page.getByRole('article', { name });
const currentPlan = (page: Page) => page.getByRole('region', { name: 'Current Plan' });
const methods = (page: Page, team = 'Causeway Studio') =>
  page.getByRole('table', { name: `Payment methods of ${team}` });

async function switchTeam(page: Page, from: string, to: string) {
  await teamSwitcher(page, from).click();
  await page.getByRole('menuitemradio', { name: to }).click();
  await expect(teamSwitcher(page, to)).toBeVisible();
}

/** A full load in mock mode starts the mock backend first: give it the time a loaded machine needs. */
const pageLoad = { timeout: 20_000 };

// Each journey loads several pages, each starting the mock backend again.
test.slow();

async function openTab(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(tabHeading(page, heading)).toBeVisible(pageLoad);
}

test('Pro monthly for a team without a plan: the payment page, Pay, then Billing says so and the banner is gone', async ({
  page,
}) => {
  await resumeDemoSession(page);
  await openTab(page, ct.plan, 'Purchase Plan');
  await switchTeam(page, 'Causeway Studio', 'Northwind Outreach');
  await expect(billingNotice(page)).toBeVisible();

  await planCard(page, 'Pro').getByRole('button', { name: 'Choose Pro' }).click();
  await expect(page).toHaveURL(/\/__mock\/checkout\?/, pageLoad);
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page.getByText('Payment Successful!')).toBeVisible(pageLoad);
  await expect(page).toHaveURL(urlEndingIn(ct.billing));
  expect(new URL(page.url()).searchParams.has('session_id')).toBe(false);
  await expect(teamSwitcher(page, 'Northwind Outreach')).toBeVisible();
  await expect(currentPlan(page).getByText('Pro', { exact: true })).toBeVisible();
  await expect(billingNotice(page)).toHaveCount(0);
});

test("Business starts a trial: the reply's message is shown", async ({ page }) => {
  await resumeDemoSession(page);
  await openTab(page, ct.plan, 'Purchase Plan');
  await planCard(page, 'Business').getByRole('button', { name: 'Choose Business' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trial Started' });
  await expect(dialog).toContainText('Trial of the Business plan has started for Causeway Studio');
});

test("Free on a paid team: confirmed, then 'Cannot Switch to Free Plan'", async ({ page }) => {
  await resumeDemoSession(page);
  await openTab(page, ct.plan, 'Purchase Plan');
  await pressAndConfirm(page, planCard(page, 'Free').getByRole('button', { name: 'Choose Free' }), 'Switch to Free');
  const dialog = page.getByRole('alertdialog', { name: 'Cannot Switch to Free Plan' });
  await expect(dialog).toContainText('Cancel the paid subscription or wait for it to expire');
});

test("cancelling the subscription: Billing then says 'Expires' and that access continues until the period end", async ({
  page,
}) => {
  await resumeDemoSession(page);
  await openTab(page, ct.plan, 'Purchase Plan');
  const section = page.getByRole('region', { name: 'Cancel Subscription' });
  await pressAndConfirm(page, section.getByRole('button', { name: 'Cancel Subscription' }), 'Cancel Subscription');
  await expect(section.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);

  await openTab(page, ct.billing, 'Billing');
  await expect(currentPlan(page).getByText('Subscription Cancelled')).toBeVisible();
  await expect(currentPlan(page)).toContainText(/Access continues until \d{1,2} [A-Z][a-z]{2} \d{4}\./);
  await expect(currentPlan(page).getByText('Expires', { exact: true })).toBeVisible();
  await expect(currentPlan(page).getByText('Renews', { exact: true })).toHaveCount(0);
});

test('adds a card through the card-setup page, then deletes it after asking', async ({ page }) => {
  await resumeDemoSession(page);
  await openTab(page, ct.billing, 'Billing');
  await expect(methods(page).getByText('Mastercard')).toBeVisible();

  await page.getByRole('button', { name: 'Add Payment Method' }).click();
  await expect(page).toHaveURL(/\/__mock\/checkout\?/, pageLoad);
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(tabHeading(page, 'Billing')).toBeVisible(pageLoad);
  const added = page.getByRole('button', { name: 'Delete Visa ending in 1881' });
  await expect(added).toBeVisible();

  await pressAndConfirm(page, added, 'Delete Card');
  await expect(added).toHaveCount(0);
  await expect(methods(page).getByText('Mastercard')).toBeVisible();
});

test('billing details are saved as typed and are there after a reload', async ({ page }) => {
  await resumeDemoSession(page);
  await openTab(page, ct.billing, 'Billing');
  const city = page.getByRole('textbox', { name: 'City' });
  await expect(page.getByRole('textbox', { name: 'Full Name' })).not.toHaveValue('');
  await city.fill('Porto');
  await page.getByRole('button', { name: 'Save Billing Details' }).click();
  await expect(page.getByText('Billing details saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Porto', pageLoad);
});

test("a javascript: checkout address from the server is refused with 'Checkout Error'", async ({ page }) => {
  await resumeDemoSession(page);
  await openTab(page, withScenarios(ct.plan, 'billing-screen.unsafe-redirect'), 'Purchase Plan');
  await planCard(page, 'Enterprise').getByRole('button', { name: 'Choose Enterprise' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Checkout Error' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${ct.plan}\\?`));
});

test("switching team in the header switches the Billing tab's figures", async ({ page }) => {
  await resumeDemoSession(page);
  await openTab(page, ct.billing, 'Billing');
  await expect(currentPlan(page).getByText('Pro', { exact: true })).toBeVisible();
  await switchTeam(page, 'Causeway Studio', 'Northwind Outreach');
  await expect(currentPlan(page).getByText('No Active Plan', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invoices of Northwind Outreach' })).toContainText('No invoices yet.');
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
});
