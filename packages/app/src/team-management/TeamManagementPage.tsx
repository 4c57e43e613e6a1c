import { fallbacks, isApiError } from '@causeway/api-client';
import { teamRoles } from '@causeway/api-client/domain';
import {
  TeamManagementScreen,
  teamManagementMessages,
  type ActionResult,
  type TeamMemberRow,
  type TeamPlatform,
  type TeamRole,
} from '@causeway/ui/screens/settings/TeamManagementScreen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { planSummary } from '../plans/plan-summary';
import { useActivePlan } from '../plans/use-active-plan';
import { failureDetail, messageOf } from '../lib/errors';
import { activeTeamAtom } from '../session/active-team-atoms';
import { hasSession } from '../session/has-session';
import { teamPagesQueries } from '../teams/team-pages';
import { toasts } from '../toasts';
import { addMemberServerFields, failedAction, toAddMember, toMemberRow, toPageRow } from './member-form';
import { teamManagementToasts } from './messages';
import { teamManagementMutations, teamManagementQueries } from './queries';

/**
 * /control-tower/team-management (accounts §2): new teams (listed in the header's switcher at
 * once), the active team's members and its pages by platform. Dialog actions report back to their
 * dialog; deletions and removals end in a toast.
 */
export function TeamManagementPage() {
  const team = useAtomValue(activeTeamAtom);
  const teamId = team?.id ?? '';
  const queryClient = useQueryClient();
  const [platform, setPlatform] = useState<TeamPlatform>('facebook');
  const enabled = () => team !== null && hasSession();

  const members = useQuery({
    ...teamManagementQueries.members(teamId),
    enabled,
    select: (list) => list.map(toMemberRow),
  });
  const pages = useQuery({ ...teamPagesQueries.platform(teamId, platform), enabled });

  const activePlan = useActivePlan();
  const createTeam = useMutation(teamManagementMutations.createTeam());
  const addMember = useMutation(teamManagementMutations.addMember(teamId));
  const updateMember = useMutation(teamManagementMutations.updateMember(teamId));
  const deleteMember = useMutation(teamManagementMutations.deleteMember(teamId));
  const removePage = useMutation(teamManagementMutations.removePage(teamId));

  const onCreateTeam = async (name: string): Promise<ActionResult> => {
    try {
      await createTeam.mutateAsync(name);
      toasts.success(teamManagementToasts.teamCreated(name));
      return { ok: true };
    } catch (error) {
      // A refused name comes as the name field's error; it is the reason under 'Team Creation Failed'.
      const reason = isApiError(error) ? error.fieldErrors.name?.[0] : undefined;
      return { ok: false, error: reason ?? messageOf(error) };
    }
  };

  const onAddMember = async (values: { email: string; role: TeamRole }): Promise<ActionResult<'email' | 'role'>> => {
    try {
      const reply = await addMember.mutateAsync(toAddMember(values));
      toasts.success(reply.message ?? teamManagementToasts.memberAdded(values.email, team?.name ?? ''));
      return { ok: true };
    } catch (error) {
      return failedAction(error, addMemberServerFields);
    }
  };

  const onUpdateRole = async (member: TeamMemberRow, role: TeamRole): Promise<ActionResult<'role'>> => {
    // The member may have left the team (deleted elsewhere) while the dialog was open.
    const current = queryClient.getQueryData(teamManagementQueries.members(teamId).queryKey);
    if (!current?.some((each) => each.id === member.id)) {
      return { ok: false, error: teamManagementMessages.noMemberSelected };
    }
    try {
      await updateMember.mutateAsync({ memberId: member.id, role: teamRoles[role] });
      toasts.success(teamManagementToasts.roleUpdated(member.name, role));
      return { ok: true };
    } catch (error) {
      return failedAction(error, { role: 'role' });
    }
  };

  const onDeleteMember = async (member: TeamMemberRow) => {
    try {
      await deleteMember.mutateAsync(member.id);
      toasts.success(teamManagementToasts.memberDeleted(member.name));
    } catch (error) {
      toasts.error(messageOf(error, fallbacks.teams.deleteMember));
    }
  };

  const onRemovePage = async (page: { id: string; name: string }) => {
    try {
      await removePage.mutateAsync(page.id);
      toasts.success(teamManagementToasts.pageRemoved(page.name));
    } catch (error) {
      // The server's words when it gave some; else the screen's own.
      toasts.error(failureDetail(error, fallbacks.teams.removePage) ?? teamManagementToasts.pageRemoveFailed);
    }
  };

  return (
    <TeamManagementScreen
      team={team}
      plan={planSummary(activePlan, 'team_members', members.data?.length ?? null)}
      members={{
        status: members.isPending ? 'loading' : members.isError ? 'error' : 'ready',
        items: members.data ?? [],
        errorMessage: members.isError ? messageOf(members.error, fallbacks.teams.members) : undefined,
      }}
      onRetryMembers={() => void members.refetch()}
      platform={platform}
      onPlatformChange={setPlatform}
      pages={{
        status: pages.isPending ? 'loading' : pages.isError ? 'error' : 'ready',
        items: (pages.data?.pages ?? []).map(toPageRow),
        errorMessage: pages.isError ? failureDetail(pages.error, fallbacks.teams.pages) : undefined,
        warning: pages.data?.warning ?? undefined,
      }}
      onRetryPages={() => void pages.refetch()}
      onCreateTeam={onCreateTeam}
      onAddMember={onAddMember}
      onUpdateRole={onUpdateRole}
      onDeleteMember={onDeleteMember}
      onRemovePage={onRemovePage}
    />
  );
}
