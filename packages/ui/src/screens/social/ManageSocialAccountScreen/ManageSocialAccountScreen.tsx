import { useState } from 'react';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { Stack } from '../../../primitives/Stack';
import { PlanSummary, type PlanSummaryState } from '../../billing-shared/PlanSummary';
import { socialTexts } from '../parts/social-texts';
import { AccountsSection } from './AccountsSection';
import { AddAccountCards } from './AddAccountCards';
import { PagesSection } from './PagesSection';
import type { AccountPageRow, SocialAccountRow, SocialListState, SocialNotice } from './social-types';
import { SocialSection } from './SocialSection';
import * as styles from './ManageSocialAccountScreen.css';

export interface ManageSocialAccountScreenProps {
  /** The active team's plan and the social accounts it has left. */
  plan: PlanSummaryState;
  accounts: SocialListState<SocialAccountRow>;
  onRetryAccounts: () => void;
  /** The account whose pages are listed. */
  selectedAccountId: string | null;
  onSelectAccount: (accountId: string) => void;
  pages: SocialListState<AccountPageRow>;
  onRetryPages: () => void;
  /** The Facebook link under way: 'new' for a new account, else the id of the account being refreshed. */
  linking: string | null;
  /** Facebook Login, then the new account and its pages appear. */
  onLinkFacebook: () => void;
  /** The same linking flow for that account: its login is renewed. */
  onRefreshLogin: (account: SocialAccountRow) => void;
  /** The person confirmed; the dialog waits until the promise settles (the app says how it went). */
  onDeleteAccount: (account: SocialAccountRow) => Promise<unknown>;
  isRefreshingPages: boolean;
  onRefreshPages: () => void;
  addingPageId: string | null;
  onAddToTeam: (page: AccountPageRow) => void;
  /** The person confirmed; the dialog waits until the promise settles. */
  onRemovePage: (page: AccountPageRow) => Promise<unknown>;
  /** The last action's message, shown in the section where it was taken. */
  notice: SocialNotice | null;
  onDismissNotice: () => void;
  /** The zone expiry dates are shown in; the viewer's own unless a story pins one. */
  timeZone?: string;
}

/**
 * The Manage Social Account tab (accounts §2): the plan summary, Add Social Account (Facebook
 * linking; the other platforms Coming Soon), the linked accounts with their token expiry, refresh
 * login and delete, and the chosen account's pages with Add to Team or Remove Page.
 */
export function ManageSocialAccountScreen({
  plan,
  accounts,
  onRetryAccounts,
  selectedAccountId,
  onSelectAccount,
  pages,
  onRetryPages,
  linking,
  onLinkFacebook,
  onRefreshLogin,
  onDeleteAccount,
  isRefreshingPages,
  onRefreshPages,
  addingPageId,
  onAddToTeam,
  onRemovePage,
  notice,
  onDismissNotice,
  timeZone,
}: ManageSocialAccountScreenProps) {
  const [deleting, setDeleting] = useState<SocialAccountRow | null>(null);
  const [removing, setRemoving] = useState<AccountPageRow | null>(null);
  const [isBusy, setBusy] = useState(false);
  const noticeIn = (area: SocialNotice['area']) => (notice?.area === area ? notice : null);
  const selectedName = accounts.items.find((account) => account.id === selectedAccountId)?.name ?? '';

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
      <Stack space="1">
        <h2 className={styles.title}>{socialTexts.title}</h2>
        <p className={styles.lead}>{socialTexts.lead}</p>
      </Stack>

      <PlanSummary label="Plan summary" plan={plan} allowance="social accounts" sayPlan />

      <SocialSection
        title={socialTexts.addTitle}
        description={socialTexts.addLead}
        notice={noticeIn('add')}
        onDismissNotice={onDismissNotice}
      >
        <AddAccountCards isLinking={linking === 'new'} isBusy={linking !== null} onLinkFacebook={onLinkFacebook} />
      </SocialSection>

      <AccountsSection
        accounts={accounts}
        onRetry={onRetryAccounts}
        linking={linking}
        onRefreshLogin={onRefreshLogin}
        onDelete={setDeleting}
        notice={noticeIn('accounts')}
        onDismissNotice={onDismissNotice}
        timeZone={timeZone}
      />

      <PagesSection
        accounts={accounts}
        selectedAccountId={selectedAccountId}
        onSelectAccount={onSelectAccount}
        pages={pages}
        onRetry={onRetryPages}
        isRefreshing={isRefreshingPages}
        onRefresh={onRefreshPages}
        addingPageId={addingPageId}
        onAddToTeam={onAddToTeam}
        onRemove={setRemoving}
        notice={noticeIn('pages')}
        onDismissNotice={onDismissNotice}
      />

      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'this account'}?`}
        message="Its pages go with it: they leave every team, and posts scheduled on them can no longer go out."
        confirmLabel="Delete"
        tone="danger"
        isBusy={isBusy}
        busyLabel="Deleting..."
        onConfirm={confirmed(
          () => (deleting ? onDeleteAccount(deleting) : Promise.resolve()),
          () => setDeleting(null),
        )}
      />
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(isOpen) => !isOpen && setRemoving(null)}
        title={`Remove ${removing?.name ?? 'this page'}?`}
        message={`It leaves ${selectedName || 'its account'} and every team that publishes to it. Refresh Pages brings it back.`}
        confirmLabel={socialTexts.removePage}
        tone="danger"
        isBusy={isBusy}
        busyLabel="Removing..."
        onConfirm={confirmed(
          () => (removing ? onRemovePage(removing) : Promise.resolve()),
          () => setRemoving(null),
        )}
      />
    </Stack>
  );
}
