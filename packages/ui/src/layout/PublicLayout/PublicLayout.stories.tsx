import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectCentredColumn } from '../../testing/page-column';
import { expect, userEvent, waitFor } from 'storybook/test';
import { publicColumn } from '../public-column.css';
import { PageSkeleton } from './PageSkeleton';
import { PublicLayout } from './PublicLayout';
import { largePhoneScreen, phoneScreen, veryWideScreen, wideScreen } from '../../testing/viewports';

const meta = {
  title: 'Layout/PublicLayout',
  component: PublicLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <div className={publicColumn}>
        <h1>Pricing</h1>
        <p>The page content sits between the navigation bar and the footer.</p>
      </div>
    ),
  },
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One banner, one main and one contentinfo landmark. */
export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('banner')).toHaveLength(1);
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    await expect(canvas.getAllByRole('contentinfo')).toHaveLength(1);
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { level: 1, name: 'Pricing' }));
  },
};

export const SignedIn: Story = {
  args: { isSignedIn: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  },
};

/** The first Tab shows the skip link; following it puts focus on the page content. */
export const SkipLink: Story = {
  tags: ['behaviour'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const SmallScreen: Story = {
  globals: phoneScreen,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * A page whose code is still loading, at the pricing address: the nav marks Pricing, and the page's
 * frame stands in (a heading and lines), fading in after a moment; the footer stays below the fold.
 */
export const PageLoading: Story = {
  args: { currentPath: '/pricing', children: <PageSkeleton /> },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading page');
    const footer = canvas.getByRole('contentinfo');
    await expect(footer.getBoundingClientRect().top).toBeGreaterThanOrEqual(window.innerHeight);
    const blocks = canvasElement.querySelector('main [aria-hidden="true"]');
    await waitFor(() => expect(getComputedStyle(blocks!).opacity).toBe('1'), { timeout: 2000 });
  },
};

export const Phone390: Story = {
  globals: largePhoneScreen,
  play: async ({ canvasElement }) => expectCentredColumn(canvasElement),
};

export const WideDesktop: Story = {
  globals: wideScreen,
  play: async ({ canvasElement }) => expectCentredColumn(canvasElement),
};

export const VeryWideScreen: Story = {
  globals: veryWideScreen,
  play: async ({ canvasElement }) => expectCentredColumn(canvasElement),
};
