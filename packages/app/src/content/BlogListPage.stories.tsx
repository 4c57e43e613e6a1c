import { apiPaths } from '@causeway/api-client/paths';
import { route } from '@causeway/mocks/handlers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router';
import { expect } from 'storybook/test';
import { freshMockData, mockApi } from '../test/story-mock-api';
import { StoryApp } from '../test/StoryApp';
import { BlogListPage } from './BlogListPage';
import { paths } from '../routes/paths';

/** The wired blog list on the mock backend's seeded posts, and the states its scenarios bring. */
const meta = {
  title: 'App/Blog',
  component: BlogListPage,
  parameters: { layout: 'fullscreen' },
  loaders: [freshMockData],
  decorators: [
    (Story) => (
      <StoryApp at={paths.blog}>
        <Route path={paths.blog} element={<Story />} />
      </StoryApp>
    ),
  ],
} satisfies Meta<typeof BlogListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { msw: mockApi() },
  play: async ({ canvas }) => {
    const post = await canvas.findByRole('link', { name: 'Scheduling that fits your week' });
    await expect(post).toHaveAttribute('href', '/blog/scheduling-that-fits-your-week');
    await expect(canvas.getByRole('link', { name: 'Formatting tips for rich posts' })).toBeVisible();
    const postLinks = canvas.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/blog/'));
    await expect(postLinks).toHaveLength(5);
  },
};

export const BlogFailed: Story = {
  parameters: { msw: mockApi('content.blog-failed') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load blog posts')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** No posts published yet. */
export const NoPosts: Story = {
  parameters: {
    msw: {
      handlers: {
        'no-posts': [
          http.get(route(apiPaths.cms.blogPosts), () =>
            HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
          ),
        ],
        ...mockApi().handlers,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No blog posts yet')).toBeVisible();
  },
};
