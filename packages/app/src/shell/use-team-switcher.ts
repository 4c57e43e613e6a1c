import type { TeamSwitcherProps } from '@causeway/ui/layout/AppShell';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { messageOf } from '../lib/errors';
import { activeTeamAtom, saveActiveTeamAtom } from '../session/active-team-atoms';
import { chooseActiveTeam } from '../teams/active-team';
import { teamsQueries } from '../teams/queries';
import { toasts } from '../toasts';
import { shellMutations } from './queries';

/**
 * The header's team switcher (accounts §4): the cached list (fetched when none is loaded), the
 * active team kept valid after every fetch (a missing or stale one gives way to the first team, and
 * is saved), and a switch that saves the chosen team. 'Failed to switch team' is a toast: the
 * switcher has closed by then.
 */
export function useTeamSwitcher(): TeamSwitcherProps {
  const teams = useQuery(teamsQueries.list());
  const activeTeam = useAtomValue(activeTeamAtom);
  const saveActiveTeam = useSetAtom(saveActiveTeamAtom);

  useEffect(() => {
    if (!teams.data) return;
    const kept = chooseActiveTeam(teams.data, activeTeam);
    if (kept?.id !== activeTeam?.id || kept?.name !== activeTeam?.name) saveActiveTeam(kept);
  }, [teams.data, activeTeam, saveActiveTeam]);

  const switchTeam = useMutation({
    ...shellMutations.switchTeam(),
    onSuccess: (team) => saveActiveTeam(team),
    onError: (error) => toasts.error(messageOf(error)),
  });

  return {
    status: teams.isPending ? 'loading' : teams.isError ? 'error' : 'ready',
    teams: teams.data ?? [],
    activeTeamId: activeTeam?.id ?? null,
    errorMessage: teams.isError ? messageOf(teams.error) : undefined,
    onRetry: () => void teams.refetch(),
    onSelect: (teamId) => switchTeam.mutate(teamId),
    isSwitching: switchTeam.isPending,
  };
}
