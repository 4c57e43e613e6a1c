import { expect } from 'storybook/test';

/** The public page column (public-column.css) stays at most 1120px wide and centred, whatever the screen. */
export async function expectCentredColumn(canvasElement: HTMLElement) {
  await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  const heading = canvasElement.querySelector('h1')!.getBoundingClientRect();
  const column = Math.min(1120, window.innerWidth);
  await expect(heading.left).toBeGreaterThanOrEqual((window.innerWidth - column) / 2 - 1);
}
