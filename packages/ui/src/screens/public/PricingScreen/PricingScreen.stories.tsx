import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PublicLayout } from '../../../layout/PublicLayout';
import { phoneScreen, storyViewports, tabletScreen } from '../../../testing/viewports';
import { fallbackPlanCards, longPlanCards } from '../../billing-shared/PlanCards/plan-fixtures';
import { PricingScreen } from './PricingScreen';

const meta = {
  title: 'Screens/Public/PricingScreen',
  component: PricingScreen,
  parameters: { layout: 'fullscreen', viewport: { options: storyViewports } },
  args: { status: 'ready', plans: fallbackPlanCards, onChoosePlan: fn(), onRetry: fn() },
  decorators: [
    (Story, { parameters }) => (
      <PublicLayout isSignedIn={parameters.isSignedIn === true}>
        <Story />
      </PublicLayout>
    ),
  ],
} satisfies Meta<typeof PricingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function priceIn(canvasElement: HTMLElement, plan: string) {
  const card = within(canvasElement).getByRole('article', { name: plan });
  return within(card).getByText(/^\$/, { selector: 'span' }).parentElement?.textContent;
}

/** The fallback plans, monthly. */
export const Plans: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Plans for every team' })).toBeVisible();
    await expect(
      canvas
        .getAllByRole('heading', { level: 2 })
        .slice(0, 3)
        .map((heading) => heading.textContent),
    ).toEqual(['Free', 'Pro', 'Enterprise']);
    await expect(priceIn(canvasElement, 'Pro')).toBe('$29/month');
  },
};

/** The annual switch ('Save 35%') shows yearly prices. */
export const AnnualPrices: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    await expect(canvas.getByText('Save 35%')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Annual billing' }));
    await expect(priceIn(canvasElement, 'Pro')).toBe('$290/year');
    await expect(priceIn(canvasElement, 'Enterprise')).toBe('$990/year');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Pro' }));
    await expect(args.onChoosePlan).toHaveBeenCalledWith('2', 'annual');
  },
};

export const SignedIn: Story = {
  parameters: { isSignedIn: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', plans: [] },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('main')).getByRole('status')).toHaveTextContent('Loading plans');
  },
};

export const NoPlansAvailable: Story = {
  args: { plans: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Plans Available')).toBeVisible();
  },
};

export const UnableToLoadPlans: Story = {
  args: { status: 'error', plans: [] },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Unable to Load Plans');
    await expect(alert).toHaveTextContent('Unable to load pricing plans. Please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongContent: Story = {
  args: { plans: longPlanCards },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
  },
};

export const Tablet: Story = {
  globals: tabletScreen,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const SmallScreen: Story = {
  globals: phoneScreen,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByRole('switch', { name: 'Annual billing' }));
    await expect(priceIn(canvasElement, 'Pro')).toBe('$290/year');
  },
};
