import type { FetchQueryOptions } from '@tanstack/react-query';
import { accountQueries } from '../session/queries';
import { billingQueries } from '../billing/queries';
import { teamPagesQueries } from '../teams/team-pages';
import { planQueries } from '../plans/queries';
import { queryClient } from '../query-client';
import { queueQueries } from '../scheduler/queries';
import { activeTeamAtom } from '../session/active-team-atoms';
import { socialQueries } from '../social-accounts/queries';
import { accountsAtRisk } from '../social-accounts/token-health';
import { store } from '../store';
import { chooseActiveTeam } from '../teams/active-team';
import { teamsQueries } from '../teams/queries';
import { paths } from './paths';

// Each is a query's own options (its key, its call), so the screens read what was fetched here.
type Call = FetchQueryOptions<never, never, never, readonly unknown[]>;
const calls = (...options: unknown[]) => options as Call[];

/** What the signed-in frame asks on every page: the session guard, the header and its notices. */
const frameCalls = () => calls(accountQueries.details(), teamsQueries.list(), socialQueries.accounts());

/** What the frame asks of the active team: the billing banner and the token-health warnings. */
const teamCalls = (teamId: string) =>
  calls(billingQueries.subscriptionDetails(teamId), teamPagesQueries.facebook(teamId));

type PageCalls = (teamId: string, search: URLSearchParams) => unknown[];

/**
 * What each signed-in page asks besides, as its screen asks it (the same options and keys). A page
 * whose calls need code of their own brings it along (its `page-calls.ts`), so an address loads
 * only its own page's.
 */
const pageCalls: Record<string, () => PageCalls | Promise<PageCalls>> = {
  [paths.team.queues]: () => (teamId) => [queueQueries.list(teamId)],
  [paths.team.calendar]: async () => (await import('../calendar/page-calls')).calendarCalls,
  [paths.team.publishHistory]: async () => (await import('../history/page-calls')).historyCalls,
  [paths.controlTower.billing]: () => (teamId) => [
    billingQueries.paymentMethods(teamId),
    billingQueries.history(teamId),
    billingQueries.details(teamId),
  ],
  [paths.controlTower.plan]: () => () => [planQueries.list()],
  [paths.controlTower.pricing]: () => () => [planQueries.list()],
  [paths.controlTower.teamManagement]: async () => {
    const { teamManagementQueries } = await import('../team-management/queries');
    return (teamId) => [teamManagementQueries.members(teamId)];
  },
};

const prefetch = (options: Call[]) => options.forEach((each) => void queryClient.prefetchQuery(each));

/**
 * Starts the calls a signed-in address needs, from the entry, while the page's code is still on
 * its way: the frame's and the page's, into the one query cache the screens read. The active team
 * is the stored one, or else the one the team switcher will choose from the list (a stale stored
 * team is corrected by the switcher once the list is in, as it would be anyway). A failed call is
 * left to the screen that reads it, which retries and says so.
 */
export async function prefetchSignedIn({ pathname, search }: { pathname: string; search: string }): Promise<void> {
  prefetch(frameCalls());
  const stored = store.get(activeTeamAtom);
  const team =
    stored ?? chooseActiveTeam((await queryClient.fetchQuery(teamsQueries.list()).catch(() => [])) ?? [], null);
  if (!team) return;
  prefetch(teamCalls(team.id));
  const page = pageCalls[pathname.replace(/(.)\/+$/, '$1')];
  const callsOf = page ? await Promise.resolve(page()).catch(() => null) : null;
  prefetch(calls(...(callsOf?.(team.id, new URLSearchParams(search)) ?? [])));
  await prefetchAtRisk(team.id);
}

/**
 * The token-health warning counts the team's scheduled items around an account's expiry: when an
 * account the team publishes through is running out, those items are asked for too.
 */
async function prefetchAtRisk(teamId: string): Promise<void> {
  const [accounts, pages] = await Promise.all([
    queryClient.fetchQuery(socialQueries.accounts()),
    queryClient.fetchQuery(teamPagesQueries.facebook(teamId)),
  ]).catch(() => []);
  if (!accounts || !pages) return;
  const pageIds = pages.pages.map((each) => each.page_id);
  if (accountsAtRisk(accounts, pageIds, null, new Date()).length > 0) prefetch(calls(queueQueries.list(teamId)));
}
