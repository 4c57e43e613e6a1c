import { Link } from 'react-aria-components';
import { Banner } from '../../primitives/Banner';
import { button } from '../../primitives/Button/Button.css';
import { useUiPaths } from '../../primitives/UiProvider';

export interface BillingBannerProps {
  /** The active team, named so a person with several teams knows which one has no plan. */
  teamName?: string | undefined;
}

/** 'No Active Billing Plan' with 'Subscribe to Plan' (publishing §1), shown while the active team has no active subscription. */
export function BillingBanner({ teamName }: BillingBannerProps) {
  const paths = useUiPaths();
  return (
    <Banner
      tone="warning"
      title="No Active Billing Plan"
      action={
        <Link href={paths.controlTower.plan} className={button({ variant: 'primary', size: 'small' })}>
          Subscribe to Plan
        </Link>
      }
    >
      {teamName
        ? `${teamName} needs a plan to publish and schedule posts.`
        : 'Your team needs a plan to publish and schedule posts.'}
    </Banner>
  );
}
