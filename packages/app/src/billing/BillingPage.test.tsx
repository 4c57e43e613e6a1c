import { completeCheckout, demo, useScenario } from '@causeway/mocks/node';
import { focusManager } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { api } from '../api';
import { browserLocation } from '../lib/browser-location';
import { paths } from '../routes/paths';
import { saveActiveTeamAtom } from '../session/active-team-atoms';
import { store } from '../store';
import { signInAsDemo } from '../test/app-state';
import { runUntil, useFakeClock } from '../test/fake-clock';
import { LocationProbe, probedLocation } from '../test/LocationProbe';
import { calls, recordRequests, setUpMockApi } from '../test/mock-api';
import { TestApp } from '../test/TestApp';
import { BillingPage } from './BillingPage';

const server = await setUpMockApi();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  focusManager.setFocused(undefined);
});

const routes = (
  <Route
    path={paths.controlTower.billing}
    element={
      <>
        <BillingPage />
        <LocationProbe />
      </>
    }
  />
);

const northwind = { id: demo.noPlanTeamId, name: 'Northwind Outreach' };
type User = ReturnType<typeof userEvent.setup>;

/** Signed in as the demo user on Billing (for Northwind Outreach when asked), once the tab's data is there. */
async function openBilling({
  team,
  path = paths.controlTower.billing,
}: { team?: typeof northwind; path?: string } = {}) {
  await signInAsDemo();
  if (team) store.set(saveActiveTeamAtom, team);
  const user = userEvent.setup();
  render(<TestApp path={path} signedIn={routes} />);
  await screen.findByRole('textbox', { name: 'Full Name' });
  await waitFor(() =>
    expect(screen.queryAllByText(/^Loading (the subscription|payment methods|invoices)$/)).toEqual([]),
  );
  return user;
}

const region = (name: string) => screen.getByRole('region', { name });
const currentPlan = () => region('Current Plan');
const methodsTable = (team = 'Causeway Studio') => screen.getByRole('table', { name: `Payment methods of ${team}` });
const invoicesTable = (team = 'Causeway Studio') => screen.getByRole('table', { name: `Invoices of ${team}` });
const rowWith = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(text, { exact: true }));
const fact = (term: string) => within(currentPlan()).getByText(term, { selector: 'dt' }).nextElementSibling;

async function confirm(user: User, name: string, button: string) {
  const dialog = await screen.findByRole('alertdialog', { name });
  await user.click(within(dialog).getByRole('button', { name: button }));
}

it('shows the team’s plan, cards, billing details and invoices', async () => {
  await openBilling();
  expect(screen.getByRole('heading', { level: 2, name: 'Billing' })).toBeInTheDocument();
  expect(within(currentPlan()).getByText('Pro')).toBeInTheDocument();
  expect(currentPlan()).toHaveTextContent('$29.00 / month');
  expect(fact('Billing cycle')).toHaveTextContent('Monthly');
  expect(fact('Status')).toHaveTextContent('Active');
  expect(fact('Renews')).toHaveTextContent(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  expect(within(currentPlan()).queryByText('Expires')).not.toBeInTheDocument();

  const visa = rowWith(methodsTable(), 'Visa');
  expect(visa).toHaveTextContent('Default');
  expect(visa).toHaveTextContent('4242');
  expect(rowWith(methodsTable(), 'Mastercard')).toHaveTextContent(/0005/);
  expect(screen.getByRole('button', { name: 'Add Payment Method' })).toBeInTheDocument();

  expect(screen.getByRole('textbox', { name: 'Address Line 1' })).toHaveValue('Rua das Flores 28');
  expect(screen.getByRole('button', { name: /Tax Type/ })).toHaveTextContent('VAT');

  const paid = rowWith(invoicesTable(), 'in_mock506')!;
  expect(paid).toHaveTextContent('$29.00');
  expect(within(paid).getByText('Paid')).toBeInTheDocument();
  const link = within(paid).getByRole('link', { name: 'View invoice in_mock506 (opens in a new tab)' });
  expect(link).toHaveAttribute('href', 'https://billing.causeway.test/invoices/in_mock506');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link.getAttribute('rel')).toContain('noopener');
  expect(within(rowWith(invoicesTable(), 'in_mock507')!).getByText('Pending')).toBeInTheDocument();
  expect(within(rowWith(invoicesTable(), 'in_mock503')!).getByText('Void')).toBeInTheDocument();
});

it("back from paying: 'Payment Successful!', session_id gone from the address, the banner gone for the team", async () => {
  // The team without a plan chose Pro; the mock payment page was paid.
  await signInAsDemo();
  const reply = await api.billing.createCheckoutSession({
    team_id: demo.noPlanTeamId,
    plan_id: demo.plans.pro,
    email: demo.email,
    is_annual: false,
  });
  const sessionId = new URL(reply.checkout_url ?? '').searchParams.get('session_id') ?? '';
  await completeCheckout(sessionId, 'pay');

  store.set(saveActiveTeamAtom, northwind);
  render(<TestApp path={`${paths.controlTower.billing}?session_id=${sessionId}`} signedIn={routes} />);
  expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
  await waitFor(() => expect(probedLocation()).toBe(paths.controlTower.billing));
  await waitFor(() => expect(within(currentPlan()).getByText('Pro')).toBeInTheDocument());
  expect(screen.queryByText('No Active Billing Plan')).not.toBeInTheDocument();
  expect(fact('Renews')).toBeInTheDocument();

  await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss payment notice' }));
  expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
});

it("a cancelled plan: 'Expires', and the banner says access continues until the period end", async () => {
  await signInAsDemo();
  await api.billing.cancelSubscription(demo.teamId);
  render(<TestApp path={paths.controlTower.billing} signedIn={routes} />);
  const banner = await within(await screen.findByRole('region', { name: 'Current Plan' })).findByText(
    'Subscription Cancelled',
  );
  expect(banner.closest('[role="status"]')).toHaveTextContent(/Access continues until \d{1,2} [A-Z][a-z]{2} \d{4}\./);
  expect(fact('Expires')).toBeInTheDocument();
  expect(within(currentPlan()).queryByText('Renews')).not.toBeInTheDocument();
});

it("a team without a plan: 'No Active Plan' with the way to subscribe, no Add Payment Method, an empty form", async () => {
  await openBilling({ team: northwind });
  expect(within(currentPlan()).getByText('No Active Plan')).toBeInTheDocument();
  expect(within(currentPlan()).getByRole('link', { name: 'Subscribe to Plan' })).toHaveAttribute(
    'href',
    paths.controlTower.plan,
  );
  expect(screen.queryByRole('button', { name: 'Add Payment Method' })).not.toBeInTheDocument();
  // No billing details yet (a 404): the form starts empty; the shell's banner agrees with the tab.
  expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
  expect(screen.getByText('No Active Billing Plan')).toBeInTheDocument();
  expect(screen.getByText('No invoices yet.')).toBeInTheDocument();
});

it('switching team in the header switches every figure', async () => {
  const user = await openBilling();
  await user.click(screen.getByRole('button', { name: 'Team: Causeway Studio' }));
  await user.click(await screen.findByRole('menuitemradio', { name: 'Northwind Outreach' }));
  await waitFor(() => expect(within(currentPlan()).getByText('No Active Plan')).toBeInTheDocument());
  expect(screen.getByRole('table', { name: 'Invoices of Northwind Outreach' })).toHaveTextContent('No invoices yet.');
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue(''));
});

it.each([
  ['empty.billing-not-found', 'No Active Plan'],
  ['empty.billing-bad-request', 'No Active Plan'],
  ['billing-screen.no-team-billing', 'No Active Plan'],
])('%s reads as no plan, not as an error', async (scenario, text) => {
  useScenario(server, scenario);
  await openBilling();
  expect(within(currentPlan()).getByText(text)).toBeInTheDocument();
  expect(screen.queryByText('Error loading subscription information')).not.toBeInTheDocument();
});

it.each(['empty.billing-lists-not-found', 'empty.billing-lists-bad-request'])(
  '%s: no cards and no invoices, not an error',
  async (scenario) => {
    useScenario(server, scenario);
    await openBilling();
    expect(screen.getByText('No payment methods saved yet.')).toBeInTheDocument();
    expect(screen.getByText('No invoices yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
);

it.each([
  ['billing-screen.subscription-error', 'Current Plan', 'Error loading subscription information'],
  ['billing-screen.payment-methods-error', 'Payment Methods', 'Error loading payment methods'],
  ['billing-screen.invoices-error', 'Invoice History', 'Error loading invoice history'],
])('%s: once retried, %s says so with Try Again', async (scenario, section, text) => {
  await signInAsDemo();
  useFakeClock();
  useScenario(server, scenario);
  render(<TestApp path={paths.controlTower.billing} signedIn={routes} />);
  await runUntil(() => screen.queryAllByRole('alert').length > 0);
  const alert = within(region(section)).getByRole('alert');
  expect(alert).toHaveTextContent(text);
  expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
});

it("'Refresh subscription data' clears the subscription and fetches it again", async () => {
  const user = await openBilling();
  const received = recordRequests(server);
  await user.click(screen.getByRole('button', { name: 'Refresh subscription data' }));
  await waitFor(() => expect(calls(received)).toContain(`GET /billing/subscription-details/${demo.teamId}/`));
  expect(await within(currentPlan()).findByText('Pro')).toBeInTheDocument();
});

it('billing data is fetched again when the window regains focus', async () => {
  await openBilling();
  const received = recordRequests(server);
  act(() => {
    focusManager.setFocused(false);
    focusManager.setFocused(true);
  });
  await waitFor(() =>
    expect(calls(received)).toEqual(
      expect.arrayContaining([
        `GET /billing/subscription-details/${demo.teamId}/`,
        `GET /billing/list-methods/${demo.teamId}/`,
        `GET /billing/list-history/${demo.teamId}/`,
        `GET /billing/details/${demo.teamId}/`,
      ]),
    ),
  );
});

it('deletes a card after asking: it leaves the list', async () => {
  const user = await openBilling();
  const received = recordRequests(server);
  await user.click(screen.getByRole('button', { name: 'Delete Mastercard ending in 0005' }));
  await confirm(user, 'Delete Payment Method', 'Delete Card');
  await waitFor(() => expect(rowWith(methodsTable(), 'Mastercard')).toBeUndefined());
  expect(calls(received)).toContain(`DELETE /billing/delete-method/${demo.teamId}/${demo.paymentMethodId}/`);
});

it.each(['billing-screen.delete-method-failed', 'billing.delete-method-failed'])(
  "%s: 'Failed to delete payment method. Please try again.', the card kept",
  async (scenario) => {
    const user = await openBilling();
    useScenario(server, scenario);
    await user.click(screen.getByRole('button', { name: 'Delete Mastercard ending in 0005' }));
    await confirm(user, 'Delete Payment Method', 'Delete Card');
    expect(await within(region('Payment Methods')).findByRole('alert')).toHaveTextContent(
      'Failed to delete payment method. Please try again.',
    );
    expect(rowWith(methodsTable(), 'Mastercard')).toBeDefined();
  },
);

it('Add Payment Method asks for a card-setup session and the browser goes to its page', async () => {
  const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  const user = await openBilling();
  const received = recordRequests(server);
  await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));
  await waitFor(() => expect(assign).toHaveBeenCalledOnce());
  expect(assign.mock.calls[0]?.[0]).toMatch(/^http:\/\/localhost(:\d+)?\/__mock\/checkout\?session_id=.*&mode=setup/);
  const setup = received.find((request) => request.method === 'POST');
  expect(setup?.path).toBe('/api/billing/create-cardsetup-details/');
  expect(setup?.body).toEqual({ team_id: demo.teamId });
});

it.each(['billing-screen.card-setup-failed', 'billing.card-setup-failed'])(
  "%s: 'Failed to create payment setup session. Please try again.'",
  async (scenario) => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const user = await openBilling();
    useScenario(server, scenario);
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    expect(await within(region('Payment Methods')).findByRole('alert')).toHaveTextContent(
      'Failed to create payment setup session. Please try again.',
    );
    expect(assign).not.toHaveBeenCalled();
  },
);

it("javascript: addresses from the server: card setup refused with 'Checkout Error', the invoice unlinked", async () => {
  const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  useScenario(server, 'billing-screen.unsafe-redirect');
  const user = await openBilling();
  const invoice = rowWith(invoicesTable(), 'in_unsafe599')!;
  expect(within(invoice).queryByRole('link')).not.toBeInTheDocument();
  expect(invoice).toHaveTextContent('Not available');

  await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));
  const alert = await within(region('Payment Methods')).findByRole('alert');
  expect(alert).toHaveTextContent('Checkout Error');
  expect(assign).not.toHaveBeenCalled();
});

it('saves the billing details as typed, without validation, and says so', async () => {
  const user = await openBilling({ team: northwind });
  const received = recordRequests(server);
  await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Noah Williams');
  await user.type(screen.getByRole('textbox', { name: 'Billing Email' }), 'accounts at northwind');
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'Leeds');
  await user.click(screen.getByRole('button', { name: /Tax Type/ }));
  await user.click(await screen.findByRole('option', { name: 'GST' }));
  await user.click(screen.getByRole('button', { name: 'Save Billing Details' }));

  expect(await screen.findByText('Billing details saved.')).toBeInTheDocument();
  const put = received.find((request) => request.method === 'PUT');
  expect(put?.path).toBe(`/api/billing/details/${demo.noPlanTeamId}/`);
  expect(put?.body).toEqual({
    full_name: 'Noah Williams',
    billing_email: 'accounts at northwind',
    country: '',
    state: '',
    city: 'Leeds',
    address_line1: '',
    address_line2: '',
    postal_code: '',
    tax_type: 'GST',
    tax_id: '',
  });
  expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Leeds');
});

it.each(['billing-screen.update-details-failed', 'billing.update-details-failed'])(
  "%s: 'Failed to update billing details. Please try again.', and what was typed stays",
  async (scenario) => {
    const user = await openBilling();
    useScenario(server, scenario);
    const city = screen.getByRole('textbox', { name: 'City' });
    await user.clear(city);
    await user.type(city, 'Porto');
    await user.click(screen.getByRole('button', { name: 'Save Billing Details' }));
    expect(await within(region('Billing Details')).findByRole('alert')).toHaveTextContent(
      'Failed to update billing details. Please try again.',
    );
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Porto');
  },
);

it("without an active team: 'No active team found. Please select a team first.'", async () => {
  useScenario(server, 'teams.none');
  await signInAsDemo();
  render(<TestApp path={paths.controlTower.billing} signedIn={routes} />);
  expect(await screen.findByText('No active team found. Please select a team first.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
