import type { TokenHealthNoticeProps } from '@causeway/ui/screens/social/TokenHealthNotice';
import { toasts } from '../toasts';
import { isRunningOut } from '../social-accounts/token-health';
import { useFacebookLink } from './use-facebook-link';
import { useTokenHealth } from '../social-accounts/use-token-health';

/**
 * The shell's token-health warnings for the active team, beside the billing banner, with Reconnect
 * running the refresh-login flow where the person is; once the account is renewed its warning
 * goes. `notice` is null when nothing the team publishes through is running out; `isPending` while
 * that is not known yet.
 */
export function useTokenHealthNotice(): { notice: TokenHealthNoticeProps | null; isPending: boolean } {
  const { teamName, risks, isPending } = useTokenHealth();
  const linker = useFacebookLink({ loadSdk: 'on-press' });
  // Shown whole or not at all: a warning that grew when the counts came would push the page down.
  if (teamName === null || risks.length === 0 || isPending) return { notice: null, isPending };
  const notice: TokenHealthNoticeProps = {
    teamName,
    warnings: risks.map(({ account, expiresAt, scheduled }) => ({
      accountId: account.id,
      accountName: account.account_name,
      expiresAt,
      daysLeft: account.days_until_expiry,
      isExpired: account.is_token_expired,
      isExpiringSoon: isRunningOut(account),
      scheduled,
    })),
    reconnectingId: linker.linking === 'new' ? null : linker.linking,
    onReconnect: (accountId) => {
      const risk = risks.find((candidate) => candidate.account.id === accountId);
      if (!risk) return;
      void linker
        .link(risk.account)
        .then((outcome) => (outcome.ok ? toasts.success(outcome.message) : toasts.error(outcome.message)));
    },
  };
  return { notice, isPending };
}
