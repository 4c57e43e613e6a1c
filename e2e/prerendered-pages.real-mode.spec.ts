import { expect, test, type Page, type Request } from '@playwright/test';
import { formsTakenOverMark } from '../packages/app/src/prerender/typed-before-takeover';
import { blogPosts, demoAccount, newEmail } from './support/demo-data';
import { submitRegistration } from './support/forms';
import { collectPageProblems } from './support/page-problems';
import { pageShown } from './support/page-shown';
import { blogPostPath, paths, urlEndingIn } from './support/paths';
import { realModeApi } from '../scripts/real-mode-api.mjs';
import { expectSignedInHome, loginForm, submitLogin } from './support/sign-in';

// The real-mode build paints the public pages known at build time from HTML made then
// (packages/app/build/prerender.ts): the landing, help, login and sign-up pages whole, the others'
// frames with their loading states until the server's text arrives.
const landingTitle = 'Every page your team posts to, in one calm place';
/** Holds back every script of the app until `release` is called: what the page is before any has run. */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

test('in real mode the landing page shows its hero, features and footer with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(paths.landing);
  await expect(page.getByRole('heading', { level: 1, name: landingTitle })).toBeVisible();
  for (const feature of ['Post Anything', 'Smart Scheduling', 'Auto Delete', 'Bulk Delete']) {
    await expect(page.getByRole('heading', { name: feature })).toBeVisible();
  }
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('link', { name: 'Get Started Free' }).first().click();
  await expect(page).toHaveURL(urlEndingIn(paths.register));
  await context.close();
});

test('in real mode a page painted from HTML carries its styles: none is asked for, before it shows or after', async ({
  browser,
}) => {
  // Scripts off: what the page is before any has run, and whether its styles came with it.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (request) => request.resourceType() === 'stylesheet' && asked.push(request.url()));
  await page.goto(paths.landing);
  const heading = page.getByRole('heading', { level: 1, name: landingTitle });
  await expect(heading).toHaveCSS('font-size', '44px');
  await expect(heading).toHaveCSS('font-family', /system-ui, sans-serif$/);
  await expect(page.locator('body')).toHaveCSS('margin', '0px');
  expect(asked).toEqual([]);
  await context.close();
});

test('in real mode the app that takes over a painted page does not ask for the styles written into it', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on(
    'request',
    (request) => request.resourceType() === 'stylesheet' && asked.push(new URL(request.url()).pathname),
  );
  await page.goto(paths.landing);
  const written = await page
    .locator('link[rel="stylesheet"][disabled]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(written.length).toBeGreaterThan(0);
  // Once the app has taken over and counted the page as shown (packages/app/src/routes/page-shown.ts),
  // the nav's menus load: their chunks bring stylesheets of their own, and some of the page's.
  await pageShown(page);
  await page.getByRole('button', { name: 'Resources' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.filter((path) => written.includes(path))).toEqual([]);
});

test('in real mode link previews read the landing page from its HTML', async ({ request }) => {
  const html = await (await request.get(paths.landing)).text();
  expect(html).toContain('<title>Causeway — Bridging the digital gap</title>');
  expect(html).toContain('<meta property="og:title" content="Causeway — Bridging the digital gap">');
  expect(html).toMatch(/<meta property="og:description" content="Causeway lets teams connect Facebook accounts/);
  expect(html).toMatch(/<meta name="description" content="Causeway lets teams connect Facebook accounts/);
});

test('in real mode a page painted from HTML waits to paint until its made markup has been read whole', async ({
  request,
}) => {
  // Render-blocking `expect`: without it a parser yielding midway on a slow phone paints half the
  // login form, centred, which then moves as the rest comes.
  for (const path of [paths.landing, paths.login, paths.register, paths.faq]) {
    const html = await (await request.get(path)).text();
    const expectLink = html.indexOf('<link rel="expect" href="#prerendered-end" blocking="render">');
    expect(expectLink, path).toBeGreaterThan(-1);
    expect(expectLink, path).toBeLessThan(html.indexOf('<body'));
    expect(html, path).toMatch(/<\/div><template id="prerendered-end"><\/template>\s*<\/body>/);
  }
});

test('in real mode each page opens the connection to the API on another origin while its scripts load', async ({
  request,
}) => {
  for (const path of [paths.landing, paths.privacyPolicy, paths.login]) {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(new RegExp(`<link rel="preconnect" href="${realModeApi}" crossorigin`));
  }
});

// A page whose text comes from the server starts, with the app's own scripts, its route's chunks
// and (for a visitor without a session) the call for its text (packages/app/build/prerender.ts): the
// app's own call is then answered by that one, so the server is asked once. The blog is not
// prerendered: the landing page's file, served at its addresses, starts theirs.
const serverTextPages = [
  { path: paths.privacyPolicy, chunk: 'LegalPage', call: '/cms/pages/privacy-policy/', text: 'What we collect' },
  { path: paths.termsOfService, chunk: 'LegalPage', call: '/cms/pages/terms-of-service/', text: '1. Using Causeway' },
  { path: paths.faq, chunk: 'FaqPage', call: '/cms/pages/faq/', text: 'Getting started' },
  { path: paths.pricing, chunk: 'PricingPage', call: '/billing/plans/', text: 'Most Popular' },
  { path: paths.blog, chunk: 'BlogListPage', call: '/cms/blog-posts/', text: blogPosts.plain.title },
  {
    path: blogPostPath(blogPosts.plain.slug),
    chunk: 'BlogPostPage',
    call: '/cms/blog-posts/',
    text: 'Use the calendar',
  },
];

/** Every request of the page to the API call `call`, as they are made. */
function callsTo(page: Page, call: string): Request[] {
  const made: Request[] = [];
  page.on('request', (request) => {
    if (request.url() === realModeApi + call) made.push(request);
  });
  return made;
}

for (const { path, chunk, call, text } of serverTextPages) {
  test(`in real mode ${path} asks for its text and its route’s chunks before the app’s scripts have run, and the server once`, async ({
    page,
  }) => {
    const problems = collectPageProblems(page);
    const made = callsTo(page, call);
    const scripts = await holdScripts(page);
    const asked = page.waitForRequest((request) => request.url() === realModeApi + call);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await asked;
    const started = page.locator(`link[rel="modulepreload"][href^="/assets/${chunk}-"]`);
    await expect(started).toHaveCount(1);

    scripts.release();
    await expect(page.getByText(text).first()).toBeVisible();
    expect(made).toHaveLength(1);
    expect(problems).toEqual([]);
  });
}

test('in real mode a visitor with a session is asked for a page’s text with their token, once', async ({ page }) => {
  await page.goto(paths.login);
  await submitLogin(page, demoAccount);
  await expectSignedInHome(page, demoAccount.name);

  const made = callsTo(page, '/cms/pages/privacy-policy/');
  await page.goto(paths.privacyPolicy);
  await expect(page.getByText('What we collect')).toBeVisible();
  expect(made).toHaveLength(1);
  expect(made[0]?.headers()['authorization']).toMatch(/^Bearer \S+/);
});

const paintedPages = [
  { path: paths.landing, heading: landingTitle, content: null },
  { path: paths.help, heading: 'Help Center', content: null },
  { path: paths.pricing, heading: 'Plans for every team', content: 'Most Popular' },
  { path: paths.faq, heading: 'Frequently Asked Questions', content: null },
  { path: paths.privacyPolicy, heading: 'Privacy Policy', content: null },
  { path: paths.termsOfService, heading: 'Terms of Service', content: null },
];

for (const { path, heading, content } of paintedPages) {
  test(`in real mode ${path} is painted from HTML before its scripts and taken over as painted`, async ({ page }) => {
    const problems = collectPageProblems(page);
    const scripts = await holdScripts(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const title = page.getByRole('heading', { level: 1, name: heading });
    await expect(title).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await title.evaluate((element) => Object.assign(element, { paintedFromHtml: true }));
    await expect(page.locator('html')).toHaveAttribute('data-prerendered', path);

    scripts.release();
    // A press before the scripts have run is not answered (the network was idle while they were
    // held, so that is no sign); the app drops the page's prerendered mark once it has taken it over.
    await expect(page.locator('html')).not.toHaveAttribute('data-prerendered');
    // Then: the menus work, a page's text has replaced its loading state, and the heading is still
    // the one painted from HTML.
    await page.getByRole('button', { name: 'Resources' }).click();
    await expect(page.getByRole('menuitem', { name: 'Blog' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    if (content) await expect(page.getByText(content)).toBeVisible();
    expect(await title.evaluate((element) => 'paintedFromHtml' in element)).toBe(true);
    expect(problems).toEqual([]);
  });
}

test('in real mode the nav’s Resources pressed before the scripts have run opens its menu once they have', async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  const scripts = await holdScripts(page);
  await page.goto(paths.faq, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-prerendered', paths.faq);
  await page.getByRole('button', { name: 'Resources' }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);

  scripts.release();
  // As a press on the app's own trigger: the menu opens with focus on its first item.
  await expect(page.getByRole('menuitem', { name: 'Blog' })).toBeFocused();
  await expect(page.locator('html')).not.toHaveAttribute('data-prerendered');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Help Desk' })).toBeFocused();
  // Escape closes it, and the pointer resting on the trigger since the press does not open it again.
  const trigger = page.getByRole('button', { name: 'Resources' });
  await page.keyboard.press('Escape');
  await expect(trigger).toBeFocused();
  await expect(page.getByRole('menu')).toHaveCount(0);
  // The browser tells of the pointer over the trigger again once the menu has gone; a move on the
  // spot makes it tell now. Two frames later the page has drawn its answer: still no menu.
  const box = await trigger.boundingBox();
  if (!box) throw new Error('The Resources button has no box.');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.getByRole('menu')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('in real mode a visitor with a session goes from / to /home without the landing page showing', async ({
  page,
}) => {
  await page.goto(paths.login);
  await submitLogin(page, demoAccount);
  await expectSignedInHome(page, demoAccount.name);

  const scripts = await holdScripts(page);
  await page.goto(paths.landing, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: landingTitle })).toBeHidden();
  scripts.release();
  await expectSignedInHome(page, demoAccount.name);
});

test('in real mode another address served the landing file shows its own page, never the landing page', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto(paths.forgotPassword, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: landingTitle })).toBeHidden();
  scripts.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password?' })).toBeVisible();
});

// The login and sign-up forms are painted from HTML too, so a person can start typing before the
// scripts have run: what they type is theirs once the app has the page, and a press on the form's
// button meanwhile is held back (the browser would put the password in the address) and made once
// the app can answer it. Each form, filled in as a person does, with what the server must receive.
const paintedForms = [
  {
    path: paths.login,
    heading: 'Welcome Back!',
    call: '/users/login/',
    filledIn: () => ({
      send: (page: Page) => submitLogin(page, demoAccount),
      body: { email: demoAccount.email, password: demoAccount.password },
      name: demoAccount.name,
    }),
  },
  {
    path: paths.register,
    heading: 'Create an account',
    call: '/users/register/',
    filledIn: () => {
      const person = {
        fullName: 'Grace Hopper',
        email: newEmail('grace'),
        company: 'Harbour Lights',
        password: 'Harbour2025',
      };
      return {
        send: (page: Page) => submitRegistration(page, person),
        body: {
          username: person.fullName,
          email: person.email,
          company_name: person.company,
          password: person.password,
          confirm_password: person.password,
          signup_method: 1,
        },
        name: person.fullName,
      };
    },
  },
];

for (const { path, heading, call, filledIn } of paintedForms) {
  test(`in real mode the form of ${path} is painted from HTML, and what is typed and sent before its scripts run is sent once they have`, async ({
    page,
  }) => {
    const problems = collectPageProblems(page);
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(frame.url());
    });
    const { send, body, name } = filledIn();
    const scripts = await holdScripts(page);
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === call,
    );
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-prerendered', path);
    await send(page);

    scripts.release();
    expect((await sent).postDataJSON()).toEqual(body);
    await expectSignedInHome(page, name);
    expect(addresses.filter((address) => new URL(address).search !== '')).toEqual([]);
    expect(problems).toEqual([]);
  });

  test(`in real mode the form of ${path} sent with JavaScript off puts nothing typed in the address`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const sent = page.waitForRequest((request) => request.isNavigationRequest());
    await filledIn().send(page);
    const request = await sent;
    expect(request.method()).toBe('POST');
    expect(new URL(request.url()).search).toBe('');
    await context.close();
  });
}

test('in real mode what is typed into the login form before its scripts run is still there once they have', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto(paths.login, { waitUntil: 'domcontentloaded' });
  const form = loginForm(page);
  await form.email.fill(demoAccount.email);
  await form.password.fill(demoAccount.password);

  scripts.release();
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, formsTakenOverMark);
  // Fields that render again (focus moves through them) keep the text: it is the app's own now.
  await form.email.focus();
  await form.password.focus();
  await expect(form.email).toHaveValue(demoAccount.email);
  await expect(form.password).toHaveValue(demoAccount.password);
  await form.submit.click();
  await expectSignedInHome(page, demoAccount.name);
});
