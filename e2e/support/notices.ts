import type { Locator, Page } from '@playwright/test';

/** The header's notices (the banner landmark's live region). */
export const headerNotices = (page: Page): Locator => page.getByRole('banner').getByRole('status', { name: 'Notices' });

/** 'No Active Billing Plan' in the header, with 'Subscribe to Plan'. */
export const billingNotice = (page: Page): Locator =>
  headerNotices(page).getByRole('group', { name: 'No Active Billing Plan' });

/** The token-health warning about `account`, named by its headline ('Demo User: Facebook login runs out in 3 days'). */
export const tokenWarning = (page: Page, account: string): Locator =>
  headerNotices(page).getByRole('group', { name: new RegExp(`^${account}: Facebook login`) });

/** Presses the warning's headline: the detail, with each account, its expiry and what is scheduled around it. */
export async function openTokenDetail(page: Page, account: string): Promise<Locator> {
  await tokenWarning(page, account)
    .getByRole('button', { name: new RegExp(`^${account}: Facebook login`) })
    .click();
  return page.getByRole('dialog', { name: /^Facebook logins? to reconnect$/ });
}
