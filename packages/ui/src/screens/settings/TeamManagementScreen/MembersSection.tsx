import { Pencil, Trash2, UserPlus, Users } from 'lucide-react';
import { ActiveBadge } from '../../../primitives/Badge';
import { Avatar } from '../../../primitives/Avatar';
import { Button } from '../../../primitives/Button';
import { Inline } from '../../../primitives/Inline';
import { Stack } from '../../../primitives/Stack';
import { StatePanel } from '../../../primitives/StatePanel';
import { Table, type TableColumn } from '../../../primitives/Table';
import { SettingsSection } from '../parts/SettingsSection';
import { teamManagementMessages } from './rules';
import type { ListState, TeamMemberRow } from './team-management-types';
import * as styles from './TeamManagementScreen.css';

export interface MembersSectionProps {
  teamName: string;
  members: ListState<TeamMemberRow>;
  onRetry: () => void;
  onAdd: () => void;
  onEdit: (member: TeamMemberRow) => void;
  onDelete: (member: TeamMemberRow) => void;
}

/** The active team's members (accounts §2): Member, Email, Role and the edit and delete actions. */
export function MembersSection({ teamName, members, onRetry, onAdd, onEdit, onDelete }: MembersSectionProps) {
  const addButton = (
    <Button size="small" onPress={onAdd}>
      <UserPlus size={16} aria-hidden="true" />
      Add Member
    </Button>
  );

  const columns: TableColumn<TeamMemberRow>[] = [
    {
      id: 'member',
      name: 'Member',
      cell: (member) => (
        <Inline space="2" wrap={false}>
          <Avatar name={member.name} src={member.picture} size="small" />
          <Stack space="1" align="start" className={styles.who}>
            <span className={styles.memberName}>{member.name}</span>
            <ActiveBadge isActive={member.isActive} />
          </Stack>
        </Inline>
      ),
    },
    { id: 'email', name: 'Email', cell: (member) => member.email },
    { id: 'role', name: 'Role', cell: (member) => member.role },
    {
      id: 'actions',
      name: 'Actions',
      align: 'end',
      cell: (member) => (
        <Inline space="1" wrap={false} className={styles.rowActions}>
          <Button
            variant="quiet"
            size="small"
            aria-label={`Edit role of ${member.name}`}
            onPress={() => onEdit(member)}
          >
            <Pencil size={16} aria-hidden="true" />
          </Button>
          <Button variant="quiet" size="small" aria-label={`Delete ${member.name}`} onPress={() => onDelete(member)}>
            <Trash2 size={16} aria-hidden="true" />
          </Button>
        </Inline>
      ),
    },
  ];

  return (
    <SettingsSection
      title={<span className={styles.teamName}>Members of {teamName}</span>}
      description="Everyone who works in this team, with their role."
      actions={addButton}
    >
      {members.status === 'error' ? (
        <StatePanel tone="error" title={members.errorMessage ?? 'The members could not be loaded.'} onRetry={onRetry} />
      ) : (
        <Table
          aria-label={`Members of ${teamName}`}
          columns={columns}
          items={members.status === 'loading' ? [] : members.items}
          isLoading={members.status === 'loading'}
          loadingLabel="Loading members"
          loadingRows={4}
          emptyState={{ icon: <Users size={24} />, text: teamManagementMessages.noMembers, action: addButton }}
        />
      )}
    </SettingsSection>
  );
}
