import { demo, useScenario } from '@causeway/mocks/node';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { browserLocation } from '../lib/browser-location';
import { paths } from '../routes/paths';
import { saveActiveTeamAtom } from '../session/active-team-atoms';
import { store } from '../store';
import { signInAsDemo } from '../test/app-state';
import { gapsBetween, runUntil, useFakeClock } from '../test/fake-clock';
import { LocationProbe, probedLocation } from '../test/LocationProbe';
import { calls, recordRequests, setUpMockApi } from '../test/mock-api';
import { TestApp } from '../test/TestApp';
import { PurchasePlanPage } from './PurchasePlanPage';

const server = await setUpMockApi();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const routes = (
  <>
    <Route
      path={paths.controlTower.plan}
      element={
        <>
          <PurchasePlanPage />
          <LocationProbe />
        </>
      }
    />
    <Route path={paths.controlTower.pricing} element={<PurchasePlanPage />} />
    <Route path={paths.controlTower.billing} element={<LocationProbe />} />
  </>
);

const northwind = { id: demo.noPlanTeamId, name: 'Northwind Outreach' };

/** The browser's navigation, stood in for: jsdom cannot leave the page or reload it. */
function spyOnBrowser() {
  return {
    assign: vi.spyOn(browserLocation, 'assign').mockImplementation(() => {}),
    reload: vi.spyOn(browserLocation, 'reload').mockImplementation(() => {}),
  };
}

/** Signed in as the demo user on Purchase Plan (for Northwind Outreach when asked), once the plans are there. */
async function openPlans({ team, path = paths.controlTower.plan }: { team?: typeof northwind; path?: string } = {}) {
  await signInAsDemo();
  if (team) store.set(saveActiveTeamAtom, team);
  const user = userEvent.setup();
  render(<TestApp path={path} signedIn={routes} />);
  await screen.findByRole('article', { name: 'Enterprise' });
  await screen.findByText(/is on the Pro plan|has no paid subscription to cancel/);
  return user;
}

const card = (name: string) => screen.getByRole('article', { name });
const choose = (user: ReturnType<typeof userEvent.setup>, plan: string) =>
  user.click(within(card(plan)).getByRole('button', { name: `Choose ${plan}` }));

async function confirmFree(user: ReturnType<typeof userEvent.setup>) {
  await choose(user, 'Free');
  const ask = await screen.findByRole('alertdialog', { name: 'Switch to Free' });
  await user.click(within(ask).getByRole('button', { name: 'Switch to Free' }));
}

/** A result dialog: a success is a dialog, a failure an alert dialog. */
const succeeded = (name: string) => screen.findByRole('dialog', { name });
const failed = (name: string) => screen.findByRole('alertdialog', { name });

it("marks the team's current plan, with 'Save 35%' for annual billing, and the plan to cancel below", async () => {
  await openPlans();
  expect(screen.getByRole('heading', { level: 2, name: 'Purchase Plan' })).toBeInTheDocument();
  expect(screen.getByText('Save 35%')).toBeInTheDocument();
  expect(within(card('Pro')).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  expect(within(card('Business')).getByRole('button', { name: 'Choose Business' })).toBeEnabled();
  const cancel = screen.getByRole('region', { name: 'Cancel Subscription' });
  expect(cancel).toHaveTextContent('Causeway Studio is on the Pro plan.');
});

it('/control-tower/pricing is the same tab', async () => {
  await openPlans({ path: paths.controlTower.pricing });
  expect(screen.getByRole('heading', { level: 2, name: 'Purchase Plan' })).toBeInTheDocument();
});

it('a paid plan asks for a checkout session for the team, then the browser goes to its page', async () => {
  const browser = spyOnBrowser();
  const user = await openPlans();
  const received = recordRequests(server);
  await user.click(screen.getByRole('switch', { name: 'Annual billing' }));
  await choose(user, 'Enterprise');

  await waitFor(() => expect(browser.assign).toHaveBeenCalledOnce());
  expect(browser.assign.mock.calls[0]?.[0]).toMatch(/^http:\/\/localhost(:\d+)?\/__mock\/checkout\?session_id=cs_mock/);
  const sent = received.filter((request) => request.method === 'POST');
  expect(calls(sent)).toEqual(['POST /billing/create-checkout-session/']);
  expect(sent[0]?.body).toEqual({
    team_id: demo.teamId,
    plan_id: demo.plans.enterprise,
    email: demo.email,
    is_annual: true,
  });
  // The button waits while the browser leaves.
  expect(within(card('Enterprise')).getByRole('button')).toHaveTextContent('Processing...');
});

it("a trial: the reply's message containing 'Trial' is shown, then the page reloads", async () => {
  const browser = spyOnBrowser();
  const user = await openPlans();
  await choose(user, 'Business');
  const dialog = await succeeded('Trial Started');
  expect(dialog).toHaveTextContent('Your 14-day Trial of the Business plan has started for Causeway Studio.');
  expect(browser.reload).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(browser.reload).toHaveBeenCalledOnce();
  expect(browser.assign).not.toHaveBeenCalled();
});

it("a javascript: checkout_url from the server is refused with 'Checkout Error'", async () => {
  const browser = spyOnBrowser();
  const user = await openPlans();
  useScenario(server, 'billing-screen.unsafe-redirect');
  await choose(user, 'Enterprise');
  const dialog = await failed('Checkout Error');
  expect(dialog).toHaveTextContent('Subscription failed. Please try again.');
  expect(browser.assign).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(within(card('Enterprise')).getByRole('button', { name: 'Choose Enterprise' })).toBeEnabled();
});

it.each([
  ['billing-screen.subscription-failed', 'Subscription failed. Please try again.'],
  ['billing-screen.checkout-failed', 'Failed to create checkout session. Please try again.'],
  ['billing.checkout-failed', 'Failed to create checkout session. Please try again.'],
  ['billing-screen.checkout-error', 'No such price: price_enterprise_monthly'],
])("%s: 'Checkout Error' says '%s'", async (scenario, text) => {
  const browser = spyOnBrowser();
  const user = await openPlans();
  useScenario(server, scenario);
  await choose(user, 'Enterprise');
  const dialog = await failed('Checkout Error');
  expect(dialog).toHaveTextContent(text);
  expect(browser.assign).not.toHaveBeenCalled();
});

it("Free on a team with a paid plan: confirmed, then 'Cannot Switch to Free Plan'", async () => {
  const user = await openPlans();
  const received = recordRequests(server);
  await confirmFree(user);
  const dialog = await failed('Cannot Switch to Free Plan');
  expect(dialog).toHaveTextContent('Cancel the paid subscription or wait for it to expire');
  expect(received.find((request) => request.method === 'POST')?.body).toEqual({
    team_id: demo.teamId,
    plan_id: demo.plans.free,
    email: demo.email,
    is_annual: false,
  });
});

it.each([
  ['plan.free-active-plan', 'Cannot Switch to Free Plan', 'Cancel the paid subscription or wait for it to expire'],
  ['plan.other-active-plan', 'Active Plan Detected', 'You already have an active plan on another team.'],
  ['plan.free-error', 'Error', 'Failed to switch to Free plan. Please try again.'],
])('%s: the dialog %s', async (scenario, title, text) => {
  const user = await openPlans({ team: northwind });
  useScenario(server, scenario);
  await confirmFree(user);
  expect(await failed(title)).toHaveTextContent(text);
});

it('Free on a team without a plan: the success dialog, Billing 2 s later, and the billing banner gone', async () => {
  const user = await openPlans({ team: northwind });
  expect(screen.getByText('No Active Billing Plan')).toBeInTheDocument();
  await confirmFree(user);
  const done = await succeeded('Plan Changed');
  expect(done).toHaveTextContent('Northwind Outreach is now on the Free plan. Taking you to Billing...');
  const shownAt = Date.now();
  expect(probedLocation()).toBe(paths.controlTower.plan);

  await waitFor(() => expect(probedLocation()).toBe(paths.controlTower.billing), { timeout: 4000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1900);
  expect(screen.queryByText('No Active Billing Plan')).not.toBeInTheDocument();
});

it("without an active team: 'No active team found. Please select a team first.', and nothing is sent", async () => {
  useScenario(server, 'teams.none');
  await signInAsDemo();
  const user = userEvent.setup();
  render(<TestApp path={paths.controlTower.plan} signedIn={routes} />);
  await screen.findByRole('article', { name: 'Enterprise' });
  await waitFor(() =>
    expect(screen.getAllByText('No active team found. Please select a team first.').length).toBeGreaterThan(0),
  );
  const received = recordRequests(server);
  await choose(user, 'Enterprise');
  expect(await failed('No Active Team')).toHaveTextContent('No active team found. Please select a team first.');
  expect(received.filter((request) => request.method === 'POST')).toEqual([]);
});

it('cancels the subscription after asking: the section then says until when it lasts', async () => {
  const user = await openPlans();
  const received = recordRequests(server);
  const section = screen.getByRole('region', { name: 'Cancel Subscription' });
  await user.click(within(section).getByRole('button', { name: 'Cancel Subscription' }));
  const ask = await screen.findByRole('alertdialog', { name: 'Cancel Subscription' });
  await user.click(within(ask).getByRole('button', { name: 'Cancel Subscription' }));

  await waitFor(() => expect(section).toHaveTextContent('Your Pro plan is cancelled and will not renew.'));
  const cancel = received.find((request) => request.method === 'POST');
  expect(cancel?.path).toBe('/api/billing/cancel-subscription/');
  expect(cancel?.body).toEqual({ team_id: demo.teamId });
  expect(within(section).queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
});

it.each(['billing-screen.cancel-failed', 'billing.cancel-failed'])(
  "%s: 'Failed to cancel subscription. Please try again.'",
  async (scenario) => {
    const user = await openPlans();
    useScenario(server, scenario);
    const section = screen.getByRole('region', { name: 'Cancel Subscription' });
    await user.click(within(section).getByRole('button', { name: 'Cancel Subscription' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Cancel Subscription' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Failed to cancel subscription. Please try again.',
    );
  },
);

it("plan.no-plans: 'No Plans Available'", async () => {
  await signInAsDemo();
  useScenario(server, 'plan.no-plans');
  render(<TestApp path={paths.controlTower.plan} signedIn={routes} />);
  expect(await screen.findByText('No Plans Available')).toBeInTheDocument();
});

it("billing-screen.plans-unavailable: 'Unable to Load Plans' once retried three times", async () => {
  await signInAsDemo();
  useFakeClock();
  useScenario(server, 'billing-screen.plans-unavailable');
  const received = recordRequests(server);
  render(<TestApp path={paths.controlTower.plan} signedIn={routes} />);
  await runUntil(() => screen.queryByText('Unable to Load Plans') !== null);
  const alert = screen.getByText('Unable to Load Plans').closest('[role="alert"]');
  expect(alert).toHaveTextContent('Unable to load pricing plans. Please try again later.');
  const attempts = received.filter((request) => request.path.endsWith('/billing/plans/')).map((request) => request.at);
  expect(gapsBetween(attempts)).toEqual([expect.closeTo(1000, -2), expect.closeTo(2000, -2), expect.closeTo(4000, -2)]);
});
