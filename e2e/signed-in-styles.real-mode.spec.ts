import { expect, test, type Page } from '@playwright/test';
import { demoAccount } from './support/demo-data';
import { expectSignedInHome, submitLogin } from './support/sign-in';

// A signed-in address opened afresh is drawn by the app from its own file, whose boot script links
// every stylesheet in one file (packages/app/build/boot/boot.ts): the page must look as it does
// when reached inside the app, where each chunk brings its own.

/** How the frame's and the page's controls are drawn. */
function looks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main h1, main label, main button, nav a, header button')].map((element) => {
      const style = getComputedStyle(element);
      const { width, height } = element.getBoundingClientRect();
      return `${element.textContent?.trim().slice(0, 30)}: ${style.font} ${style.color} ${style.backgroundColor} ${style.padding} ${style.borderRadius} ${Math.round(width)}x${Math.round(height)}`;
    }),
  );
}

test('in real mode a signed-in address opened afresh asks for its styles in one file and looks as it does reached in the app', async ({
  page,
}) => {
  await page.goto('/login');
  await submitLogin(page, demoAccount);
  await expectSignedInHome(page, demoAccount.name);
  await page.waitForLoadState('networkidle');
  const reached = await looks(page);
  expect(reached.length).toBeGreaterThan(10);

  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await page.reload();
  await expectSignedInHome(page, demoAccount.name);
  await page.waitForLoadState('networkidle');
  expect(stylesheets).toEqual([expect.stringMatching(/^\/assets\/styles-[\w-]+\.css$/)]);
  expect(await looks(page)).toEqual(reached);
});
