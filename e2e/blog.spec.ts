import { expect, test } from '@playwright/test';
import { blogPosts } from './support/demo-data';
import { collectDialogs } from './support/page-problems';
import { blogPostPath, paths, urlEndingIn } from './support/paths';

test('the blog lists the posts, and a post opens with its title', async ({ page }) => {
  await page.goto(paths.blog);
  const link = page.getByRole('link', { name: new RegExp(blogPosts.plain.title) });
  await expect(link).toBeVisible();
  await link.click();

  await expect(page).toHaveURL(urlEndingIn(blogPostPath(blogPosts.plain.slug)));
  await expect(page.getByRole('heading', { level: 1, name: blogPosts.plain.title })).toBeVisible();
  await expect(page.getByText('Consistency beats volume.')).toBeVisible();
});

test('script in a post never runs: no dialog, no script element, no event handler attribute', async ({ page }) => {
  const dialogs = collectDialogs(page);
  await page.goto(blogPostPath(blogPosts.withScript.slug));

  await expect(page.getByRole('heading', { level: 1, name: blogPosts.withScript.title })).toBeVisible();
  await expect(page.getByText('Short paragraphs read better on phones.')).toBeVisible();
  // Let the broken image fail to load and anything clickable be clicked, as a reader would.
  await page.waitForLoadState('networkidle');
  await page.getByText(/Emoji work everywhere/).click();
  await page.getByText('A link that must not run script').click();
  await expect(page).toHaveURL(urlEndingIn(blogPostPath(blogPosts.withScript.slug)));

  expect(dialogs).toEqual([]);
  const injected = await page.evaluate(() => ({
    scripts: document.body.querySelectorAll('script').length,
    handlers: [...document.body.querySelectorAll('*')].flatMap((element) =>
      element.getAttributeNames().filter((name) => name.startsWith('on')),
    ),
    scriptLinks: document.body.querySelectorAll('a[href^="javascript:" i]').length,
  }));
  expect(injected).toEqual({ scripts: 0, handlers: [], scriptLinks: 0 });
  // Links out of the post open safely.
  await expect(page.getByRole('link', { name: 'a safe link' })).toHaveAttribute('rel', /noopener/);
  await expect(page.getByRole('link', { name: 'a safe link' })).toHaveAttribute('rel', /noreferrer/);
});

test('a slug no post has shows Blog post not found', async ({ page }) => {
  await page.goto(blogPostPath('no-such-post'));
  await expect(page.getByRole('heading', { level: 1, name: 'Blog post not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all posts' })).toHaveAttribute('href', paths.blog);
});
