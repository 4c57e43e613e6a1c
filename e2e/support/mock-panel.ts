import { expect, type Locator, type Page } from '@playwright/test';

/** Opens mock mode's tester panel from its corner button. */
export async function openMockPanel(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Mock data/ }).click();
  const panel = page.getByRole('dialog', { name: 'Mock data and scenarios' });
  await expect(panel).toBeVisible();
  return panel;
}

/**
 * Turns one scenario on in the panel, as a tester does: filters the list by its id and ticks it.
 * The panel stays open; the app refetches what is on screen at once.
 */
export async function turnOnScenario(panel: Locator, id: string): Promise<void> {
  await panel.getByRole('textbox', { name: 'Filter scenarios' }).fill(id);
  const checkbox = panel.getByRole('checkbox');
  await expect(checkbox).toHaveCount(1);
  // The box itself is visually hidden inside its label; a person clicks the label.
  await panel.locator('label', { has: panel.page().getByRole('checkbox') }).click();
  await expect(checkbox).toBeChecked();
}

export async function closeMockPanel(panel: Locator): Promise<void> {
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(panel).toBeHidden();
}
