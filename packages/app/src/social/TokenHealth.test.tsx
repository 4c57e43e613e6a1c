import { db, demo } from '@causeway/mocks/node';
import { installFakeFacebookSdk, type FacebookPreset } from '@causeway/mocks/providers';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { api } from '../api';
import { queryClient } from '../query-client';
import { paths } from '../routes/paths';
import { saveActiveTeamAtom } from '../session/active-team-atoms';
import { store } from '../store';
import { signInAsDemo } from '../test/app-state';
import { useBuildConfig } from '../test/build-config';
import { calls, recordRequests, setUpMockApi } from '../test/mock-api';
import { isPageLoading } from '../test/page-in-sight';
import { TestApp } from '../test/TestApp';
import { facebookSdkUrl, setFacebookSdkSource } from '../social-accounts/facebook-sdk';

const server = await setUpMockApi();

let facebookAnswer: FacebookPreset | undefined;
beforeEach(() => {
  facebookAnswer = undefined;
  setFacebookSdkSource(installFakeFacebookSdk({ preset: () => facebookAnswer }));
});
afterEach(() => {
  document.querySelector(`script[src="${facebookSdkUrl}"]`)?.remove();
  for (const dialog of document.querySelectorAll('.cw-mock-backdrop')) dialog.remove();
});

const dayMs = 24 * 60 * 60 * 1000;

/** The demo team's scheduled items on the demo account's pages, before and after its login runs out. */
async function seededCounts() {
  const [account] = (await api.social.accounts()).filter((each) => each.id === demo.accountId);
  const pageIds = new Set(account?.connected_pages.flatMap((page) => [page.id, page.page_id]));
  const expiry = Date.parse(account?.expires_at ?? '');
  const items = (await api.scheduler.list(demo.teamId)).filter(
    (item) => item.status === 'scheduled' && item.page_ids.some((pageId) => pageIds.has(pageId)),
  );
  const before = items.filter((item) => Date.parse(item.scheduled_time ?? '') < expiry).length;
  return { before, after: items.length - before };
}

async function openHome() {
  const user = userEvent.setup();
  render(<TestApp path={paths.home} />);
  await screen.findByRole('button', { name: 'Account menu for Demo User' });
  await waitFor(() => {
    expect(queryClient.isFetching({ predicate: ({ queryKey }) => queryKey[1] !== 'facebook-sdk' })).toBe(0);
    expect(isPageLoading()).toBe(false);
  });
  return user;
}

/** The account's warning in the header, named by its headline. */
const warning = (account: string) =>
  within(screen.getByRole('banner')).queryByRole('group', { name: new RegExp(`^${account}: Facebook login`) });

/** Presses the warning's headline and returns the detail it opens. */
async function openDetail(user: ReturnType<typeof userEvent.setup>, account: string) {
  await user.click(within(warning(account)!).getByRole('button', { name: new RegExp(`^${account}: Facebook login`) }));
  return screen.findByRole('dialog', { name: 'Facebook login to reconnect' });
}

it('warns in the header that the demo account’s login runs out in 3 days; the detail gives the team’s scheduled items before and after', async () => {
  await signInAsDemo();
  const { before, after } = await seededCounts();
  expect(after).toBeGreaterThan(0);
  const user = await openHome();
  // Shown once the team's scheduled items are in, so the detail has its counts.
  const notice = await waitFor(() =>
    within(screen.getByRole('banner')).getByRole('group', {
      name: 'Demo User: Facebook login runs out in 3 days',
    }),
  );
  expect(within(notice).getByRole('button', { name: 'Reconnect Demo User' })).toBeInTheDocument();
  // Northwind's login ran out too, but this team does not publish to its pages.
  expect(warning('Northwind Outreach')).toBeNull();

  const detail = await openDetail(user, 'Demo User');
  expect(detail).toHaveTextContent(/The Facebook login for Demo User runs out in 3 days, on \d{1,2} \w{3} \d{4}\./);
  expect(detail).toHaveTextContent(
    `Causeway Studio has ${before + after} scheduled items on its pages: ${before} go out before then; ${after} after will fail unless you reconnect.`,
  );
});

it('for the team that publishes through the expired account, says it ran out and what will fail', async () => {
  await signInAsDemo();
  store.set(saveActiveTeamAtom, { id: demo.noPlanTeamId, name: 'Northwind Outreach' });
  const user = await openHome();
  await waitFor(() =>
    expect(warning('Northwind Outreach')).toHaveAccessibleName('Northwind Outreach: Facebook login has run out'),
  );
  expect(warning('Demo User')).toBeNull();
  expect(await openDetail(user, 'Northwind Outreach')).toHaveTextContent(
    /The Facebook login for Northwind Outreach ran out on \d{1,2} \w{3} \d{4}\.Northwind Outreach has 2 scheduled items on its pages: they will fail unless you reconnect\./,
  );
});

it('Reconnect runs Facebook Login where the person is; once the account is renewed the warning goes', async () => {
  await signInAsDemo();
  const user = await openHome();
  const received = recordRequests(server);
  await user.click(await screen.findByRole('button', { name: 'Reconnect Demo User' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log in with Facebook' });
  await user.click(within(dialog).getByRole('button', { name: 'Continue as Demo User' }));

  // The toast comes once the list has been read again (the session-refresh fetch waits 1000 ms).
  expect(await screen.findByText('Facebook account reconnected.', undefined, { timeout: 4000 })).toBeInTheDocument();
  await waitFor(() => expect(warning('Demo User')).toBeNull());
  expect(calls(received)[0]).toBe('POST /control-tower/social-accounts/connect/facebook');
  // Still on the page it was pressed on.
  expect(screen.getByRole('heading', { level: 1, name: 'Publish Post' })).toBeInTheDocument();
});

it('a cancelled Reconnect says so and keeps the warning', async () => {
  facebookAnswer = 'cancel';
  await signInAsDemo();
  const user = await openHome();
  await user.click(await screen.findByRole('button', { name: 'Reconnect Demo User' }));
  expect(await screen.findByText('Facebook login failed or was cancelled')).toBeInTheDocument();
  expect(warning('Demo User')).not.toBeNull();
});

it('no warning once no account the team depends on runs out within 7 days', async () => {
  await signInAsDemo();
  const far = new Date(Date.now() + 30 * dayMs).toISOString();
  await db.socialAccounts.update((q) => q.where({ id: demo.accountId }), {
    data: (draft) => void (draft.expires_at = far),
  });
  await openHome();
  expect(warning('Demo User')).toBeNull();
  expect(screen.queryByRole('button', { name: /^Reconnect/ })).not.toBeInTheDocument();
});

it('in real mode Facebook’s script is loaded only when Reconnect is pressed; without a network it says so', async () => {
  setFacebookSdkSource(null);
  useBuildConfig({ facebookAppId: 'causeway-test-app' });
  await signInAsDemo();
  const user = await openHome();
  const script = () => document.querySelector(`script[src="${facebookSdkUrl}"]`);
  expect(script()).toBeNull();
  await user.click(await screen.findByRole('button', { name: 'Reconnect Demo User' }));
  await waitFor(() => expect(script()).not.toBeNull());
  act(() => void script()?.dispatchEvent(new Event('error')));
  expect(await screen.findByText('Failed to load Facebook SDK. Please refresh the page.')).toBeInTheDocument();
  expect(warning('Demo User')).not.toBeNull();
});
