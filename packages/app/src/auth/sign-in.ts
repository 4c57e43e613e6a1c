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
 */
export async function completeSignIn(queryClient: QueryClient, user: { id?: string | null; email: string }) {
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
  if (teams) store.set(saveActiveTeamAtom, chooseActiveTeam(teams, store.get(activeTeamAtom)));
}
