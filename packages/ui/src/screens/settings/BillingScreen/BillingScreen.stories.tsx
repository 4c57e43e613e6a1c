import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { largePhoneScreen } from '../../../testing/viewports';
import { subscriptionStates } from '../../billing-shared/subscription-fixtures';
import type { BillingActionResult } from '../../billing-shared/team-subscription';
import { emptyBillingDetails, storyBillingDetails, storyInvoices, storyPaymentMethods } from './billing-fixtures';
import { BillingScreen, type BillingScreenProps } from './BillingScreen';
import { billingMessages } from './rules';
import { typeText } from '../../../testing/type-text';
import { settledDialog } from '../../../testing/settled-overlay';

type Props = BillingScreenProps;

/** The screen as the page drives it: the form keeps what is typed, a deleted card leaves the list. */
function Billing(args: Props) {
  const [values, setValues] = useState(args.details.values);
  const [methods, setMethods] = useState(args.paymentMethods);
  return (
    <BillingScreen
      {...args}
      details={{
        ...args.details,
        values,
        onChange: (next) => {
          setValues(next);
          args.details.onChange(next);
        },
      }}
      paymentMethods={methods}
      onDeletePaymentMethod={async (method) => {
        const result = await args.onDeletePaymentMethod(method);
        if (result.ok) setMethods({ ...methods, items: methods.items.filter((each) => each.id !== method.id) });
        return result;
      }}
    />
  );
}

const done = (): Promise<BillingActionResult> => Promise.resolve({ ok: true });
/** The card-setup page is on its way: the promise never settles before the browser leaves. */
const leaving = (): Promise<BillingActionResult> => new Promise(() => {});

const meta = {
  title: 'Screens/Settings/BillingScreen',
  component: BillingScreen,
  parameters: { layout: 'padded' },
  args: {
    team: { id: '11', name: 'Causeway Studio' },
    paymentSucceeded: false,
    onPaymentNoticeDismiss: fn(),
    subscription: subscriptionStates.pro,
    onRetrySubscription: fn(),
    onRefreshSubscription: fn(),
    paymentMethods: { status: 'ready', items: storyPaymentMethods },
    onRetryPaymentMethods: fn(),
    onAddPaymentMethod: fn<Props['onAddPaymentMethod']>(leaving),
    onDeletePaymentMethod: fn<Props['onDeletePaymentMethod']>(done),
    details: {
      status: 'ready',
      values: storyBillingDetails,
      onRetry: fn(),
      onChange: fn(),
      onSave: fn(),
    },
    invoices: { status: 'ready', items: storyInvoices },
    onRetryInvoices: fn(),
  },
  render: (args) => <Billing {...args} />,
} satisfies Meta<typeof BillingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const section = (canvas: Canvas, name: string) => canvas.getByRole('region', { name });
const currentPlan = (canvas: Canvas) => section(canvas, 'Current Plan');
const methodsSection = (canvas: Canvas) => section(canvas, 'Payment Methods');
const methodsTable = (canvas: Canvas) => canvas.getByRole('table', { name: 'Payment methods of Causeway Studio' });
const invoicesTable = (canvas: Canvas) => canvas.getByRole('table', { name: 'Invoices of Causeway Studio' });
const rowOf = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(text, { exact: true }))!;

/** The fact of the plan card under a label ('Renews', 'Billing cycle'). */
function fact(canvas: Canvas, term: string) {
  const label = within(currentPlan(canvas)).getByText(term, { selector: 'dt' });
  return label.nextElementSibling?.textContent;
}

async function openedDialog(role: 'dialog' | 'alertdialog', name: string) {
  return settledDialog(name, role);
}

/** The team's plan, cards, details and invoices. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Billing' })).toBeVisible();
    const plan = currentPlan(canvas);
    await expect(within(plan).getByText('Pro')).toBeVisible();
    await expect(plan).toHaveTextContent('$29.00 / month');
    await expect(fact(canvas, 'Billing cycle')).toBe('Monthly');
    await expect(fact(canvas, 'Status')).toBe('Active');
    await expect(fact(canvas, 'Renews')).toBe('12 Mar 2026');
    await expect(within(plan).queryByText('Expires')).not.toBeInTheDocument();

    const visa = rowOf(methodsTable(canvas), 'Visa');
    await expect(visa).toHaveTextContent('Default');
    await expect(visa).toHaveTextContent('4242');
    await expect(visa).toHaveTextContent('12/2029');
    await expect(rowOf(methodsTable(canvas), 'Mastercard')).toHaveTextContent('0005');
    await expect(canvas.getByRole('button', { name: 'Add Payment Method' })).toBeVisible();

    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Demo User');
    await expect(canvas.getByRole('textbox', { name: 'Tax ID' })).toHaveValue('PT509999999');

    const invoices = invoicesTable(canvas);
    const paid = rowOf(invoices, 'in_mock506');
    await expect(paid).toHaveTextContent('30 Jan 2026');
    await expect(paid).toHaveTextContent('$29.00');
    await expect(within(paid).getByText('Paid')).toBeVisible();
    const link = within(paid).getByRole('link', { name: 'View invoice in_mock506 (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', 'https://billing.causeway.test/invoices/in_mock506');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(rowOf(invoices, 'in_mock507')).getByText('Pending')).toBeVisible();
    await expect(rowOf(invoices, 'in_mock503')).toHaveTextContent('$59.50');
    await expect(rowOf(invoices, 'in_mock505')).toHaveTextContent('Not available');
  },
};

/** Back from paying: 'Payment Successful!', which can be dismissed. */
export const PaymentSuccessful: Story = {
  args: { paymentSucceeded: true },
  play: async ({ canvas, args }) => {
    const notice = canvas.getAllByRole('status').find((status) => status.textContent?.includes('Payment Successful!'));
    await expect(notice).toBeDefined();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss payment notice' }));
    await expect(args.onPaymentNoticeDismiss).toHaveBeenCalledOnce();
  },
};

/** Not renewing by itself: the period end reads 'Expires'. */
export const Expires: Story = {
  args: {
    subscription: { status: 'ready', subscription: { ...subscriptionStates.pro.subscription, autoRenew: false } },
  },
  play: async ({ canvas }) => {
    await expect(fact(canvas, 'Expires')).toBe('12 Mar 2026');
    await expect(within(currentPlan(canvas)).queryByText('Renews')).not.toBeInTheDocument();
  },
};

/** Cancelled: 'Expires', and the banner says access continues until the period end. */
export const Cancelled: Story = {
  args: { subscription: subscriptionStates.cancelled },
  play: async ({ canvas }) => {
    await expect(fact(canvas, 'Expires')).toBe('12 Mar 2026');
    const banner = within(currentPlan(canvas)).getByRole('status');
    await expect(banner).toHaveTextContent('Subscription Cancelled');
    await expect(banner).toHaveTextContent('Access continues until 12 Mar 2026.');
  },
};

export const Trial: Story = {
  args: { subscription: subscriptionStates.trial },
  play: async ({ canvas }) => {
    await expect(within(currentPlan(canvas)).getByText('Trial')).toBeVisible();
    await expect(currentPlan(canvas)).toHaveTextContent('$59.00 / month');
    await expect(fact(canvas, 'Renews')).toBe('26 Feb 2026');
  },
};

/** 'No Active Plan': the way to subscribe, and no Add Payment Method. */
export const NoActivePlan: Story = {
  args: { subscription: subscriptionStates.none, paymentMethods: { status: 'ready', items: [] } },
  play: async ({ canvas }) => {
    const plan = currentPlan(canvas);
    await expect(within(plan).getByText('No Active Plan')).toBeVisible();
    await expect(within(plan).getByRole('link', { name: 'Subscribe to Plan' })).toHaveAttribute(
      'href',
      '/control-tower/plan',
    );
    await expect(canvas.queryByRole('button', { name: 'Add Payment Method' })).not.toBeInTheDocument();
    await expect(canvas.getByText('No payment methods saved yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: {
    subscription: subscriptionStates.loading,
    paymentMethods: { status: 'loading', items: [] },
    details: { ...meta.args.details, status: 'loading' },
    invoices: { status: 'loading', items: [] },
  },
  play: async ({ canvas }) => {
    const announced = canvas.getAllByRole('status').map((status) => status.textContent);
    await expect(announced).toEqual(
      expect.arrayContaining([
        'Loading the subscription',
        'Loading payment methods',
        'Loading billing details',
        'Loading invoices',
      ]),
    );
  },
};

export const SubscriptionError: Story = {
  args: { subscription: subscriptionStates.failed },
  play: async ({ canvas, args }) => {
    const alert = within(currentPlan(canvas)).getByRole('alert');
    await expect(alert).toHaveTextContent('Error loading subscription information');
    await expect(alert).toHaveTextContent('Failed to fetch subscription details');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetrySubscription).toHaveBeenCalledOnce();
  },
};

export const RefreshSubscription: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh subscription data' }));
    await expect(args.onRefreshSubscription).toHaveBeenCalledOnce();
  },
};

/** Add Payment Method waits while the browser leaves for the card-setup page. */
export const AddPaymentMethod: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Payment Method' }));
    await expect(args.onAddPaymentMethod).toHaveBeenCalledOnce();
    await expect(within(methodsSection(canvas)).getByText('Opening...')).toBeVisible();
  },
};

export const AddPaymentMethodFailed: Story = {
  args: {
    onAddPaymentMethod: fn<Props['onAddPaymentMethod']>(() =>
      Promise.resolve({ ok: false as const, title: billingMessages.cardSetupFailed }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Payment Method' }));
    const alert = await within(methodsSection(canvas)).findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to create payment setup session. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Add Payment Method' })).toBeEnabled();
  },
};

/** The card-setup address is not http(s): 'Checkout Error', and the browser stays. */
export const CardSetupRefused: Story = {
  args: {
    onAddPaymentMethod: fn<Props['onAddPaymentMethod']>(() =>
      Promise.resolve({
        ok: false as const,
        title: billingMessages.checkoutError,
        detail: billingMessages.cardSetupFailed,
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Payment Method' }));
    const alert = await within(methodsSection(canvas)).findByRole('alert');
    await expect(alert).toHaveTextContent('Checkout Error');
    await expect(alert).toHaveTextContent('Failed to create payment setup session. Please try again.');
  },
};

/** Delete asks first, naming the card; the card then leaves the list. */
export const DeletePaymentMethod: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Mastercard ending in 0005' }));
    const ask = await openedDialog('alertdialog', 'Delete Payment Method');
    await expect(ask).toHaveTextContent('Delete the Mastercard ending in 0005?');
    await userEvent.click(within(ask).getByRole('button', { name: 'Delete Card' }));
    await expect(args.onDeletePaymentMethod).toHaveBeenCalledWith(storyPaymentMethods[1]);
    await waitFor(() => expect(within(methodsTable(canvas)).queryByText('Mastercard')).not.toBeInTheDocument());
  },
};

export const DeletePaymentMethodFailed: Story = {
  args: {
    onDeletePaymentMethod: fn<Props['onDeletePaymentMethod']>(() =>
      Promise.resolve({
        ok: false as const,
        title: billingMessages.deleteMethodFailed,
        detail: 'You cannot delete the only payment method while the subscription renews automatically.',
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Visa ending in 4242' }));
    const ask = await openedDialog('alertdialog', 'Delete Payment Method');
    await userEvent.click(within(ask).getByRole('button', { name: 'Delete Card' }));
    const alert = await within(methodsSection(canvas)).findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to delete payment method. Please try again.');
    await expect(alert).toHaveTextContent('You cannot delete the only payment method');
    await expect(within(methodsTable(canvas)).getByText('Visa')).toBeVisible();
  },
};

export const PaymentMethodsFailed: Story = {
  args: { paymentMethods: { status: 'error', items: [], errorMessage: 'Failed to fetch payment methods' } },
  play: async ({ canvas, args }) => {
    const alert = within(methodsSection(canvas)).getByRole('alert');
    await expect(alert).toHaveTextContent('Error loading payment methods');
    await expect(alert).toHaveTextContent('Failed to fetch payment methods');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryPaymentMethods).toHaveBeenCalledOnce();
  },
};

export const NoPaymentMethods: Story = {
  args: { paymentMethods: { status: 'ready', items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No payment methods saved yet.')).toBeVisible();
    await expect(within(methodsTable(canvas)).getByRole('button', { name: 'Add Payment Method' })).toBeVisible();
  },
};

/** Every field and the tax type go out as typed; there is no validation. */
export const SaveDetails: Story = {
  args: { details: { ...meta.args.details, values: emptyBillingDetails } },
  play: async ({ canvas, args }) => {
    // Pasted, not typed key by key: the form re-renders per key, which a busy machine makes slow.
    for (const [name, text] of [
      ['Full Name', 'Ana Costa'],
      ['Billing Email', 'not an address'],
      ['City', 'Porto'],
    ] as const) {
      await userEvent.click(canvas.getByRole('textbox', { name }));
      await userEvent.paste(text);
    }
    await userEvent.click(canvas.getByRole('button', { name: /Tax Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sales Tax' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Billing Details' }));
    await expect(args.details.onSave).toHaveBeenCalledWith({
      ...emptyBillingDetails,
      fullName: 'Ana Costa',
      billingEmail: 'not an address',
      city: 'Porto',
      taxType: 'Sales Tax',
    });
  },
};

export const DetailsSaved: Story = {
  args: { details: { ...meta.args.details, isSaved: true } },
  play: async ({ canvas }) => {
    await expect(within(section(canvas, 'Billing Details')).getByRole('status')).toHaveTextContent(
      'Billing details saved.',
    );
  },
};

/** A failed save: the screen's words and the server's, each field as typed. */
export const SaveDetailsFailed: Story = {
  args: {
    details: {
      ...meta.args.details,
      saveError: { ok: false, title: billingMessages.updateDetailsFailed },
      fieldErrors: { billingEmail: ['Enter a valid email address.'] },
    },
  },
  play: async ({ canvas }) => {
    const form = section(canvas, 'Billing Details');
    await expect(within(form).getByRole('alert')).toHaveTextContent(
      'Failed to update billing details. Please try again.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Billing Email' })).toHaveAccessibleDescription(
      'Enter a valid email address.',
    );
    await typeText(canvas.getByRole('textbox', { name: 'City' }), ' Centre');
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Lisbon Centre');
  },
};

/** A team without billing details yet (404): an empty form to fill in. */
export const NoDetailsYet: Story = {
  args: { details: { ...meta.args.details, values: emptyBillingDetails } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: /Tax Type/ })).toHaveTextContent('None');
  },
};

export const DetailsFailed: Story = {
  args: {
    details: { ...meta.args.details, status: 'error', errorMessage: 'Failed to fetch billing details' },
  },
  play: async ({ canvas, args }) => {
    const alert = within(section(canvas, 'Billing Details')).getByRole('alert');
    await expect(alert).toHaveTextContent('Error loading billing details');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(args.details.onRetry).toHaveBeenCalledOnce();
  },
};

export const NoInvoices: Story = {
  args: { invoices: { status: 'ready', items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No invoices yet.')).toBeVisible();
  },
};

export const InvoicesFailed: Story = {
  args: { invoices: { status: 'error', items: [], errorMessage: 'Failed to fetch billing history' } },
  play: async ({ canvas, args }) => {
    const alert = within(section(canvas, 'Invoice History')).getByRole('alert');
    await expect(alert).toHaveTextContent('Error loading invoice history');
    await expect(alert).toHaveTextContent('Failed to fetch billing history');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryInvoices).toHaveBeenCalledOnce();
  },
};

export const NoActiveTeam: Story = {
  args: { team: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No active team found. Please select a team first.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Leaving with unsaved billing details asks first. */
export const LeavingWithUnsavedDetails: Story = {
  args: { leaveGuard: { onStay: fn(), onLeave: fn() } },
  play: async ({ args }) => {
    const ask = await openedDialog('alertdialog', 'Leave without saving?');
    await userEvent.click(within(ask).getByRole('button', { name: 'Leave Without Saving' }));
    await expect(args.leaveGuard?.onLeave).toHaveBeenCalledOnce();
  },
};

/** Long names wrap inside the plan card and the tables. */
export const LongContent: Story = {
  args: {
    team: { id: '12', name: 'Northwind Community Outreach and Volunteer Coordination' },
    subscription: {
      status: 'ready',
      subscription: { ...subscriptionStates.pro.subscription, planName: 'Enterprise Agency Unlimited Annual' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Enterprise Agency Unlimited Annual')).toBeVisible();
  },
};

/**
 * 390 px: the page does not scroll sideways; the invoice table scrolls inside its card, its first
 * column staying in place.
 */
export const ReadyOnPhone: Story = {
  globals: largePhoneScreen,
  play: async ({ canvas }) => {
    const root = document.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    for (const table of [invoicesTable(canvas), methodsTable(canvas)]) {
      const scroller = table.parentElement!;
      await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
      const firstCell = within(table).getAllByRole('rowheader')[0]!;
      const before = firstCell.getBoundingClientRect().left;
      scroller.scrollLeft = 200;
      await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
      await expect(Math.round(firstCell.getBoundingClientRect().left)).toBe(Math.round(before));
    }
  },
};
export const PaymentSuccessfulOnPhone: Story = { ...PaymentSuccessful, globals: largePhoneScreen };
export const ExpiresOnPhone: Story = { ...Expires, globals: largePhoneScreen };
export const CancelledOnPhone: Story = { ...Cancelled, globals: largePhoneScreen };
export const TrialOnPhone: Story = { ...Trial, globals: largePhoneScreen };
export const NoActivePlanOnPhone: Story = { ...NoActivePlan, globals: largePhoneScreen };
export const LoadingOnPhone: Story = { ...Loading, globals: largePhoneScreen };
export const SubscriptionErrorOnPhone: Story = { ...SubscriptionError, globals: largePhoneScreen };
export const RefreshSubscriptionOnPhone: Story = { ...RefreshSubscription, globals: largePhoneScreen };
export const AddPaymentMethodOnPhone: Story = { ...AddPaymentMethod, globals: largePhoneScreen };
export const AddPaymentMethodFailedOnPhone: Story = { ...AddPaymentMethodFailed, globals: largePhoneScreen };
export const CardSetupRefusedOnPhone: Story = { ...CardSetupRefused, globals: largePhoneScreen };
export const DeletePaymentMethodOnPhone: Story = { ...DeletePaymentMethod, globals: largePhoneScreen };
export const DeletePaymentMethodFailedOnPhone: Story = { ...DeletePaymentMethodFailed, globals: largePhoneScreen };
export const PaymentMethodsFailedOnPhone: Story = { ...PaymentMethodsFailed, globals: largePhoneScreen };
export const NoPaymentMethodsOnPhone: Story = { ...NoPaymentMethods, globals: largePhoneScreen };
export const SaveDetailsOnPhone: Story = { ...SaveDetails, globals: largePhoneScreen };
export const DetailsSavedOnPhone: Story = { ...DetailsSaved, globals: largePhoneScreen };
export const SaveDetailsFailedOnPhone: Story = { ...SaveDetailsFailed, globals: largePhoneScreen };
export const NoDetailsYetOnPhone: Story = { ...NoDetailsYet, globals: largePhoneScreen };
export const DetailsFailedOnPhone: Story = { ...DetailsFailed, globals: largePhoneScreen };
export const NoInvoicesOnPhone: Story = { ...NoInvoices, globals: largePhoneScreen };
export const InvoicesFailedOnPhone: Story = { ...InvoicesFailed, globals: largePhoneScreen };
export const NoActiveTeamOnPhone: Story = { ...NoActiveTeam, globals: largePhoneScreen };
export const LeavingWithUnsavedDetailsOnPhone: Story = { ...LeavingWithUnsavedDetails, globals: largePhoneScreen };
export const LongContentOnPhone: Story = { ...LongContent, globals: largePhoneScreen };
