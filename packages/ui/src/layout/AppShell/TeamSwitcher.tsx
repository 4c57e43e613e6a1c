import { Check, ChevronsUpDown, RotateCcw, Users } from 'lucide-react';
import { Menu, MenuItem, MenuSection, MenuSeparator } from '../../primitives/Menu';
import { useUiPaths } from '../../primitives/UiProvider';
import * as styles from './TeamSwitcher.css';

export interface ShellTeam {
  id: string;
  name: string;
}

export interface TeamSwitcherProps {
  /** Where the team list stands. */
  status: 'loading' | 'error' | 'ready';
  teams: readonly ShellTeam[];
  activeTeamId: string | null;
  /** A team was chosen (not called for the active one). */
  onSelect: (teamId: string) => void;
  /** The list failed: the message ('Failed to fetch teams' or the server's). */
  errorMessage?: string | undefined;
  onRetry?: () => void;
  /** A switch is under way: the trigger says so and no other team can be chosen. */
  isSwitching?: boolean;
}

/**
 * The header's team switcher (publishing §2): the teams with the active one checked, 'Loading
 * teams...' or 'No teams available' as needed, and 'Manage Teams'. Choosing a team makes it active.
 */
export function TeamSwitcher({
  status,
  teams,
  activeTeamId,
  onSelect,
  errorMessage,
  onRetry,
  isSwitching = false,
}: TeamSwitcherProps) {
  const paths = useUiPaths();
  const active = teams.find((team) => team.id === activeTeamId);
  const triggerText =
    status === 'loading'
      ? 'Loading teams...'
      : status === 'error'
        ? (errorMessage ?? 'Failed to fetch teams')
        : isSwitching
          ? 'Switching team...'
          : (active?.name ?? (teams.length === 0 ? 'No teams available' : 'Choose a team'));

  return (
    <Menu
      label={
        <>
          <Users size={16} aria-hidden="true" className={styles.icon} />
          <span className={styles.name}>{triggerText}</span>
          <ChevronsUpDown size={16} aria-hidden="true" className={styles.icon} />
        </>
      }
      triggerLabel={active ? `Team: ${active.name}` : triggerText}
      triggerVariant="secondary"
      triggerClassName={styles.trigger}
      showChevron={false}
      placement="bottom start"
      aria-label="Teams"
      onAction={(key) => {
        if (key === 'retry') onRetry?.();
      }}
    >
      <MenuSection
        title="Teams"
        selectionMode="single"
        selectedKeys={activeTeamId ? [activeTeamId] : []}
        disallowEmptySelection
        onSelectionChange={(keys) => {
          const [chosen] = [...keys].map(String);
          if (chosen && chosen !== activeTeamId) onSelect(chosen);
        }}
      >
        {status === 'loading' ? (
          <MenuItem id="loading" isDisabled textValue="Loading teams...">
            Loading teams...
          </MenuItem>
        ) : status === 'error' ? (
          <MenuItem id="error" isDisabled textValue={errorMessage ?? 'Failed to fetch teams'}>
            <span className={styles.error}>{errorMessage ?? 'Failed to fetch teams'}</span>
          </MenuItem>
        ) : teams.length === 0 ? (
          <MenuItem id="none" isDisabled textValue="No teams available">
            No teams available
          </MenuItem>
        ) : (
          teams.map((team) => (
            <MenuItem key={team.id} id={team.id} textValue={team.name} isDisabled={isSwitching}>
              {({ isSelected }) => (
                <>
                  <span className={styles.itemName}>{team.name}</span>
                  {isSelected && <Check size={16} aria-hidden="true" className={styles.check} />}
                </>
              )}
            </MenuItem>
          ))
        )}
      </MenuSection>
      {status === 'error' && onRetry ? (
        <MenuItem id="retry" textValue="Try Again">
          <RotateCcw size={16} aria-hidden="true" />
          Try Again
        </MenuItem>
      ) : null}
      <MenuSeparator />
      <MenuItem id="manage" href={paths.controlTower.teamManagement}>
        Manage Teams
      </MenuItem>
    </Menu>
  );
}
