import { blogPosts, daysBefore } from '@causeway/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PublicLayout } from '../../../layout/PublicLayout';
import { phoneScreen, storyViewports, tabletScreen } from '../../../testing/viewports';
import type { BlogPostContent, BlogPostSummary } from '../parts/content-types';
import { BlogListScreen } from './BlogListScreen';
import { storyNavigate as navigate } from '../../../testing/story-navigate';

/** The seed's posts, dated as if seeded on 21 November 2025 (the newest five days before). */
const seeded = blogPosts(daysBefore('2025-11-21'));
const ordinaryPosts: readonly BlogPostContent[] = seeded.ordinary;
const xssBlogPost: BlogPostContent = seeded.withScript;
const longBlogPost: BlogPostContent = seeded.long;

/** The app's rule: the slug is the next-to-last segment of url_path. */
const postHref = (post: BlogPostSummary) => `/blog/${post.url_path.split('/').filter(Boolean).at(-1) ?? ''}`;

const meta = {
  title: 'Screens/Content/BlogListScreen',
  component: BlogListScreen,
  parameters: { layout: 'fullscreen', viewport: { options: storyViewports } },
  args: { status: 'ready', posts: ordinaryPosts, postHref, onRetry: fn() },
  decorators: [
    (Story) => (
      <PublicLayout>
        <Story />
      </PublicLayout>
    ),
  ],
} satisfies Meta<typeof BlogListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card per post: title, date, reading time, author and intro; a post opens from its card. */
export const Posts: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const cards = main.getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByRole('heading', { level: 2 })).toHaveTextContent('Scheduling that fits your week');
    await expect(first.getByText('16 November 2025')).toBeVisible();
    await expect(first.getByText('4 min read')).toBeVisible();
    await expect(first.getByText('By Priya Shah')).toBeVisible();
    await expect(first.getByText(/Plan a week of posts/)).toBeVisible();

    // The title's link covers the whole card, picture included.
    const secondLink = main.getByRole('link', { name: 'Stories or reels? Choosing the right format' });
    const picture = (cards[1] as HTMLElement).querySelector('img')?.getBoundingClientRect();
    if (!picture) throw new Error('The second post has no picture');
    await expect(document.elementFromPoint(picture.left + 20, picture.top + 20)).toBe(secondLink);
    await userEvent.click(secondLink);
    await expect(navigate).toHaveBeenCalledWith('/blog/stories-vs-reels', undefined);
  },
};

export const FromLogin: Story = {
  args: { backLink: { href: '/login', label: 'Back to Login' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  },
};

export const Loading: Story = {
  args: { status: 'loading', posts: [] },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('status')).toHaveTextContent('Loading blog posts');
    await expect(main.queryByRole('listitem')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { posts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No blog posts yet')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', posts: [] },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load blog posts');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Many posts, a very long title, missing pictures and missing details. */
export const LongContent: Story = {
  args: {
    posts: [
      longBlogPost,
      ...ordinaryPosts,
      xssBlogPost,
      { id: 'bare', title: 'A post with nothing but a title', url_path: '/blog/bare/' },
      ...ordinaryPosts.map((post) => ({ ...post, id: `${post.id}-again` })),
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(within(canvas.getByRole('main')).getAllByRole('listitem')).toHaveLength(9);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The first row's pictures load at once, the first before all else; the rest when scrolled near.
    const pictures = [...canvasElement.querySelectorAll('main li img')];
    await expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      ...pictures.slice(3).map(() => 'lazy'),
    ]);
    await expect(pictures.map((picture) => picture.getAttribute('fetchpriority'))).toEqual([
      'high',
      ...pictures.slice(1).map(() => null),
    ]);
  },
};

export const Tablet: Story = {
  globals: tabletScreen,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const SmallScreen: Story = {
  globals: phoneScreen,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const [first, second] = within(canvas.getByRole('main'))
      .getAllByRole('listitem')
      .map((card) => card.getBoundingClientRect());
    await expect(second?.top).toBeGreaterThan(first?.bottom ?? Infinity);
  },
};
