import { Plus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../primitives/Button';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { Inline } from '../../../primitives/Inline';
import { Stack } from '../../../primitives/Stack';
import { StatePanel } from '../../../primitives/StatePanel';
import { PlanSummary, type PlanSummaryState } from '../../billing-shared/PlanSummary';
import * as shared from '../settings-screen.css';
import { AddTeamDialog } from './AddTeamDialog';
import { AddMemberDialog, EditRoleDialog } from './MemberDialogs';
import { MembersSection } from './MembersSection';
import { teamManagementMessages, type TeamPlatform, type TeamRole } from './rules';
import type { ActionResult, AddMemberValues, ListState, TeamMemberRow, TeamPageRow } from './team-management-types';
import { TeamPagesSection } from './TeamPagesSection';

export interface TeamManagementScreenProps {
  /** The active team; without one the tab says to select a team first. */
  team: { id: string; name: string } | null;
  /** The active team's plan and the members it has left. */
  plan: PlanSummaryState;
  members: ListState<TeamMemberRow>;
  onRetryMembers: () => void;
  platform: TeamPlatform;
  onPlatformChange: (platform: TeamPlatform) => void;
  pages: ListState<TeamPageRow>;
  onRetryPages: () => void;
  onCreateTeam: (name: string) => Promise<ActionResult>;
  onAddMember: (values: AddMemberValues) => Promise<ActionResult<'email' | 'role'>>;
  onUpdateRole: (member: TeamMemberRow, role: TeamRole) => Promise<ActionResult<'role'>>;
  /** The person confirmed; the dialog shows the wait until the promise settles (the app says how it went). */
  onDeleteMember: (member: TeamMemberRow) => Promise<unknown>;
  onRemovePage: (page: TeamPageRow) => Promise<unknown>;
}

/**
 * The Team Management tab (accounts §2): the plan banner, Add New Team, the active team's members
 * with add, role edit and delete, and the team's pages by platform with Remove.
 */
export function TeamManagementScreen({
  team,
  plan,
  members,
  onRetryMembers,
  platform,
  onPlatformChange,
  pages,
  onRetryPages,
  onCreateTeam,
  onAddMember,
  onUpdateRole,
  onDeleteMember,
  onRemovePage,
}: TeamManagementScreenProps) {
  const [isAddingTeam, setAddingTeam] = useState(false);
  const [isAddingMember, setAddingMember] = useState(false);
  const [editing, setEditing] = useState<TeamMemberRow | null>(null);
  const [deleting, setDeleting] = useState<TeamMemberRow | null>(null);
  const [removing, setRemoving] = useState<TeamPageRow | null>(null);
  const [isBusy, setBusy] = useState(false);

  /** Runs a confirmed action with the dialog busy, then closes it whatever the outcome. */
  const confirmed = (action: () => Promise<unknown>, close: () => void) => async () => {
    setBusy(true);
    try {
      await action();
    } catch {
      // The app has said what went wrong.
    } finally {
      setBusy(false);
      close();
    }
  };

  return (
    <Stack space="6">
      <Inline space="3" justify="between" align="end">
        <Stack space="1">
          <h2 className={shared.title}>Team Management</h2>
          <p className={shared.lead}>Your teams, the people in them and the pages they publish to.</p>
        </Stack>
        <Button onPress={() => setAddingTeam(true)}>
          <Plus size={16} aria-hidden="true" />
          Add New Team
        </Button>
      </Inline>

      <PlanSummary label="Plan" plan={plan} allowance="members" />

      {team ? (
        <>
          <MembersSection
            teamName={team.name}
            members={members}
            onRetry={onRetryMembers}
            onAdd={() => setAddingMember(true)}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
          <TeamPagesSection
            teamName={team.name}
            platform={platform}
            onPlatformChange={onPlatformChange}
            pages={pages}
            onRetry={onRetryPages}
            onRemove={setRemoving}
          />
        </>
      ) : (
        <StatePanel
          tone="empty"
          icon={<UsersRound size={32} />}
          title={teamManagementMessages.noActiveTeam}
          action={
            <Button variant="secondary" onPress={() => setAddingTeam(true)}>
              Add New Team
            </Button>
          }
        >
          Choose a team from the team menu at the top, or make a new one.
        </StatePanel>
      )}

      <AddTeamDialog isOpen={isAddingTeam} onOpenChange={setAddingTeam} onCreate={onCreateTeam} />
      <AddMemberDialog
        isOpen={isAddingMember}
        onClose={() => setAddingMember(false)}
        teamName={team?.name ?? ''}
        onAdd={onAddMember}
      />
      <EditRoleDialog member={editing} onClose={() => setEditing(null)} onSave={onUpdateRole} />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title="Delete Member"
        message={`Remove ${deleting?.name ?? ''} from ${team?.name ?? 'the team'}? They lose access to its pages and posts.`}
        confirmLabel="Delete Member"
        tone="danger"
        isBusy={isBusy}
        busyLabel="Deleting..."
        onConfirm={() => {
          const member = deleting;
          if (member)
            void confirmed(
              () => onDeleteMember(member),
              () => setDeleting(null),
            )();
        }}
      />
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(isOpen) => !isOpen && setRemoving(null)}
        title="Remove Page"
        message={`Remove ${removing?.name ?? ''} from ${team?.name ?? 'the team'}? The team can no longer publish to it.`}
        confirmLabel="Remove Page"
        tone="danger"
        isBusy={isBusy}
        busyLabel="Removing..."
        onConfirm={() => {
          const page = removing;
          if (page)
            void confirmed(
              () => onRemovePage(page),
              () => setRemoving(null),
            )();
        }}
      />
    </Stack>
  );
}
