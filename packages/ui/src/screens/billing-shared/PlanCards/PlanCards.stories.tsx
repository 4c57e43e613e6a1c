import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneScreen, storyViewports } from '../../../testing/viewports';
import { fallbackPlanCards, lifetimePlanCard, longPlanCards } from './plan-fixtures';
import { PlanCards } from './PlanCards';
import { storyNavigate as navigate } from '../../../testing/story-navigate';

const meta = {
  title: 'Screens/Billing/PlanCards',
  component: PlanCards,
  parameters: { viewport: { options: storyViewports } },
  args: { status: 'ready', plans: fallbackPlanCards, onChoosePlan: fn(), onRetry: fn(), onCycleChange: fn() },
} satisfies Meta<typeof PlanCards>;

export default meta;
type Story = StoryObj<typeof meta>;

function priceOf(card: HTMLElement) {
  return within(card).getByText(/^\$/, { selector: 'span' }).parentElement?.textContent;
}

function cardNamed(canvasElement: HTMLElement, name: string) {
  return within(canvasElement).getByRole('article', { name });
}

/** Monthly prices first (the spec's default cycle). */
export const Monthly: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    await expect(canvas.getByRole('switch', { name: 'Annual billing' })).not.toBeChecked();
    await expect(canvas.getByText('Save 35%')).toBeVisible();
    await expect(priceOf(cardNamed(canvasElement, 'Free'))).toBe('$0');
    await expect(within(cardNamed(canvasElement, 'Free')).getByText('Free forever')).toBeVisible();
    await expect(priceOf(cardNamed(canvasElement, 'Pro'))).toBe('$29/month');
    await expect(priceOf(cardNamed(canvasElement, 'Enterprise'))).toBe('$99/month');
    await expect(within(cardNamed(canvasElement, 'Pro')).getByText('Most Popular')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Choose Pro' }));
    await expect(args.onChoosePlan).toHaveBeenCalledWith('2', 'monthly');
  },
};

function featuresOf(canvasElement: HTMLElement, name: string) {
  const list = within(cardNamed(canvasElement, name)).getByRole('list', { name: `${name} features` });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

/** Each card lists what its plan allows (limits, 'Unlimited' past the thresholds) and what it leaves out. */
export const WhatEachPlanAllows: Story = {
  play: async ({ canvasElement }) => {
    await expect(featuresOf(canvasElement, 'Free')).toEqual([
      '1 social account',
      '10 posts per day',
      'Single user',
      'Scheduled posts, stories and reels',
      'Not included: Auto delete after 30 days',
      'Not included: Bulk delete',
    ]);
    await expect(featuresOf(canvasElement, 'Pro')).toEqual([
      '5 social accounts',
      'Unlimited posts per day',
      'Up to 3 team members',
      'Scheduled posts, stories and reels',
      'Auto delete after 30 days',
      'Bulk delete',
    ]);
    await expect(featuresOf(canvasElement, 'Enterprise').slice(0, 3)).toEqual([
      'Unlimited social accounts',
      'Unlimited posts per day',
      'Unlimited team members',
    ]);
    const free = within(cardNamed(canvasElement, 'Free'));
    await expect(free.getByText('Bulk delete')).toBeVisible();
  },
};

/** The switch turns every card to its annual price, and the choice carries the cycle. */
export const SwitchToAnnual: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Annual billing' }));
    await expect(args.onCycleChange).toHaveBeenCalledWith('annual');
    await expect(priceOf(cardNamed(canvasElement, 'Pro'))).toBe('$290/year');
    await expect(priceOf(cardNamed(canvasElement, 'Enterprise'))).toBe('$990/year');
    await expect(within(cardNamed(canvasElement, 'Pro')).getByText('Billed annually')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Choose Enterprise' }));
    await expect(args.onChoosePlan).toHaveBeenCalledWith('4', 'annual');

    await userEvent.click(canvas.getByRole('switch', { name: 'Annual billing' }));
    await expect(priceOf(cardNamed(canvasElement, 'Pro'))).toBe('$29/month');
  },
};

/** The team's current plan is marked and cannot be chosen again. */
export const CurrentPlan: Story = {
  args: { plans: fallbackPlanCards.map((plan) => ({ ...plan, isCurrent: plan.id === '2' })) },
  play: async ({ canvasElement, args }) => {
    const pro = cardNamed(canvasElement, 'Pro');
    await expect(within(pro).getByText('Current Plan', { selector: 'span' })).toBeVisible();
    const current = within(pro).getByRole('button', { name: 'Current Plan' });
    await expect(current).toBeDisabled();
    await userEvent.click(current, { pointerEventsCheck: 0 });
    await expect(args.onChoosePlan).not.toHaveBeenCalled();
  },
};

/** A 'Lifetime' plan reads as a one-off price, whichever cycle is shown. */
export const LifetimePlan: Story = {
  args: { plans: [...fallbackPlanCards, lifetimePlanCard] },
  play: async ({ canvasElement, canvas }) => {
    await expect(priceOf(cardNamed(canvasElement, 'Founder'))).toBe('$499 one-time');
    await userEvent.click(canvas.getByRole('switch', { name: 'Annual billing' }));
    await expect(priceOf(cardNamed(canvasElement, 'Founder'))).toBe('$499 one-time');
    await expect(within(cardNamed(canvasElement, 'Founder')).getByText('Pay once, yours for life')).toBeVisible();
    await expect(featuresOf(canvasElement, 'Founder')[0]).toBe('Lifetime access');
  },
};

/** Five plans, long feature lists and a long description: buttons still line up at the bottom. */
export const LongContent: Story = {
  args: { plans: longPlanCards },
  play: async ({ canvasElement, canvas }) => {
    await expect(priceOf(cardNamed(canvasElement, 'Business'))).toBe('$59.99/month');
    const [free, pro] = [
      canvas.getByRole('button', { name: 'Choose Free' }),
      canvas.getByRole('button', { name: 'Choose Pro' }),
    ];
    await expect(Math.round(free.getBoundingClientRect().bottom)).toBe(Math.round(pro.getBoundingClientRect().bottom));
  },
};

/** While one choice is processed its button spins and the others wait. */
export const Pending: Story = {
  args: { pendingPlanId: '2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Processing\.\.\./ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Choose Enterprise' })).toBeDisabled();
  },
};

/** On the public page the buttons are links (to sign up). */
export const AsLinks: Story = {
  tags: ['behaviour'],
  args: {
    onChoosePlan: undefined,
    planHref: (planId: string, cycle: string) => `/register?plan=${planId}&cycle=${cycle}`,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Annual billing' }));
    const link = canvas.getByRole('link', { name: 'Choose Pro' });
    await expect(link).toHaveAttribute('href', '/register?plan=2&cycle=annual');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/register?plan=2&cycle=annual', undefined);
  },
};

export const Loading: Story = {
  args: { status: 'loading', plans: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading plans');
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    await expect(canvas.getByRole('switch', { name: 'Annual billing' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { plans: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Plans Available')).toBeVisible();
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', plans: [] },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Unable to Load Plans');
    await expect(alert).toHaveTextContent('Unable to load pricing plans. Please try again later.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Inside the settings Purchase Plan tab the plan names are level-3 headings. */
export const InASettingsTab: Story = {
  args: { headingLevel: 3 },
  render: (args) => (
    <section aria-labelledby="purchase-plan">
      <h2 id="purchase-plan">Purchase Plan</h2>
      <PlanCards {...args} />
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Free',
      'Pro',
      'Enterprise',
    ]);
  },
};

export const SmallScreen: Story = {
  globals: phoneScreen,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const [free, pro] = [cardNamed(canvasElement, 'Free'), cardNamed(canvasElement, 'Pro')].map((card) =>
      card.getBoundingClientRect(),
    );
    await expect(pro?.top).toBeGreaterThan(free?.bottom ?? Infinity);
  },
};
