import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab until `target` has focus, as a keyboard user would, and fails if it is not reached
 * within `maxPresses` (a focus trap or an unreachable control).
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 15): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  await expect(target, `reachable with Tab within ${maxPresses} presses`).toBeFocused({ timeout: 1 });
}
