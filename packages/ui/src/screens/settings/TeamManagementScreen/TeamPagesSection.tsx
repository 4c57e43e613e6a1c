import { FileStack, Link2 } from 'lucide-react';
import { Link } from 'react-aria-components';
import { ActiveBadge } from '../../../primitives/Badge';
import { Button } from '../../../primitives/Button';
import { button as buttonStyle } from '../../../primitives/Button/Button.css';
import { Select } from '../../../primitives/Select';
import { StatePanel } from '../../../primitives/StatePanel';
import { Table, type TableColumn } from '../../../primitives/Table';
import { useUiPaths } from '../../../primitives/UiProvider';
import { SettingsSection } from '../parts/SettingsSection';
import { platformName, teamManagementMessages, teamPlatforms, type TeamPlatform } from './rules';
import type { ListState, TeamPageRow } from './team-management-types';
import * as styles from './TeamManagementScreen.css';

export interface TeamPagesSectionProps {
  teamName: string;
  platform: TeamPlatform;
  onPlatformChange: (platform: TeamPlatform) => void;
  pages: ListState<TeamPageRow>;
  onRetry: () => void;
  onRemove: (page: TeamPageRow) => void;
}

/** The team's pages on one platform (accounts §2): name, category, Active or Inactive, and Remove. */
export function TeamPagesSection({
  teamName,
  platform,
  onPlatformChange,
  pages,
  onRetry,
  onRemove,
}: TeamPagesSectionProps) {
  const paths = useUiPaths();
  const columns: TableColumn<TeamPageRow>[] = [
    { id: 'name', name: 'Page Name', cell: (page) => page.name },
    { id: 'category', name: 'Page Category', cell: (page) => page.category || '—' },
    { id: 'status', name: 'Status', cell: (page) => <ActiveBadge isActive={page.isActive} /> },
    {
      id: 'actions',
      name: 'Actions',
      align: 'end',
      cell: (page) => (
        <Button variant="secondary" size="small" aria-label={`Remove ${page.name}`} onPress={() => onRemove(page)}>
          Remove
        </Button>
      ),
    },
  ];

  return (
    <SettingsSection
      title="Team Pages"
      description={`The pages ${teamName} publishes to.`}
      actions={
        <Select
          label="Platform"
          items={teamPlatforms}
          selectedKey={platform}
          onSelectionChange={(key) => onPlatformChange(key as TeamPlatform)}
          className={styles.platformSelect}
        />
      }
    >
      {pages.warning && <p className={styles.warning}>{pages.warning}</p>}
      {pages.status === 'error' ? (
        <StatePanel tone="error" title={teamManagementMessages.pagesFailed} onRetry={onRetry}>
          {pages.errorMessage}
        </StatePanel>
      ) : (
        <Table
          aria-label={`${platformName(platform)} pages of ${teamName}`}
          columns={columns}
          items={pages.status === 'loading' ? [] : pages.items}
          isLoading={pages.status === 'loading'}
          loadingLabel="Loading pages"
          loadingRows={3}
          emptyState={{
            icon: <FileStack size={24} />,
            text: `No ${platformName(platform)} pages in this team yet.`,
            action: (
              <Link
                href={paths.controlTower.manageSocialAccount}
                className={buttonStyle({ variant: 'secondary', size: 'small' })}
              >
                <Link2 size={16} aria-hidden="true" />
                Add Pages from Your Accounts
              </Link>
            ),
          }}
        />
      )}
    </SettingsSection>
  );
}
