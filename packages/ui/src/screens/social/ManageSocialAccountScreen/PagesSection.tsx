import { FileStack, Link2, RefreshCw, Unlink } from 'lucide-react';
import { useMemo } from 'react';
import { ActiveBadge } from '../../../primitives/Badge';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { Inline } from '../../../primitives/Inline';
import { Select } from '../../../primitives/Select';
import { StatePanel } from '../../../primitives/StatePanel';
import { Table, type TableColumn } from '../../../primitives/Table';
import { socialTexts } from '../parts/social-texts';
import type { AccountPageRow, SocialAccountRow, SocialListState, SocialNotice } from './social-types';
import { SocialSection } from './SocialSection';
import * as styles from './ManageSocialAccountScreen.css';

export interface PagesSectionProps {
  /** The accounts to choose from: the pages wait for them. */
  accounts: SocialListState<SocialAccountRow>;
  selectedAccountId: string | null;
  onSelectAccount: (accountId: string) => void;
  pages: SocialListState<AccountPageRow>;
  onRetry: () => void;
  isRefreshing: boolean;
  onRefresh: () => void;
  /** The page being added to the team. */
  addingPageId: string | null;
  onAddToTeam: (page: AccountPageRow) => void;
  onRemove: (page: AccountPageRow) => void;
  notice: SocialNotice | null;
  onDismissNotice: () => void;
}

/**
 * Connected Pages (accounts §2): the chosen account's pages with Page Name, Page Category, Status
 * (Active / Inactive) and Add to Team, or Remove Page once the page is the team's; Refresh Pages
 * asks the server to read them from Facebook again.
 */
export function PagesSection({
  accounts,
  selectedAccountId,
  onSelectAccount,
  pages,
  onRetry,
  isRefreshing,
  onRefresh,
  addingPageId,
  onAddToTeam,
  onRemove,
  notice,
  onDismissNotice,
}: PagesSectionProps) {
  const columns = useMemo<TableColumn<AccountPageRow>[]>(
    () => [
      { id: 'name', name: 'Page Name', cell: (page) => page.name },
      { id: 'category', name: 'Page Category', cell: (page) => page.category || '—' },
      { id: 'status', name: 'Status', cell: (page) => <ActiveBadge isActive={page.isActive} /> },
      {
        id: 'action',
        name: 'Action',
        align: 'end',
        cell: (page) =>
          page.isOnTeam ? (
            <Button
              variant="secondary"
              size="small"
              aria-label={`${socialTexts.removePage}: ${page.name}`}
              onPress={() => onRemove(page)}
            >
              <Unlink size={16} aria-hidden="true" />
              {socialTexts.removePage}
            </Button>
          ) : (
            <Button
              size="small"
              aria-label={
                addingPageId === page.id ? `Adding... ${page.name}` : `${socialTexts.addToTeam}: ${page.name}`
              }
              isPending={addingPageId === page.id}
              pendingLabel="Adding..."
              isDisabled={addingPageId !== null && addingPageId !== page.id}
              onPress={() => onAddToTeam(page)}
            >
              <Link2 size={16} aria-hidden="true" />
              {socialTexts.addToTeam}
            </Button>
          ),
      },
    ],
    [addingPageId, onAddToTeam, onRemove],
  );

  const choices = accounts.status === 'ready' ? accounts.items : [];
  const hasAccounts = choices.length > 0;
  const table = (isLoading: boolean) => (
    <Table
      aria-label={`Pages of ${choices.find((account) => account.id === selectedAccountId)?.name ?? 'the account'}`}
      columns={columns}
      items={pages.items}
      isLoading={isLoading}
      loadingLabel={socialTexts.pagesLoading}
      loadingRows={3}
      emptyState={{
        icon: <FileStack size={24} />,
        text: socialTexts.pagesEmpty,
        action: <p className={styles.muted}>{socialTexts.pagesEmptyText}</p>,
      }}
    />
  );

  return (
    <SocialSection
      title={socialTexts.pagesTitle}
      description={socialTexts.pagesLead}
      notice={notice}
      onDismissNotice={onDismissNotice}
      actions={
        <Inline space="3" align="end">
          <Select
            label="Account"
            placeholder="-- Select account --"
            items={choices.map((account) => ({ id: account.id, name: account.name }))}
            selectedKey={selectedAccountId}
            onSelectionChange={(key) => key !== null && onSelectAccount(String(key))}
            isDisabled={!hasAccounts}
            className={styles.accountSelect}
          />
          <Button
            variant="secondary"
            isPending={isRefreshing}
            pendingLabel="Refreshing..."
            isDisabled={!hasAccounts}
            onPress={onRefresh}
          >
            <RefreshCw size={16} aria-hidden="true" />
            {socialTexts.refreshPages}
          </Button>
        </Inline>
      }
    >
      {pages.warning && <Banner tone="warning">{pages.warning}</Banner>}
      {accounts.status === 'loading' ? (
        table(true)
      ) : accounts.status === 'error' ? (
        <StatePanel tone="empty" icon={<FileStack size={32} />} title={socialTexts.pagesWaiting} />
      ) : !hasAccounts || selectedAccountId === null ? (
        <StatePanel tone="empty" icon={<FileStack size={32} />} title={socialTexts.pagesNoAccount} />
      ) : pages.status === 'error' ? (
        <StatePanel tone="error" title={socialTexts.pagesFailed} onRetry={onRetry}>
          {pages.errorText}
        </StatePanel>
      ) : (
        table(pages.status === 'loading')
      )}
    </SocialSection>
  );
}
