import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneScreen } from '../../testing/viewports';
import { Footer } from './Footer';
import { storyNavigate as navigate } from '../../testing/story-navigate';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three columns of links, the tagline and the 2025 copyright line. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Footer' });
    const columns = within(nav).getAllByRole('heading', { level: 2 });
    await expect(columns.map((heading) => heading.textContent)).toEqual(['Product', 'Resources', 'Legal']);
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    await expect(links).toEqual([
      ['Features', '/#features'],
      ['Pricing', '/pricing'],
      ['Blog', '/blog'],
      ['Help Center', '/help'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
    ]);
    await expect(canvas.getByText('Bridging the digital gap')).toBeVisible();
    await expect(canvas.getByText('© 2025 Causeway. All rights reserved.')).toBeVisible();

    await userEvent.click(within(nav).getByRole('link', { name: 'Terms of Service' }));
    await expect(navigate).toHaveBeenCalledWith('/terms-of-service', undefined);
  },
};

/** On the landing page Features scrolls to the section instead of navigating. */
export const OnTheLandingPage: Story = {
  args: { featuresHref: '#features', onFeatures: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Features' }));
    await expect(args.onFeatures).toHaveBeenCalledOnce();
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** On a small phone the columns wrap and nothing runs off the side. */
export const SmallScreen: Story = {
  globals: phoneScreen,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(footer.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    // The three columns side by side: no column left alone on a second row.
    const tops = within(footer)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
  },
};
