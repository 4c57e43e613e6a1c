import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PublicLayout } from '../../../layout/PublicLayout';
import { phoneScreen, storyViewports } from '../../../testing/viewports';
import { HelpCentreScreen } from './HelpCentreScreen';
import { storyNavigate as navigate } from '../../../testing/story-navigate';

const meta = {
  title: 'Screens/Content/HelpCentreScreen',
  component: HelpCentreScreen,
  parameters: { layout: 'fullscreen', viewport: { options: storyViewports } },
  decorators: [
    (Story) => (
      <PublicLayout>
        <Story />
      </PublicLayout>
    ),
  ],
} satisfies Meta<typeof HelpCentreScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four cards: FAQ, Privacy Policy, Terms of Service, Blog. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    const links = main.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    await expect(links).toEqual([
      ['FAQ', '/faq'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['Blog', '/blog'],
    ]);
  },
};

/** The whole card is the link's target: a press on its description lands on the link. */
export const CardOpensItsPage: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const box = main.getByText('What we store, why, and the choices you have.').getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const link = main.getByRole('link', { name: 'Privacy Policy' });
    await expect(hit).toBe(link);
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/privacy-policy', undefined);
  },
};

export const FromForgotPassword: Story = {
  args: { backLink: { href: '/forgot-password', label: 'Back to Forgot Password' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Forgot Password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

export const SmallScreen: Story = {
  globals: phoneScreen,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
