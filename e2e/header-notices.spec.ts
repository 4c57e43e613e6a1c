import { expect, test } from '@playwright/test';
import { demo } from '../mocks/src/seed/demo';
import { openAsDemo, resumeDemoSession } from './support/demo-session';
import { billingNotice, tokenWarning } from './support/notices';
import { paths } from './support/paths';

// The notices about the active team live in the header bar, whose height is set from the first
// paint: the page shows at once, and a notice moves nothing when it comes.

test('on a 390 × 844 phone with a token-health warning, the page heading starts within the top 300 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAsDemo(page);
  const warning = tokenWarning(page, 'Demo User');
  await expect(warning).toBeInViewport();
  const heading = page.getByRole('main').getByRole('heading', { level: 1, name: 'Publish Post' });
  const top = (await heading.boundingBox())?.y ?? Infinity;
  console.log(`heading top at 390 × 844: ${top} px`);
  expect(top).toBeLessThanOrEqual(300);
});

test('at 1440 px, notices whose calls answer after the page is shown shift nothing (CLS ≤ 0.02)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await resumeDemoSession(page);
  await page.addInitScript(
    ({ team, lateMs }) => {
      // Northwind Outreach: no plan, and the account it publishes through has run out: both notices.
      localStorage.setItem('activeTeam', JSON.stringify(team));
      // The notices' calls (the team's subscription, the linked accounts) answer late, as on a slow line.
      const late = /\/billing\/subscription-details\/|\/control-tower\/social-accounts/;
      const fetchNow = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (late.test(url)) await new Promise((resolve) => setTimeout(resolve, lateMs));
        return fetchNow(input, init);
      };
      const shifts: { value: number; at: number }[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push({ value: entry.value, at: entry.startTime });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    },
    { team: { id: demo.noPlanTeamId, name: 'Northwind Outreach' }, lateMs: 2500 },
  );

  await page.goto(paths.team.analytics);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const shownAt = await page.evaluate(() => performance.now());
  // The page is in sight before the notices are known.
  await expect(billingNotice(page)).toHaveCount(0);

  await expect(billingNotice(page)).toBeVisible();
  await expect(tokenWarning(page, 'Northwind Outreach')).toBeVisible();
  // The shifts of the frames that drew the notices are reported by the next one.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: { value: number; at: number }[] }).layoutShifts,
  );
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  const afterShown = shifts.filter((shift) => shift.at >= shownAt).reduce((sum, shift) => sum + shift.value, 0);
  console.log(`CLS: whole load ${total.toFixed(4)}, after the page showed ${afterShown.toFixed(4)}`);
  expect(total).toBeLessThanOrEqual(0.02);
});
