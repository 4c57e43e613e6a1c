import {
  daysBefore,
  privacyPolicyPage as seededPrivacyPolicy,
  termsPage as seededTerms,
} from '@causeway/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PublicLayout } from '../../../layout/PublicLayout';
import { phoneScreen, storyViewports } from '../../../testing/viewports';
import type { CmsPageContent } from '../parts/content-types';
import { LegalScreen } from './LegalScreen';
import { storyNavigate as navigate } from '../../../testing/story-navigate';

/** The seed's pages, dated as if seeded on 21 November 2025 (the privacy policy 40 days before). */
const day = daysBefore('2025-11-21');
const privacyPolicyPage: CmsPageContent = seededPrivacyPolicy(day);
const termsPage: CmsPageContent = seededTerms(day);

/** Story-only (the seed has no page this long): a long title, 14 sections and an unbroken address. */
const longTermsPage: CmsPageContent = {
  ...termsPage,
  title: 'Terms of Service for teams, agencies and everyone who publishes through Causeway',
  body: Array.from(
    { length: 14 },
    (_, index) =>
      `<h2>${index + 1}. Section ${index + 1}</h2><p>Publishing depends on the platforms' own rules and availability. Stories disappear after 24 hours and cannot be deleted through Causeway. A very long unbroken address such as https://example.com/${'a'.repeat(80)} wraps instead of widening the page.</p>`,
  ).join(''),
};

const meta = {
  title: 'Screens/Content/LegalScreen',
  component: LegalScreen,
  parameters: { layout: 'fullscreen', viewport: { options: storyViewports } },
  args: { title: 'Privacy Policy', status: 'ready', page: privacyPolicyPage, onRetry: fn() },
  decorators: [
    (Story) => (
      <PublicLayout>
        <Story />
      </PublicLayout>
    ),
  ],
} satisfies Meta<typeof LegalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrivacyPolicy: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(main.getByText(/Last updated/)).toHaveTextContent('Last updated 12 October 2025');
    await expect(main.getByText('How Causeway handles your data.')).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'What we collect' })).toBeVisible();
    await expect(main.queryByRole('link', { name: /Back to/ })).not.toBeInTheDocument();
  },
};

export const TermsOfService: Story = {
  args: { title: 'Terms of Service', page: termsPage },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    // A link to another site opens in a new tab without opener or referrer.
    const external = main.getByRole('link', { name: 'our help centre' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Opened from the sign-up form (?from=register): the back link returns there. */
export const FromRegister: Story = {
  args: { backLink: { href: '/register', label: 'Back to Sign Up' } },
  play: async ({ canvas }) => {
    const back = canvas.getByRole('link', { name: 'Back to Sign Up' });
    await userEvent.click(back);
    await expect(navigate).toHaveBeenCalledWith('/register', undefined);
  },
};

export const Loading: Story = {
  args: { status: 'loading', page: null },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(main.getByRole('status')).toHaveTextContent('Loading Privacy Policy');
  },
};

export const PrivacyPolicyLoadError: Story = {
  args: { status: 'error', page: null },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load Privacy Policy content');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const TermsLoadError: Story = {
  args: { title: 'Terms of Service', status: 'error', page: null },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load Terms of Service content');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongContent: Story = {
  args: {
    title: 'Terms of Service',
    page: longTermsPage,
    backLink: { href: '/forgot-password', label: 'Back to Forgot Password' },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(14);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const SmallScreen: Story = {
  args: { page: longTermsPage, title: 'Terms of Service', backLink: { href: '/login', label: 'Back to Login' } },
  globals: phoneScreen,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
