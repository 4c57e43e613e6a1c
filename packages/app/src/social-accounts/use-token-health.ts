import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { isFirstLoad } from '../lib/first-load';
import { queueQueries } from '../scheduler/queries';
import { activeTeamAtom } from '../session/active-team-atoms';
import { hasSession } from '../session/has-session';
import { teamPagesQueries } from '../teams/team-pages';
import { socialQueries } from './queries';
import { accountsAtRisk, type AccountAtRisk } from './token-health';

/**
 * Token health for the active team (beyond the spec): the linked accounts owning the team's pages
 * whose token has run out or runs out within 7 days, each with the team's scheduled items on its
 * pages before and after that moment. Cheap: the accounts and the team's pages are the lists the
 * publish form reads, and the scheduled items the queue's list of the team (all cached and
 * shared); that list is asked for only when an account is running out. `isPending` while any of
 * them is still expected.
 */
export function useTokenHealth(): { teamName: string | null; risks: AccountAtRisk[]; isPending: boolean } {
  const team = useAtomValue(activeTeamAtom);
  const teamId = team?.id ?? '';
  const accounts = useQuery(socialQueries.accounts());
  const pages = useQuery({ ...teamPagesQueries.facebook(teamId), enabled: () => team !== null && hasSession() });

  const teamPageIds = useMemo(() => pages.data?.pages.map((page) => page.page_id) ?? [], [pages.data]);
  const isAnyRunningOut = useMemo(
    () => accountsAtRisk(accounts.data ?? [], teamPageIds, null, new Date()).length > 0,
    [accounts.data, teamPageIds],
  );
  const scheduled = useQuery({
    ...queueQueries.list(teamId),
    enabled: () => isAnyRunningOut && team !== null && hasSession(),
  });

  const risks = useMemo(
    () => accountsAtRisk(accounts.data ?? [], teamPageIds, scheduled.data ?? null, new Date()),
    [accounts.data, teamPageIds, scheduled.data],
  );
  const isPending = [accounts, pages, scheduled].some(isFirstLoad);
  return { teamName: team?.name ?? null, risks, isPending };
}
