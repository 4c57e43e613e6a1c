import { fallbacks, isApiWarning, type SocialAccount } from '@causeway/api-client';
import type { AccountPage } from '@causeway/api-client/schemas';
import {
  ManageSocialAccountScreen,
  type AccountPageRow,
  type SocialAccountRow,
  type SocialListState,
  type SocialNotice,
} from '@causeway/ui/screens/social/ManageSocialAccountScreen';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { planSummary } from '../plans/plan-summary';
import { useActivePlan } from '../plans/use-active-plan';
import { messageOf } from '../lib/errors';
import { activeTeamAtom } from '../session/active-team-atoms';
import { hasSession } from '../session/has-session';
import { teamPagesQueries } from '../teams/team-pages';
import { toasts } from '../toasts';
import { socialMessages } from '../social-accounts/messages';
import { socialMutations, socialQueries } from '../social-accounts/queries';
import { isRunningOut, type AccountAtRisk } from '../social-accounts/token-health';
import { useFacebookLink } from './use-facebook-link';
import { useTokenHealth } from '../social-accounts/use-token-health';

function toRow(account: SocialAccount, risk: AccountAtRisk | undefined): SocialAccountRow {
  return {
    id: account.id,
    platform: account.platform,
    name: account.account_name,
    email: account.account_email,
    expiresAt: account.expires_at,
    daysLeft: account.days_until_expiry,
    isExpired: account.is_token_expired,
    isExpiringSoon: isRunningOut(account),
    risk: risk ? { scheduled: risk.scheduled } : null,
  };
}

/** The screen's list state from a query's (the list itself given, or none while it is not there). */
function listState<T>(
  query: { isPending: boolean; isError: boolean; error: unknown },
  items: readonly T[],
  errorFallback: string,
): SocialListState<T> {
  if (query.isError) return { status: 'error', items: [], errorText: messageOf(query.error, errorFallback) };
  return { status: query.isPending ? 'loading' : 'ready', items };
}

/**
 * Manage Social Account (accounts §2): the linked accounts, Facebook linking and refresh login,
 * the chosen account's pages added to the active team or removed, each action's outcome said in
 * the section where it was taken (a toast for successes).
 */
export function ManageSocialAccountPage() {
  const team = useAtomValue(activeTeamAtom);
  const accounts = useQuery(socialQueries.accounts());
  const activePlan = useActivePlan();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const linked = accounts.data ?? [];
  const selected = linked.find((account) => account.id === chosenId) ?? linked[0] ?? null;
  const pages = useQuery({
    ...socialQueries.accountPages(selected?.id ?? ''),
    enabled: () => selected !== null && hasSession(),
  });
  const teamPages = useQuery({
    ...teamPagesQueries.facebook(team?.id ?? ''),
    enabled: () => team !== null && hasSession(),
  });
  const { risks } = useTokenHealth();
  const linker = useFacebookLink({ loadSdk: 'on-mount' });
  const deleteAccount = useMutation(socialMutations.deleteAccount());
  const removePage = useMutation(socialMutations.removePage());
  const refreshPages = useMutation(socialMutations.refreshPages());
  const addToTeam = useMutation(socialMutations.addToTeam());
  const [notice, setNotice] = useState<SocialNotice | null>(null);
  const [isSdkNoticeDismissed, setSdkNoticeDismissed] = useState(false);

  const onTeam = new Set(teamPages.data?.pages.map((page) => page.page_id) ?? []);
  const toPageRow = (page: AccountPage): AccountPageRow => ({
    id: page.id,
    name: page.name,
    category: page.category,
    isActive: page.is_active,
    isOnTeam: onTeam.has(page.page_id) || onTeam.has(page.id),
  });

  const failed = (area: SocialNotice['area'], text: string, title?: string) =>
    setNotice({ area, tone: 'error', text, title });

  const link = async (account?: SocialAccountRow) => {
    setNotice(null);
    const outcome = await linker.link(account && linked.find((item) => item.id === account.id));
    if (outcome.ok) toasts.success(outcome.message);
    else failed(account ? 'accounts' : 'add', outcome.message);
  };

  // The SDK that cannot be had is said at once, not at the first press.
  const sdkNotice: SocialNotice | null =
    linker.sdkStatus === 'failed' && !isSdkNoticeDismissed
      ? { area: 'add', tone: 'error', text: socialMessages.sdkFailed }
      : null;

  return (
    <ManageSocialAccountScreen
      plan={planSummary(activePlan, 'social_accounts', accounts.data?.length ?? null)}
      accounts={listState(
        accounts,
        linked.map((account) =>
          toRow(
            account,
            risks.find((risk) => risk.account.id === account.id),
          ),
        ),
        fallbacks.social.accounts,
      )}
      onRetryAccounts={() => void accounts.refetch()}
      selectedAccountId={selected?.id ?? null}
      onSelectAccount={setChosenId}
      pages={
        selected === null
          ? { status: 'ready', items: [] }
          : {
              ...listState(pages, (pages.data?.pages ?? []).map(toPageRow), fallbacks.social.accountPages),
              warning: pages.data?.warning,
            }
      }
      onRetryPages={() => void pages.refetch()}
      linking={linker.linking}
      onLinkFacebook={() => void link()}
      onRefreshLogin={(account) => void link(account)}
      onDeleteAccount={async (row) => {
        const account = linked.find((item) => item.id === row.id);
        if (!account) return;
        setNotice(null);
        try {
          const reply = await deleteAccount.mutateAsync(account);
          toasts.success(reply.message ?? socialMessages.accountDeleted(account.account_name));
        } catch (error) {
          failed('accounts', messageOf(error, fallbacks.social.deleteAccount));
        }
      }}
      isRefreshingPages={refreshPages.isPending}
      onRefreshPages={() => {
        setNotice(null);
        refreshPages.mutate(undefined, {
          onSuccess: (reply) => toasts.success(reply.message ?? socialMessages.pagesRefreshed),
          onError: (error) =>
            isApiWarning(error)
              ? setNotice({ area: 'pages', tone: 'warning', text: error.message })
              : failed('pages', messageOf(error, fallbacks.social.refreshFacebookPages)),
        });
      }}
      addingPageId={addToTeam.isPending ? (addToTeam.variables?.pageId ?? null) : null}
      onAddToTeam={(page) => {
        setNotice(null);
        if (!team) {
          failed('pages', socialMessages.noActiveTeam);
          return;
        }
        addToTeam.mutate(
          { teamId: team.id, pageId: page.id },
          {
            onSuccess: (reply) => toasts.success(reply.message ?? socialMessages.pageAdded(page.name, team.name)),
            onError: (error) =>
              failed('pages', messageOf(error, fallbacks.teams.addPages), socialMessages.addPageFailed),
          },
        );
      }}
      onRemovePage={async (page) => {
        if (!selected) return;
        setNotice(null);
        try {
          const reply = await removePage.mutateAsync({ accountId: selected.id, pageId: page.id });
          toasts.success(reply.message ?? socialMessages.pageRemoved(page.name));
        } catch (error) {
          failed('pages', messageOf(error, fallbacks.social.removeAccountPage));
        }
      }}
      notice={notice ?? sdkNotice}
      onDismissNotice={() => (notice ? setNotice(null) : setSdkNoticeDismissed(true))}
    />
  );
}
