import { isConnectionError, type SocialAccount } from '@causeway/api-client';
import {
  sessionRefreshFetch,
  sessionRefreshWaitMs,
  socialRetryAttempts,
  socialRetryDelayMs,
} from '@causeway/api-client/domain';
import { mutationOptions, queryOptions, type QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { api } from '../api';
import { pagesOrWarning } from '../lib/pages-or-warning';
import { hasSession } from '../session/has-session';
import { invalidateTeamPages } from '../teams/team-pages';
import { loadFacebookSdk } from './facebook-sdk';

/** Social accounts belong to the person, not to a team: their keys are not team-scoped. */
export const socialKeys = {
  all: ['social'] as const,
  accounts: () => [...socialKeys.all, 'accounts'] as const,
  pages: () => [...socialKeys.all, 'pages'] as const,
  accountPages: (accountId: string) => [...socialKeys.pages(), accountId] as const,
  facebookSdk: () => [...socialKeys.all, 'facebook-sdk'] as const,
};

/** Thrown by the retry fetch while the list is still empty, so that the query tries again. */
class StillEmpty extends Error {
  override readonly name = 'StillEmpty';
}

/**
 * GET /control-tower/social-accounts (403 and 404 read as none, accounts §6). The first attempt of
 * every fetch bypasses caches (`_t`), retries do not (accounts §9). `whileEmpty` makes it the retry
 * fetch: an empty list counts as a failed attempt until the last one.
 */
function fetchAccounts(whileEmpty: boolean) {
  return async ({ client, queryKey }: QueryFunctionContext): Promise<SocialAccount[]> => {
    const attempt = (client.getQueryState(queryKey)?.fetchFailureCount ?? 0) + 1;
    const accounts = await api.social.accounts({ bustCache: attempt === 1 });
    if (whileEmpty && accounts.length === 0 && attempt < socialRetryAttempts) throw new StillEmpty();
    return accounts;
  };
}

export const socialQueries = {
  /**
   * The user's linked social accounts with their pages. The social fetch rule (accounts §9): up to
   * 5 attempts, 2000 ms apart, while the server cannot be reached; any other failure is final.
   */
  accounts: () =>
    queryOptions({
      queryKey: socialKeys.accounts(),
      queryFn: fetchAccounts(false),
      retry: (failures, error) =>
        (isConnectionError(error) || error instanceof StillEmpty) && failures < socialRetryAttempts - 1,
      retryDelay: socialRetryDelayMs,
      enabled: hasSession,
    }),

  /** One account's pages (GET /control-tower/social-accounts/{id}/pages?platform=facebook; 404 reads as none). */
  accountPages: (accountId: string) =>
    queryOptions({
      queryKey: socialKeys.accountPages(accountId),
      queryFn: () => pagesOrWarning(() => api.social.accountPages(accountId)),
      enabled: hasSession,
    }),

  /**
   * The Facebook SDK, loaded once per page (it is not server state, but it arrives, or fails,
   * like it): pending while the script loads, an error once it cannot be had.
   */
  facebookSdk: () =>
    queryOptions({
      queryKey: socialKeys.facebookSdk(),
      queryFn: loadFacebookSdk,
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
      structuralSharing: false,
    }),
};

/**
 * Fetches the accounts list a special way (under a key of its own, so that the page's own
 * observers of the list cannot swap its query function between attempts), then puts the answer
 * in the list's cache.
 */
async function refetchAccountsAs(
  client: QueryClient,
  name: string,
  queryFn: (context: QueryFunctionContext) => Promise<SocialAccount[]>,
  retry: boolean,
): Promise<SocialAccount[]> {
  const { queryKey, retry: retryRule, retryDelay } = socialQueries.accounts();
  await client.cancelQueries({ queryKey });
  const accounts = await client.fetchQuery({
    queryKey: [...socialKeys.all, name],
    queryFn,
    retry: retry ? retryRule : false,
    retryDelay,
    staleTime: 0,
    gcTime: 0,
  });
  client.setQueryData(queryKey, accounts);
  return accounts;
}

/**
 * The retry fetch after linking an account (accounts §4, §9): the new account may take a moment to
 * be listed, so the list is asked for again, up to 5 attempts 2000 ms apart, while it is empty or
 * the server cannot be reached; the first attempt bypasses caches.
 */
export function refetchAccountsUntilListed(client: QueryClient): Promise<SocialAccount[]> {
  return refetchAccountsAs(client, 'retry-fetch', fetchAccounts(true), true);
}

/**
 * The session-refresh fetch after renewing an account's login (accounts §4, §9): a throwaway fetch,
 * a 1000 ms wait, then a cache-busting fetch, whose list replaces the cached one.
 */
export function refetchAccountsAfterRenewal(client: QueryClient): Promise<SocialAccount[]> {
  return refetchAccountsAs(
    client,
    'session-refresh-fetch',
    ({ signal }) =>
      sessionRefreshFetch((options) => api.social.accounts(options), { waitMs: sessionRefreshWaitMs, signal }),
    false,
  );
}

export const socialMutations = {
  /** POST /control-tower/social-accounts/connect/facebook with the token from Facebook Login. */
  connectFacebook: () =>
    mutationOptions({ mutationFn: (accessToken: string) => api.social.connectFacebook(accessToken) }),

  /** DELETE /control-tower/social-accounts/{id}: the account goes, and its pages with it (accounts §4). */
  deleteAccount: () =>
    mutationOptions({
      mutationFn: (account: SocialAccount) => api.social.deleteAccount(account.id),
      onSuccess: async (_reply, account, _context, { client }) => {
        client.setQueryData(socialQueries.accounts().queryKey, (accounts) =>
          accounts?.filter((item) => item.id !== account.id),
        );
        client.removeQueries({ queryKey: socialKeys.accountPages(account.id) });
        await invalidateTeamPages(client);
      },
    }),

  /** DELETE /control-tower/social-accounts/{id}/pages/{pageId}: the page leaves its account's list (accounts §4). */
  removePage: () =>
    mutationOptions({
      mutationFn: ({ accountId, pageId }: { accountId: string; pageId: string }) =>
        api.social.removeAccountPage(accountId, pageId),
      onSuccess: async (_reply, { accountId, pageId }, _context, { client }) => {
        client.setQueryData(socialQueries.accountPages(accountId).queryKey, (current) =>
          current ? { ...current, pages: current.pages.filter((page) => page.id !== pageId) } : current,
        );
        await Promise.all([client.invalidateQueries({ queryKey: socialKeys.accounts() }), invalidateTeamPages(client)]);
      },
    }),

  /** GET /facebook/refresh-pages/: the server reads the pages from Facebook again; a 409 is a warning. */
  refreshPages: () =>
    mutationOptions({
      mutationFn: () => api.social.refreshFacebookPages(),
      onSuccess: (_reply, _variables, _context, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: socialKeys.accounts() }),
          client.invalidateQueries({ queryKey: socialKeys.pages() }),
        ]),
    }),

  /** POST /control-tower/teams/{teamId}/pages with the page's id; the publish form then lists the page. */
  addToTeam: () =>
    mutationOptions({
      mutationFn: ({ teamId, pageId }: { teamId: string; pageId: string }) => api.teams.addPages(teamId, [pageId]),
      onSuccess: (_reply, { teamId }, _context, { client }) => invalidateTeamPages(client, teamId),
    }),
};
