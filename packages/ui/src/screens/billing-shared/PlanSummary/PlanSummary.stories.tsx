import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PlanSummary } from './PlanSummary';

const meta = {
  title: 'Screens/Billing/PlanSummary',
  component: PlanSummary,
  parameters: { layout: 'padded' },
  args: { label: 'Plan', allowance: 'members', plan: { status: 'ready', name: 'Pro', left: 1 } },
} satisfies Meta<typeof PlanSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Team Management: the plan's name and the members it has left, in the spec's wording. */
export const MembersLeft: Story = {
  play: async ({ canvas }) => {
    const plan = canvas.getByRole('region', { name: 'Plan' });
    await expect(plan).toHaveTextContent('Pro');
    await expect(plan).toHaveTextContent('1 member left');
    await expect(canvas.getByRole('link', { name: 'See Plans' })).toBeVisible();
  },
};

/** Manage Social Account: 'Free Plan' and the social accounts left. */
export const SocialAccountsLeft: Story = {
  args: {
    label: 'Plan summary',
    allowance: 'social accounts',
    sayPlan: true,
    plan: { status: 'ready', name: 'Free', left: 2 },
  },
  play: async ({ canvas }) => {
    const plan = canvas.getByRole('region', { name: 'Plan summary' });
    await expect(plan).toHaveTextContent('Free Plan');
    await expect(plan).toHaveTextContent('2 social accounts left');
  },
};

/** Past the spec's thresholds a plan has no limit to count down. */
export const Unlimited: Story = {
  args: { plan: { status: 'ready', name: 'Enterprise', left: 'unlimited' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Plan' })).toHaveTextContent('Unlimited members');
  },
};

/** A team without an active plan is told so, and nothing is counted. */
export const NoActivePlan: Story = {
  args: { plan: { status: 'ready', name: null, left: null } },
  play: async ({ canvas }) => {
    const plan = canvas.getByRole('region', { name: 'Plan' });
    await expect(plan).toHaveTextContent('No Active Plan');
    await expect(plan).not.toHaveTextContent(/left|Unlimited/);
  },
};

/** A plan whose limits are not known: its name alone. */
export const LimitsUnknown: Story = {
  args: { plan: { status: 'ready', name: 'Studio', left: null } },
  play: async ({ canvas }) => {
    const plan = canvas.getByRole('region', { name: 'Plan' });
    await expect(plan).toHaveTextContent('Studio');
    await expect(plan).not.toHaveTextContent(/left|Unlimited/);
  },
};

export const Loading: Story = {
  args: { plan: { status: 'loading' } },
  play: async ({ canvas }) => {
    const plan = canvas.getByRole('region', { name: 'Plan' });
    await expect(plan).toHaveAttribute('aria-busy', 'true');
    await expect(plan).toHaveTextContent('Loading plan...');
  },
};

export const Failed: Story = {
  args: { plan: { status: 'error' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Plan' })).toHaveTextContent('The plan could not be loaded.');
  },
};
