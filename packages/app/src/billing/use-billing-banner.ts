import { isSubscriptionActive } from '@causeway/api-client/domain';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { isFirstLoad } from '../lib/first-load';
import { activeTeamAtom } from '../session/active-team-atoms';
import { hasSession } from '../session/has-session';
import { billingQueries } from './queries';

/**
 * Whether 'No Active Billing Plan' shows (publishing §1): once the active team's subscription is
 * known and it is not active. While it loads, or when it cannot be had, no banner: a plan the
 * team has must never be announced missing because of a slow or failed call. `isPending` while the
 * answer is still expected.
 */
export function useBillingBanner(): { show: boolean; teamName?: string | undefined; isPending: boolean } {
  const team = useAtomValue(activeTeamAtom);
  const subscription = useQuery({
    ...billingQueries.subscriptionDetails(team?.id ?? ''),
    enabled: () => team !== null && hasSession(),
  });
  const show = Boolean(team) && subscription.isSuccess && !isSubscriptionActive(subscription.data);
  return { show, teamName: team?.name, isPending: isFirstLoad(subscription) };
}
