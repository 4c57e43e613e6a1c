import { blogPosts, daysBefore } from '@causeway/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within, type MockInstance } from 'storybook/test';
import { PublicLayout } from '../../../layout/PublicLayout';
import { brokenImagesFailAgain } from '../../../testing/broken-images';
import { phoneScreen, storyViewports } from '../../../testing/viewports';
import type { BlogPostContent } from '../parts/content-types';
import { BlogPostScreen } from './BlogPostScreen';
import { storyNavigate as navigate } from '../../../testing/story-navigate';

/** The seed's posts, dated as if seeded on 21 November 2025 (the newest five days before). */
const seeded = blogPosts(daysBefore('2025-11-21'));
const post: BlogPostContent = seeded.plain;
const xssBlogPost: BlogPostContent = seeded.withScript;
const longBlogPost: BlogPostContent = seeded.long;

const meta = {
  title: 'Screens/Content/BlogPostScreen',
  component: BlogPostScreen,
  parameters: { layout: 'fullscreen', viewport: { options: storyViewports } },
  args: { status: 'ready', post, onRetry: fn() },
  decorators: [
    (Story) => (
      <PublicLayout>
        <Story />
      </PublicLayout>
    ),
  ],
} satisfies Meta<typeof BlogPostScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Post: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Scheduling that fits your week' })).toBeVisible();
    await expect(main.getByText('16 November 2025')).toBeVisible();
    await expect(main.getByText('4 min read')).toBeVisible();
    await expect(main.getByText('By Priya Shah')).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Use the calendar' })).toBeVisible();
    await userEvent.click(main.getByRole('link', { name: 'Back to Blog' }));
    await expect(navigate).toHaveBeenCalledWith('/blog', undefined);
  },
};

export const FromRegister: Story = {
  args: { backLink: { href: '/register', label: 'Back to Sign Up' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Sign Up' })).toHaveAttribute('href', '/register');
  },
};

let alertSpy: MockInstance<typeof window.alert> | undefined;

/** The seeded post with script in it: nothing runs, the markup is gone, the safe link is kept. */
export const PostWithScriptInIt: Story = {
  args: { post: xssBlogPost },
  beforeEach: () => {
    alertSpy = spyOn(window, 'alert').mockImplementation(() => undefined);
    return () => alertSpy?.mockRestore();
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Short paragraphs read better on phones.')).toBeVisible();
    await expect(canvasElement.querySelector('script, [onerror], [onclick]')).toBeNull();
    await expect(canvas.getByText('A link that must not run script')).not.toHaveAttribute('href');
    await expect(canvas.getByRole('link', { name: 'a safe link' })).toHaveAttribute('rel', 'noopener noreferrer');
    // The broken image fails once more while the story listens: an onerror left on it would run first.
    await brokenImagesFailAgain(canvasElement);
    await expect(alertSpy).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', post: null },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('status')).toHaveTextContent('Loading blog post');
    await expect(main.getByRole('link', { name: 'Back to Blog' })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { status: 'empty', post: null },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Blog post not found' })).toBeVisible();
    await userEvent.click(main.getByRole('link', { name: 'See all posts' }));
    await expect(navigate).toHaveBeenCalledWith('/blog', undefined);
  },
};

export const LoadError: Story = {
  args: { status: 'error', post: null },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load blog posts');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongContent: Story = {
  args: { post: longBlogPost },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading', { level: 2, name: /^Lesson/ })).toHaveLength(8);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const WithoutPictureOrDetails: Story = {
  args: {
    post: { id: 'bare', title: 'A post with nothing but a title', url_path: '/blog/bare/', body: '<p>Body.</p>' },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('main img')).toBeNull();
    await expect(canvas.getByText('Body.')).toBeVisible();
  },
};

export const SmallScreen: Story = {
  args: { post: longBlogPost },
  globals: phoneScreen,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
