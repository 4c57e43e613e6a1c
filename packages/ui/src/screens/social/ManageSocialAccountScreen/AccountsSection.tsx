import { TriangleAlert, Trash2, UserRoundPlus } from 'lucide-react';
import { useMemo } from 'react';
import { Badge } from '../../../primitives/Badge';
import { Button } from '../../../primitives/Button';
import { Inline } from '../../../primitives/Inline';
import { PlatformMark, platformNames, toPlatformId } from '../../../primitives/PlatformMark';
import { Stack } from '../../../primitives/Stack';
import { StatePanel } from '../../../primitives/StatePanel';
import { Table, type TableColumn } from '../../../primitives/Table';
import { Tooltip } from '../../../primitives/Tooltip';
import { socialTexts } from '../parts/social-texts';
import { atRiskNote, daysLeftText, expiryDate, expiryTone } from '../parts/token-expiry';
import type { SocialAccountRow, SocialListState, SocialNotice } from './social-types';
import { SocialSection } from './SocialSection';
import * as styles from './ManageSocialAccountScreen.css';

export interface AccountsSectionProps {
  accounts: SocialListState<SocialAccountRow>;
  onRetry: () => void;
  /** The account whose login is being refreshed. */
  linking: string | null;
  onRefreshLogin: (account: SocialAccountRow) => void;
  onDelete: (account: SocialAccountRow) => void;
  notice: SocialNotice | null;
  onDismissNotice: () => void;
  timeZone?: string | undefined;
}

function PlatformCell({ platform }: { platform: string }) {
  const id = toPlatformId(platform);
  return (
    <Inline space="2" wrap={false}>
      {id && <PlatformMark platform={id} />}
      <span>{id ? platformNames[id] : platform}</span>
    </Inline>
  );
}

/**
 * The linked accounts (accounts §2): Platform, Account Name, Account Email, Token Expiry (the date
 * and the days left; expired at zero or fewer), and Actions: refresh login and delete. Accounts the
 * active team depends on whose login runs out soon are marked with what would fail.
 */
export function AccountsSection({
  accounts,
  onRetry,
  linking,
  onRefreshLogin,
  onDelete,
  notice,
  onDismissNotice,
  timeZone,
}: AccountsSectionProps) {
  const columns = useMemo<TableColumn<SocialAccountRow>[]>(
    () => [
      { id: 'platform', name: 'Platform', cell: (account) => <PlatformCell platform={account.platform} /> },
      { id: 'name', name: 'Account Name', cell: (account) => account.name },
      { id: 'email', name: 'Account Email', cell: (account) => account.email || '—' },
      {
        id: 'expiry',
        name: 'Token Expiry',
        cell: (account) => {
          const left = daysLeftText(account);
          return (
            <Stack space="1" align="start">
              <span>{account.expiresAt ? expiryDate(account.expiresAt, timeZone) : '—'}</span>
              {left && (
                <Badge tone={expiryTone(account)} size="small">
                  {left}
                </Badge>
              )}
              {account.risk && (
                <span className={styles.riskNote}>
                  <TriangleAlert size={12} aria-hidden="true" className={styles.riskIcon} />
                  {atRiskNote(account.risk.scheduled, account.isExpired)}
                </span>
              )}
            </Stack>
          );
        },
      },
      {
        id: 'actions',
        name: 'Actions',
        align: 'end',
        cell: (account) => (
          <Inline space="1" wrap={false} justify="end">
            <Button
              variant={account.risk ? 'primary' : 'secondary'}
              size="small"
              aria-label={
                linking === account.id
                  ? `Refreshing... ${account.name}`
                  : `${socialTexts.refreshLogin}: ${account.name}`
              }
              isPending={linking === account.id}
              pendingLabel="Refreshing..."
              isDisabled={linking !== null && linking !== account.id}
              onPress={() => onRefreshLogin(account)}
            >
              {socialTexts.refreshLogin}
            </Button>
            <Tooltip content={`Delete ${account.name}`} placement="start">
              <Button
                variant="quiet"
                size="small"
                aria-label={`Delete ${account.name}`}
                onPress={() => onDelete(account)}
              >
                <Trash2 size={16} aria-hidden="true" className={styles.buttonIcon} />
              </Button>
            </Tooltip>
          </Inline>
        ),
      },
    ],
    [linking, onDelete, onRefreshLogin, timeZone],
  );

  return (
    <SocialSection
      title={socialTexts.accountsTitle}
      description={socialTexts.accountsLead}
      notice={notice}
      onDismissNotice={onDismissNotice}
    >
      {accounts.status === 'error' ? (
        <StatePanel tone="error" title={socialTexts.accountsFailed} onRetry={onRetry}>
          {accounts.errorText}
        </StatePanel>
      ) : (
        <Table
          aria-label="Linked social accounts"
          rowHeader="name"
          columns={columns}
          items={accounts.items}
          isLoading={accounts.status === 'loading'}
          loadingLabel={socialTexts.accountsLoading}
          loadingRows={2}
          emptyState={{
            icon: <UserRoundPlus size={24} />,
            text: socialTexts.accountsEmpty,
            action: <p className={styles.muted}>{socialTexts.accountsEmptyText}</p>,
          }}
        />
      )}
    </SocialSection>
  );
}
