import { daysBefore, faqPage as seededFaqPage } from '@causeway/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PublicLayout } from '../../../layout/PublicLayout';
import { phoneScreen, storyViewports } from '../../../testing/viewports';
import type { FaqPageContent } from '../parts/content-types';
import { FaqScreen } from './FaqScreen';

/** The seed's FAQ, dated as if seeded on 21 November 2025. */
const faqPage: FaqPageContent = seededFaqPage(daysBefore('2025-11-21'));

const meta = {
  title: 'Screens/Content/FaqScreen',
  component: FaqScreen,
  parameters: { layout: 'fullscreen', viewport: { options: storyViewports } },
  args: { status: 'ready', page: faqPage, onRetry: fn() },
  decorators: [
    (Story) => (
      <PublicLayout>
        <Story />
      </PublicLayout>
    ),
  ],
} satisfies Meta<typeof FaqScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sections of questions, all closed to begin with. */
export const Sections: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Getting started',
      'Publishing',
      'Billing',
    ]);
    for (const question of main.getAllByRole('button')) {
      await expect(question).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(main.queryByText(/Open Control Tower/)).not.toBeVisible();
  },
};

/** A question opens to show its answer; several may be open at once; a second press closes it. */
export const ItemsExpand: Story = {
  play: async ({ canvas }) => {
    const connect = canvas.getByRole('button', { name: 'How do I connect a Facebook page?' });
    await userEvent.click(connect);
    await expect(connect).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Open Control Tower, then Manage Social Account/)).toBeVisible();

    const reel = canvas.getByRole('button', { name: 'Why did my reel fail?' });
    await userEvent.click(reel);
    await expect(canvas.getByText('vertical (9:16)')).toBeVisible();
    await expect(connect).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(connect);
    await expect(connect).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/Open Control Tower/)).not.toBeVisible();
  },
};

/** Questions open from the keyboard with Enter or Space. */
export const ByKeyboard: Story = {
  tags: ['behaviour'],
  play: async ({ canvas }) => {
    const question = canvas.getByRole('button', { name: 'Can I try Causeway for free?' });
    question.focus();
    await userEvent.keyboard('{Enter}');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  },
};

export const FromLogin: Story = {
  args: { backLink: { href: '/login', label: 'Back to Login' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  },
};

export const Loading: Story = {
  args: { status: 'loading', page: null },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('main')).getByRole('status')).toHaveTextContent('Loading FAQ');
    // The placeholder holds a screen: whatever follows stays below the fold until the text arrives.
    await expect(canvas.getByRole('main').getBoundingClientRect().bottom).toBeGreaterThanOrEqual(window.innerHeight);
  },
};

export const Empty: Story = {
  args: { page: { ...faqPage, sections: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No questions yet')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', page: null },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load FAQ content');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongContent: Story = {
  args: {
    page: {
      ...faqPage,
      sections: Array.from({ length: 6 }, (_, section) => ({
        section_title: `Section ${section + 1}`,
        faq_items: Array.from({ length: 5 }, (_, item) => ({
          question: `Question ${item + 1} of section ${section + 1}, asked at some length so that it wraps onto a second line on smaller screens?`,
          answer: 'An answer of a few sentences. '.repeat(8),
        })),
      })),
    },
  },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('main')).getAllByRole('button')).toHaveLength(30);
  },
};

export const SmallScreen: Story = {
  globals: phoneScreen,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Why did my reel fail?' }));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
