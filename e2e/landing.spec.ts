import { expect, test } from '@playwright/test';

test('the placeholder landing page shows the brand and tagline', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Causeway' })).toBeVisible();
  await expect(page.getByText('Bridging the digital gap')).toBeVisible();
  expect(errors).toEqual([]);
});
