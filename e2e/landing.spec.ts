import { expect, test } from '@playwright/test';

test('the landing page shows the hero, the four features and the way in', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get Started Free' }).first()).toBeVisible();
  for (const feature of ['Post Anything', 'Smart Scheduling', 'Auto Delete', 'Bulk Delete']) {
    await expect(page.getByRole('heading', { name: feature })).toBeVisible();
  }
  expect(errors).toEqual([]);
});
