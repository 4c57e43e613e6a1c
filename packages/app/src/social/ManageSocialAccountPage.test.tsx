import { apiPaths } from '@causeway/api-client/paths';
import { route } from '@causeway/mocks/handlers';
import { demo, useScenario } from '@causeway/mocks/node';
import { installFakeFacebookSdk, type FacebookPreset } from '@causeway/mocks/providers';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../query-client';
import { paths } from '../routes/paths';
import { signInAsDemo } from '../test/app-state';
import { useBuildConfig } from '../test/build-config';
import { gapsBetween, runUntil, useFakeClock } from '../test/fake-clock';
import { calls, recordRequests, setUpMockApi, type ReceivedRequest } from '../test/mock-api';
import { TestApp } from '../test/TestApp';
import { facebookSdkUrl, setFacebookSdkSource } from '../social-accounts/facebook-sdk';
import { ManageSocialAccountPage } from './ManageSocialAccountPage';

const server = await setUpMockApi();

let facebookAnswer: FacebookPreset | undefined;
beforeEach(() => {
  facebookAnswer = undefined;
  setFacebookSdkSource(installFakeFacebookSdk({ preset: () => facebookAnswer }));
});
afterEach(() => {
  vi.useRealTimers();
  // What the fake Facebook and the real script leave in the document outlives React's cleanup.
  document.querySelector(`script[src="${facebookSdkUrl}"]`)?.remove();
  for (const dialog of document.querySelectorAll('.cw-mock-backdrop')) dialog.remove();
});

type User = ReturnType<typeof userEvent.setup>;
const routes = <Route path={paths.controlTower.manageSocialAccount} element={<ManageSocialAccountPage />} />;

/** Signed in as the demo user, on Manage Social Account once its lists are there. */
async function openPage() {
  await signInAsDemo();
  const received = recordRequests(server);
  const user = userEvent.setup();
  render(<TestApp path={paths.controlTower.manageSocialAccount} signedIn={routes} />);
  await screen.findByRole('heading', { level: 2, name: 'Manage Social Account' });
  await waitFor(() => expect(isSettled()).toBe(true));
  return { user, received };
}

/** Every list loaded (or failed): nothing in flight but the Facebook SDK, no table waiting. */
const isSettled = () =>
  queryClient.isFetching({ predicate: ({ queryKey }) => queryKey[1] !== 'facebook-sdk' }) === 0 &&
  document.querySelector('[aria-busy="true"]') === null;

const accountsTable = () => screen.getByRole('table', { name: 'Linked social accounts' });
const pagesTable = (account = 'Demo User') => screen.getByRole('table', { name: `Pages of ${account}` });
const row = (table: HTMLElement, text: string) => {
  const found = within(table)
    .getAllByRole('row')
    .find((each) => each.textContent?.includes(text));
  if (!found) throw new Error(`No row shows '${text}'`);
  return found;
};
const section = (name: string) => screen.getByRole('region', { name });

const accountsCalls = (received: readonly ReceivedRequest[]) =>
  received.filter((request) => request.method === 'GET' && request.path === '/api/control-tower/social-accounts');
const isCacheBusting = (request: ReceivedRequest | undefined) => /^\d+$/.test(request?.query._t ?? '');

/** The fake Facebook Login's dialog, and the tester's choice in it. */
async function chooseInFacebook(user: User, choice: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Log in with Facebook' });
  await user.click(within(dialog).getByRole('button', { name: choice }));
}

/** The same once the clock is faked: a plain click (no pointer timers), on the dialog found before. */
function chooseOnFakeClock(dialog: HTMLElement, choice: string) {
  fireEvent.click(within(dialog).getByRole('button', { name: choice }));
}

async function confirm(user: User, title: string, button: string) {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: button }));
}

describe('the page', () => {
  it('shows the plan, the platforms, the accounts with their token expiry, and the first account’s pages', async () => {
    const { received } = await openPage();
    // Pro allows 5 social accounts; 2 are linked.
    await waitFor(() => expect(section('Plan summary')).toHaveTextContent('Pro Plan'));
    expect(section('Plan summary')).toHaveTextContent('3 social accounts left');
    expect(within(section('Add Social Account')).getByRole('button', { name: 'Connect Facebook' })).toBeEnabled();
    expect(within(section('Add Social Account')).getAllByText('Coming Soon')).toHaveLength(4);

    const demoRow = row(accountsTable(), 'Demo User');
    expect(demoRow).toHaveTextContent('demo@causeway.test');
    expect(demoRow).toHaveTextContent('3 days left');
    // The team publishes to its pages: the row is marked with what would fail.
    expect(demoRow).toHaveTextContent(/\d+ scheduled items? would fail/);
    expect(row(accountsTable(), 'Northwind Outreach')).toHaveTextContent('Expired');

    expect(within(row(pagesTable(), 'Causeway Coffee Roasters')).getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Page: Causeway Coffee Roasters' })).toBeInTheDocument();
    expect(within(row(pagesTable(), 'Bright Path Tutoring')).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Team: Bright Path Tutoring' })).toBeInTheDocument();
    // The list's first fetch bypasses caches (accounts §9); the shell and the page share it.
    expect(accountsCalls(received)).toHaveLength(1);
    expect(isCacheBusting(accountsCalls(received)[0])).toBe(true);
  });

  it('lists the pages of the account chosen in the selector', async () => {
    const { user, received } = await openPage();
    await user.click(within(section('Connected Pages')).getByRole('button', { name: /Account/ }));
    await user.click(await screen.findByRole('option', { name: 'Northwind Outreach' }));
    expect(
      await within(await screen.findByRole('table', { name: 'Pages of Northwind Outreach' })).findByText(
        'Riverside Jazz Nights',
      ),
    ).toBeInTheDocument();
    expect(calls(received)).toContain(`GET /control-tower/social-accounts/${demo.expiredAccountId}/pages`);
  });
});

describe('Facebook linking', () => {
  it('deletes an account with its pages, then links it again: FB.login, the token to the server, the list again', async () => {
    const { user, received } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Delete Demo User' }));
    await confirm(user, 'Delete Demo User?', 'Delete');
    expect(await screen.findByText('Demo User disconnected.')).toBeInTheDocument();
    await waitFor(() => expect(within(accountsTable()).queryByText('Demo User')).not.toBeInTheDocument());
    // Its pages went with it: the selector moved to the account that is left.
    expect(await screen.findByRole('table', { name: 'Pages of Northwind Outreach' })).toBeInTheDocument();
    expect(calls(received)).toContain(`DELETE /control-tower/social-accounts/${demo.accountId}`);

    await user.click(screen.getByRole('button', { name: 'Connect Facebook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in with Facebook' });
    expect(dialog).toHaveTextContent('email, pages_manage_posts, pages_read_engagement');
    const sent = received.length;
    await chooseInFacebook(user, 'Continue as Demo User');

    expect(await screen.findByText('Facebook account linked successfully.')).toBeInTheDocument();
    expect(await within(accountsTable()).findByText('Demo User')).toBeInTheDocument();
    expect(row(accountsTable(), 'Demo User')).toHaveTextContent('60 days left');
    const after = received.slice(sent);
    expect(calls(after)[0]).toBe('POST /control-tower/social-accounts/connect/facebook');
    expect(after[0]?.body).toEqual({ access_token: expect.stringMatching(/^mock-fb-token\.demo\./) as unknown });
    expect(isCacheBusting(accountsCalls(after)[0])).toBe(true);
  });

  it('the retry fetch: while the new account is not listed yet, the list is asked again 2000 ms apart', async () => {
    const { user } = await openPage();
    let emptyAnswers = 0;
    server.use(
      http.get(route(apiPaths.social.accounts), () => (emptyAnswers-- > 0 ? HttpResponse.json([]) : undefined)),
    );
    const received = recordRequests(server);
    await user.click(screen.getByRole('button', { name: 'Connect Facebook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in with Facebook' });
    emptyAnswers = 2;
    useFakeClock();
    chooseOnFakeClock(dialog, 'Continue as Demo User');
    await runUntil(() => accountsCalls(received).length === 3 && queryClient.isFetching() === 0);

    const retries = accountsCalls(received);
    expect(gapsBetween(retries.map((request) => request.at))).toEqual([2000, 2000]);
    expect(retries.map(isCacheBusting)).toEqual([true, false, false]);
    expect(within(accountsTable()).getByText('Demo User')).toBeInTheDocument();
  });

  it('refresh login renews the account, then the session-refresh fetch: a throwaway fetch, 1000 ms, a cache-busted one', async () => {
    const { user, received } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Refresh Login: Demo User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in with Facebook' });
    const sent = received.length;
    useFakeClock();
    chooseOnFakeClock(dialog, 'Continue as Demo User');
    await runUntil(() => screen.queryByText('Facebook account reconnected.') !== null);

    const fetches = accountsCalls(received.slice(sent));
    expect(fetches.map(isCacheBusting)).toEqual([false, true]);
    expect(gapsBetween(fetches.map((request) => request.at))).toEqual([1000]);
    expect(row(accountsTable(), 'Demo User')).toHaveTextContent('60 days left');
    expect(row(accountsTable(), 'Demo User')).not.toHaveTextContent('would fail');
  });

  it("says 'Facebook login failed or was cancelled' when the person cancels, and sends nothing", async () => {
    const { user, received } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Connect Facebook' }));
    await chooseInFacebook(user, 'Cancel');
    expect(await within(section('Add Social Account')).findByRole('alert')).toHaveTextContent(
      'Facebook login failed or was cancelled',
    );
    expect(calls(received)).not.toContain('POST /control-tower/social-accounts/connect/facebook');
  });

  it("says 'Failed to link Facebook account' when the server refuses without saying why", async () => {
    const { user } = await openPage();
    useScenario(server, 'social.link-failed');
    facebookAnswer = undefined;
    await user.click(screen.getByRole('button', { name: 'Connect Facebook' }));
    await chooseInFacebook(user, 'Continue as Demo User');
    expect(await within(section('Add Social Account')).findByRole('alert')).toHaveTextContent(
      'Failed to link Facebook account',
    );
  });

  it("says 'Facebook SDK not loaded yet. Please try again.' when pressed before the SDK has arrived", async () => {
    setFacebookSdkSource(new Promise(() => {}));
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Connect Facebook' }));
    expect(await within(section('Add Social Account')).findByRole('alert')).toHaveTextContent(
      'Facebook SDK not loaded yet. Please try again.',
    );
  });

  it("says 'Failed to load Facebook SDK. Please refresh the page.' at once when the SDK cannot be had", async () => {
    setFacebookSdkSource(installFakeFacebookSdk({ preset: () => 'load-error' }));
    const { user } = await openPage();
    const alert = await within(section('Add Social Account')).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load Facebook SDK. Please refresh the page.');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await user.click(screen.getByRole('button', { name: 'Connect Facebook' }));
    expect(await within(section('Add Social Account')).findByRole('alert')).toHaveTextContent(
      'Failed to load Facebook SDK. Please refresh the page.',
    );
  });
});

describe('real mode: the real SDK script', () => {
  beforeEach(() => {
    setFacebookSdkSource(null);
    useBuildConfig({ facebookAppId: 'causeway-test-app' });
  });

  it('injects Facebook’s script; when it fails to load (no network), the screen says so', async () => {
    await openPage();
    const script = document.querySelector<HTMLScriptElement>(`script[src="${facebookSdkUrl}"]`);
    expect(script).not.toBeNull();
    act(() => void script?.dispatchEvent(new Event('error')));
    expect(await within(section('Add Social Account')).findByRole('alert')).toHaveTextContent(
      'Failed to load Facebook SDK. Please refresh the page.',
    );
  });

  it('when the script never answers, the screen says it failed after 10 s instead of waiting forever', async () => {
    await signInAsDemo();
    useFakeClock();
    const start = Date.now();
    render(<TestApp path={paths.controlTower.manageSocialAccount} signedIn={routes} />);
    await runUntil(() => screen.queryByText('Failed to load Facebook SDK. Please refresh the page.') !== null);
    expect(Date.now() - start).toBeGreaterThanOrEqual(10_000);
    expect(document.querySelector(`script[src="${facebookSdkUrl}"]`)).not.toBeNull();
  });
});

describe('the accounts list', () => {
  it.each(['settings.accounts-unavailable', 'social.accounts-failed'])(
    "%s: 'Unable to load accounts. Please try again.' with the reason, asked once, and Try Again",
    async (scenario) => {
      useScenario(server, scenario);
      const { user, received } = await openPage();
      const alert = within(section('Social Accounts')).getByRole('alert');
      expect(alert).toHaveTextContent('Unable to load accounts. Please try again.');
      expect(alert).toHaveTextContent('Failed to fetch social accounts');
      expect(accountsCalls(received)).toHaveLength(1);
      server.resetHandlers();
      await user.click(within(section('Social Accounts')).getByRole('button', { name: 'Try Again' }));
      expect(await within(section('Social Accounts')).findByText('Demo User')).toBeInTheDocument();
    },
  );

  it('when the server cannot be reached: 5 attempts, 2000 ms apart, the first bypassing caches', async () => {
    await signInAsDemo();
    server.use(http.get(route(apiPaths.social.accounts), () => HttpResponse.error()));
    const received = recordRequests(server);
    useFakeClock();
    render(<TestApp path={paths.controlTower.manageSocialAccount} signedIn={routes} />);
    await runUntil(() => screen.queryByText('Unable to load accounts. Please try again.') !== null);
    const attempts = accountsCalls(received);
    expect(gapsBetween(attempts.map((request) => request.at))).toEqual([2000, 2000, 2000, 2000]);
    expect(attempts.map(isCacheBusting)).toEqual([true, false, false, false, false]);
  });

  it.each(['empty.accounts-not-found', 'empty.accounts-forbidden'])(
    '%s: a 404 or 403 reads as no accounts, not as an error',
    async (scenario) => {
      useScenario(server, scenario);
      await openPage();
      expect(within(section('Social Accounts')).getByText('No social accounts linked yet')).toBeInTheDocument();
      expect(within(section('Connected Pages')).getByText('Connect an account to see its pages')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it("says 'Failed to delete social account' when the delete fails, and keeps the account", async () => {
    const { user } = await openPage();
    useScenario(server, 'social.delete-account-failed');
    await user.click(screen.getByRole('button', { name: 'Delete Northwind Outreach' }));
    await confirm(user, 'Delete Northwind Outreach?', 'Delete');
    expect(await within(section('Social Accounts')).findByRole('alert')).toHaveTextContent(
      'Failed to delete social account',
    );
    expect(within(accountsTable()).getByText('Northwind Outreach')).toBeInTheDocument();
  });
});

describe('connected pages', () => {
  it("'Failed to fetch account pages' when they cannot be had (after the usual retries), with Try Again", async () => {
    useScenario(server, 'social.account-pages-failed');
    await signInAsDemo();
    useFakeClock();
    render(<TestApp path={paths.controlTower.manageSocialAccount} signedIn={routes} />);
    await runUntil(() => screen.queryByText('Failed to fetch account pages') !== null);
    const alert = within(section('Connected Pages')).getByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch account pages');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('a 404 on the pages reads as none', async () => {
    useScenario(server, 'empty.account-pages-not-found');
    await openPage();
    expect(within(pagesTable()).getByText('No pages found for this account')).toBeInTheDocument();
  });

  it('a 409 while fetching pages, or refreshing them, is a warning, not an error', async () => {
    useScenario(server, 'conflict.page-fetch');
    const { user } = await openPage();
    const pages = section('Connected Pages');
    expect(
      within(pages).getByText('Pages are being synchronised with Facebook. Try again in a moment.'),
    ).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Refresh Pages' }));
    await waitFor(() =>
      expect(
        within(pages).getAllByText('Pages are being synchronised with Facebook. Try again in a moment.'),
      ).toHaveLength(2),
    );
    expect(within(pages).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds a page to the team: the page ids to the server, then the team’s pages again (the publish form lists it)', async () => {
    const { user, received } = await openPage();
    const sent = received.length;
    await user.click(screen.getByRole('button', { name: 'Add to Team: Bright Path Tutoring' }));
    expect(await screen.findByText('Bright Path Tutoring added to Causeway Studio.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Remove Page: Bright Path Tutoring' })).toBeInTheDocument();
    const after = received.slice(sent);
    expect(calls(after)).toEqual(
      expect.arrayContaining([
        `POST /control-tower/teams/${demo.teamId}/pages`,
        `GET /control-tower/teams/${demo.teamId}/pages`,
      ]),
    );
    expect(after.find((request) => request.method === 'POST')?.body).toEqual({ page_ids: ['204'] });
  });

  it.each(['settings.add-page-failed', 'social.add-pages-failed'])(
    "%s: 'Failed to add page to team', with the reason",
    async (scenario) => {
      const { user } = await openPage();
      useScenario(server, scenario);
      await user.click(screen.getByRole('button', { name: 'Add to Team: Bright Path Tutoring' }));
      const alert = await within(section('Connected Pages')).findByRole('alert');
      expect(alert).toHaveTextContent('Failed to add page to team');
      expect(alert).toHaveTextContent('Failed to add pages to team');
    },
  );

  it("without an active team: 'No active team selected. Please select a team first.', nothing sent", async () => {
    useScenario(server, 'teams.none');
    const { user, received } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add to Team: Bright Path Tutoring' }));
    expect(await within(section('Connected Pages')).findByRole('alert')).toHaveTextContent(
      'No active team selected. Please select a team first.',
    );
    expect(calls(received).filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('removes a page after asking; Refresh Pages brings it back from Facebook', async () => {
    const { user, received } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Remove Page: Causeway Coffee Roasters' }));
    await confirm(user, 'Remove Causeway Coffee Roasters?', 'Remove Page');
    expect(await screen.findByText('Causeway Coffee Roasters removed.')).toBeInTheDocument();
    await waitFor(() => expect(within(pagesTable()).queryByText('Causeway Coffee Roasters')).not.toBeInTheDocument());
    expect(calls(received)).toContain(`DELETE /control-tower/social-accounts/${demo.accountId}/pages/201`);

    await user.click(screen.getByRole('button', { name: 'Refresh Pages' }));
    expect(await screen.findByText('Pages refreshed: 4 pages (1 new).')).toBeInTheDocument();
    expect(await within(pagesTable()).findByText('Causeway Coffee Roasters')).toBeInTheDocument();
    // It left the team when it was removed: it can be added again.
    expect(screen.getByRole('button', { name: 'Add to Team: Causeway Coffee Roasters' })).toBeInTheDocument();
  });

  it.each([
    ['social.remove-page-failed', 'Failed to remove page'],
    ['social.refresh-pages-failed', 'Failed to refresh Facebook pages'],
  ])('%s: %s', async (scenario, text) => {
    const { user } = await openPage();
    useScenario(server, scenario);
    if (scenario === 'social.remove-page-failed') {
      await user.click(screen.getByRole('button', { name: 'Remove Page: Causeway Coffee Roasters' }));
      await confirm(user, 'Remove Causeway Coffee Roasters?', 'Remove Page');
    } else {
      await user.click(screen.getByRole('button', { name: 'Refresh Pages' }));
    }
    expect(await within(section('Connected Pages')).findByRole('alert')).toHaveTextContent(text);
  });
});
