import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { largePhoneScreen } from '../../../testing/viewports';
import { fallbackPlanCards } from '../../billing-shared/PlanCards/plan-fixtures';
import { subscriptionStates } from '../../billing-shared/subscription-fixtures';
import type { BillingActionResult, SubscriptionState } from '../../billing-shared/team-subscription';
import { PurchasePlanScreen, type PlanOutcome, type PurchasePlanScreenProps } from './PurchasePlanScreen';
import { planMessages } from './rules';
import { settledDialog } from '../../../testing/settled-overlay';

type Props = PurchasePlanScreenProps;

/**
 * The screen as the page drives it: the dialog the app opens after a choice (the story's
 * `parameters.outcome`), and the subscription marked cancelled once cancelling went through.
 */
function PurchasePlan({ args, outcomeAfterChoice }: { args: Props; outcomeAfterChoice?: PlanOutcome }) {
  const [outcome, setOutcome] = useState(args.outcome ?? null);
  const [subscription, setSubscription] = useState<SubscriptionState>(args.subscription);
  return (
    <PurchasePlanScreen
      {...args}
      outcome={outcome}
      onOutcomeClose={() => {
        setOutcome(null);
        args.onOutcomeClose();
      }}
      onChoosePlan={async (plan, cycle) => {
        await args.onChoosePlan(plan, cycle);
        if (outcomeAfterChoice) setOutcome(outcomeAfterChoice);
      }}
      subscription={subscription}
      onCancelSubscription={async () => {
        const result = await args.onCancelSubscription();
        const current = subscription.subscription;
        if (result.ok && current) {
          setSubscription({ status: 'ready', subscription: { ...current, isCancelled: true, autoRenew: false } });
        }
        return result;
      }}
    />
  );
}

const team = { id: '11', name: 'Causeway Studio' };
const withProCurrent = fallbackPlanCards.map((plan) => ({ ...plan, isCurrent: plan.name === 'Pro' }));
const done = (): Promise<BillingActionResult> => Promise.resolve({ ok: true });

const meta = {
  title: 'Screens/Settings/PurchasePlanScreen',
  component: PurchasePlanScreen,
  parameters: { layout: 'padded' },
  args: {
    team,
    plans: { status: 'ready', items: withProCurrent },
    onRetryPlans: fn(),
    onChoosePlan: fn<Props['onChoosePlan']>(() => Promise.resolve()),
    pendingPlanId: null,
    outcome: null,
    onOutcomeClose: fn(),
    subscription: subscriptionStates.pro,
    onRetrySubscription: fn(),
    onCancelSubscription: fn<Props['onCancelSubscription']>(done),
  },
  render: (args, { parameters }) => (
    <PurchasePlan args={args} outcomeAfterChoice={(parameters as { outcome?: PlanOutcome }).outcome} />
  ),
} satisfies Meta<typeof PurchasePlanScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const card = (canvas: Canvas, name: string) => canvas.getByRole('article', { name });
const cancelSection = (canvas: Canvas) => canvas.getByRole('region', { name: 'Cancel Subscription' });

/** The dialog that opens, once its entry animation is over. */
async function openedDialog(role: 'dialog' | 'alertdialog', name: string) {
  return settledDialog(name, role);
}

/** The plans with the team's current plan marked, and its subscription below, ready to cancel. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Purchase Plan' })).toBeVisible();
    await expect(canvas.getByText('Save 35%')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Annual billing' })).not.toBeChecked();
    await expect(within(card(canvas, 'Pro')).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Free',
      'Pro',
      'Enterprise',
      'Cancel Subscription',
    ]);
    const section = cancelSection(canvas);
    await expect(section).toHaveTextContent('Causeway Studio is on the Pro plan.');
    await expect(section).toHaveTextContent('access continues until 12 Mar 2026');
  },
};

/** A paid plan on the annual cycle: the choice goes to the app with the cycle. */
export const ChoosePaidPlan: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Annual billing' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Enterprise' }));
    await expect(args.onChoosePlan).toHaveBeenCalledWith(expect.objectContaining({ id: '4' }), 'annual');
  },
};

/** On the way to the payment page: the chosen plan's button waits, the others cannot be pressed. */
export const CheckoutPending: Story = {
  args: { pendingPlanId: '4' },
  play: async ({ canvas }) => {
    const enterprise = within(card(canvas, 'Enterprise')).getByRole('button');
    await expect(enterprise).toHaveTextContent('Processing...');
    await expect(within(card(canvas, 'Free')).getByRole('button', { name: 'Choose Free' })).toBeDisabled();
  },
};

/** A plan that starts with a trial: the server's message, then the page reloads (the app, on OK). */
export const TrialStarted: Story = {
  parameters: {
    outcome: {
      tone: 'success',
      title: planMessages.trialTitle,
      message: 'Your 14-day Trial of the Business plan has started for Causeway Studio.',
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Enterprise' }));
    const dialog = await openedDialog('dialog', 'Trial Started');
    await expect(dialog).toHaveTextContent('Your 14-day Trial of the Business plan has started for Causeway Studio.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onOutcomeClose).toHaveBeenCalledOnce();
  },
};

/** The checkout call failed without the server's words. */
export const CheckoutFailed: Story = {
  args: {
    outcome: { tone: 'error', title: planMessages.checkoutError, message: planMessages.checkoutFailed },
  },
  play: async () => {
    const dialog = await openedDialog('alertdialog', 'Checkout Error');
    await expect(dialog).toHaveTextContent('Failed to create checkout session. Please try again.');
  },
};

/** The reply led nowhere the browser may go (no address, or one that is not http(s)). */
export const SubscriptionFailed: Story = {
  args: {
    outcome: { tone: 'error', title: planMessages.checkoutError, message: planMessages.subscriptionFailed },
  },
  play: async () => {
    const dialog = await openedDialog('alertdialog', 'Checkout Error');
    await expect(dialog).toHaveTextContent('Subscription failed. Please try again.');
  },
};

/** Free asks first (a downgrade); once confirmed the app switches and says so. */
export const SwitchToFree: Story = {
  parameters: {
    outcome: {
      tone: 'success',
      title: planMessages.switchedTitle,
      message: `${planMessages.switched('Causeway Studio')} ${planMessages.toBilling}`,
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Free' }));
    const ask = await openedDialog('alertdialog', 'Switch to Free');
    await expect(ask).toHaveTextContent('Switch Causeway Studio to the Free plan?');
    await expect(args.onChoosePlan).not.toHaveBeenCalled();
    await userEvent.click(within(ask).getByRole('button', { name: 'Switch to Free' }));
    await expect(args.onChoosePlan).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }), 'monthly');
    const done = await openedDialog('dialog', 'Plan Changed');
    await expect(done).toHaveTextContent('Causeway Studio is now on the Free plan. Taking you to Billing...');
  },
};

/** Free while a paid plan runs: 'Cannot Switch to Free Plan', with what to do instead. */
export const CannotSwitchToFree: Story = {
  args: {
    outcome: { tone: 'error', title: planMessages.cannotSwitchTitle, message: planMessages.cannotSwitch },
  },
  play: async () => {
    const dialog = await openedDialog('alertdialog', 'Cannot Switch to Free Plan');
    await expect(dialog).toHaveTextContent('Cancel the paid subscription or wait for it to expire');
  },
};

export const ActivePlanDetected: Story = {
  args: {
    outcome: {
      tone: 'error',
      title: planMessages.activePlanTitle,
      message: 'You already have an active plan on another team.',
    },
  },
  play: async () => {
    const dialog = await openedDialog('alertdialog', 'Active Plan Detected');
    await expect(dialog).toHaveTextContent('You already have an active plan on another team.');
  },
};

export const FreeSwitchFailed: Story = {
  args: { outcome: { tone: 'error', title: planMessages.freeErrorTitle, message: planMessages.freeFailed } },
  play: async () => {
    const dialog = await openedDialog('alertdialog', 'Error');
    await expect(dialog).toHaveTextContent('Failed to switch to Free plan. Please try again.');
  },
};

/** Without an active team: said above the plans, and again when a plan is chosen; nothing is sent. */
export const NoActiveTeam: Story = {
  args: { team: null, plans: { status: 'ready', items: fallbackPlanCards } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No active team found. Please select a team first.');
    await expect(cancelSection(canvas)).toHaveTextContent('No active team found. Please select a team first.');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Free' }));
    const dialog = await openedDialog('alertdialog', 'No Active Team');
    await expect(dialog).toHaveTextContent('No active team found. Please select a team first.');
    await expect(args.onChoosePlan).not.toHaveBeenCalled();
  },
};

export const PlansLoading: Story = {
  args: { plans: { status: 'loading', items: [] }, subscription: subscriptionStates.loading },
  play: async ({ canvas }) => {
    const announced = canvas.getAllByRole('status').map((status) => status.textContent);
    await expect(announced).toEqual(expect.arrayContaining(['Loading plans', 'Loading the subscription']));
  },
};

export const NoPlans: Story = {
  args: { plans: { status: 'ready', items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Plans Available')).toBeVisible();
  },
};

export const PlansFailed: Story = {
  args: { plans: { status: 'error', items: [] } },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Unable to Load Plans');
    await expect(alert).toHaveTextContent('Unable to load pricing plans. Please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryPlans).toHaveBeenCalledOnce();
  },
};

/** Cancelling asks first, then the section says until when the plan lasts. */
export const CancelSubscription: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(within(cancelSection(canvas)).getByRole('button', { name: 'Cancel Subscription' }));
    const ask = await openedDialog('alertdialog', 'Cancel Subscription');
    await expect(ask).toHaveTextContent('It stays active until 12 Mar 2026 and does not renew.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel Subscription' }));
    await expect(args.onCancelSubscription).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(cancelSection(canvas)).toHaveTextContent('Access continues until 12 Mar 2026.');
  },
};

export const CancelFailed: Story = {
  args: {
    onCancelSubscription: fn<Props['onCancelSubscription']>(() =>
      Promise.resolve({ ok: false as const, title: planMessages.cancelFailed }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(within(cancelSection(canvas)).getByRole('button', { name: 'Cancel Subscription' }));
    const ask = await openedDialog('alertdialog', 'Cancel Subscription');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel Subscription' }));
    await expect(await within(cancelSection(canvas)).findByRole('alert')).toHaveTextContent(
      'Failed to cancel subscription. Please try again.',
    );
  },
};

export const AlreadyCancelled: Story = {
  args: { subscription: subscriptionStates.cancelled },
  play: async ({ canvas }) => {
    const section = cancelSection(canvas);
    await expect(section).toHaveTextContent('Your Pro plan is cancelled and will not renew.');
    await expect(within(section).queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  },
};

export const NothingToCancel: Story = {
  args: { subscription: subscriptionStates.none, plans: { status: 'ready', items: fallbackPlanCards } },
  play: async ({ canvas }) => {
    await expect(cancelSection(canvas)).toHaveTextContent('Causeway Studio has no paid subscription to cancel.');
  },
};

export const SubscriptionFailedToLoad: Story = {
  args: { subscription: subscriptionStates.failed },
  play: async ({ canvas, args }) => {
    const alert = within(cancelSection(canvas)).getByRole('alert');
    await expect(alert).toHaveTextContent('Error loading subscription information');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetrySubscription).toHaveBeenCalledOnce();
  },
};

/** 390 px: the cards stack, nothing scrolls sideways. */
export const ReadyOnPhone: Story = {
  ...Ready,
  globals: largePhoneScreen,
  play: async (context) => {
    await Ready.play?.(context);
    const root = document.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
export const ChoosePaidPlanOnPhone: Story = { ...ChoosePaidPlan, globals: largePhoneScreen };
export const CheckoutPendingOnPhone: Story = { ...CheckoutPending, globals: largePhoneScreen };
export const TrialStartedOnPhone: Story = { ...TrialStarted, globals: largePhoneScreen };
export const CheckoutFailedOnPhone: Story = { ...CheckoutFailed, globals: largePhoneScreen };
export const SubscriptionFailedOnPhone: Story = { ...SubscriptionFailed, globals: largePhoneScreen };
export const SwitchToFreeOnPhone: Story = { ...SwitchToFree, globals: largePhoneScreen };
export const CannotSwitchToFreeOnPhone: Story = { ...CannotSwitchToFree, globals: largePhoneScreen };
export const ActivePlanDetectedOnPhone: Story = { ...ActivePlanDetected, globals: largePhoneScreen };
export const FreeSwitchFailedOnPhone: Story = { ...FreeSwitchFailed, globals: largePhoneScreen };
export const NoActiveTeamOnPhone: Story = { ...NoActiveTeam, globals: largePhoneScreen };
export const PlansLoadingOnPhone: Story = { ...PlansLoading, globals: largePhoneScreen };
export const NoPlansOnPhone: Story = { ...NoPlans, globals: largePhoneScreen };
export const PlansFailedOnPhone: Story = { ...PlansFailed, globals: largePhoneScreen };
export const CancelSubscriptionOnPhone: Story = { ...CancelSubscription, globals: largePhoneScreen };
export const CancelFailedOnPhone: Story = { ...CancelFailed, globals: largePhoneScreen };
export const AlreadyCancelledOnPhone: Story = { ...AlreadyCancelled, globals: largePhoneScreen };
export const NothingToCancelOnPhone: Story = { ...NothingToCancel, globals: largePhoneScreen };
export const SubscriptionFailedToLoadOnPhone: Story = { ...SubscriptionFailedToLoad, globals: largePhoneScreen };
