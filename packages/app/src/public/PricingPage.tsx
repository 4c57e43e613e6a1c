import { PricingScreen } from '@causeway/ui/screens/public/PricingScreen';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { toPlanCards } from '../plans/plan-cards';
import { planQueries } from '../plans/queries';
import { useHoldPageShown } from '../routes/page-shown';
import { paths } from '../routes/paths';
import { isSignedInAtom } from '../session/atoms';

/** /pricing: visitors choose a plan by signing up; signed-in users go to the plan tab. */
export function PricingPage() {
  const plans = useQuery(planQueries.list());
  useHoldPageShown(plans.isPending);
  const isSignedIn = useAtomValue(isSignedInAtom);
  const status = plans.isError ? 'error' : plans.isPending ? 'loading' : 'ready';
  return (
    <PricingScreen
      status={status}
      plans={plans.data ? toPlanCards(plans.data) : []}
      onRetry={() => void plans.refetch()}
      planHref={() => (isSignedIn ? paths.controlTower.plan : paths.register)}
    />
  );
}
