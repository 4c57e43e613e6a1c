import type { QueryClient } from '@tanstack/react-query';
import { storedSession } from '../lib/storage';
import { activeTeamAtom, saveActiveTeamAtom } from '../session/active-team-atoms';
import { authErrorAtom } from '../session/atoms';
import { accountQueries } from '../session/queries';
import { store } from '../store';
import { chooseActiveTeam } from '../teams/active-team';
import { teamsQueries } from '../teams/queries';

/**
 * What every way of signing in does once the client holds the tokens (accounts spec §4): store the
 * user, load their details and their teams (choosing the active team), then the caller goes to /home.
 * `teamId` is the team to start in when there is one (the team an invitation joined): it is made
 * active once the list has it.
 */
export async function completeSignIn(
  queryClient: QueryClient,
  user: { id?: string | null; email: string },
  teamId: string | null = null,
) {
  store.set(authErrorAtom, null);
  // Neither load blocks signing in: a protected page retries user details itself, and the team
  // switcher shows a teams failure with its own retry.
  await Promise.all([
    queryClient.prefetchQuery(accountQueries.details()),
    queryClient.prefetchQuery(teamsQueries.list()),
  ]);
  // Registration replies carry no user id: the details have it.
  const id = user.id ?? queryClient.getQueryData(accountQueries.details().queryKey)?.id ?? null;
  storedSession.saveUser({ id, email: user.email });
  const teams = queryClient.getQueryData(teamsQueries.list().queryKey);
  if (!teams) return;
  const joined = teamId === null ? undefined : teams.find((team) => team.id === teamId);
  store.set(saveActiveTeamAtom, joined ?? chooseActiveTeam(teams, store.get(activeTeamAtom)));
}
