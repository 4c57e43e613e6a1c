import type { Page } from '@playwright/test';

/**
 * A public page's skeleton (@causeway/ui's PageSkeleton): its 'Loading page' status, and the grey
 * blocks a person sees, which fade in after a moment.
 */
export function pageSkeleton(page: Page) {
  const status = page.getByRole('status').filter({ hasText: 'Loading page' });
  return { status, blocks: status.locator('xpath=..').locator('> [aria-hidden="true"]') };
}

/**
 * The signed-in shell's skeleton (@causeway/ui's ShellSkeleton): one busy progress bar, and the
 * header bar's placeholder line inside it, which fades in after a moment (with its row).
 */
export function shellSkeleton(page: Page) {
  const frame = page.getByRole('progressbar', { name: 'Loading page' });
  const headerLine = frame.locator('> [aria-hidden="true"]').last().locator('span').first();
  return { frame, headerLine, headerRow: headerLine.locator('xpath=..') };
}
