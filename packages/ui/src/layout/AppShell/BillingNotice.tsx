import { Link } from 'react-aria-components';
import { button } from '../../primitives/Button/Button.css';
import { useUiPaths } from '../../primitives/UiProvider';
import { ActionText, HeaderNotice, noticeActionClass } from './HeaderNotice';

export interface BillingNoticeProps {
  /** The active team, named so a person with several teams knows which one has no plan. */
  teamName?: string | undefined;
}

/**
 * 'No Active Billing Plan' with 'Subscribe to Plan' (publishing §1), in the header while the active
 * team has no active subscription. Narrow headers shorten it to 'No plan'; its name stays the spec's.
 */
export function BillingNotice({ teamName }: BillingNoticeProps) {
  const paths = useUiPaths();
  return (
    <HeaderNotice
      headline="No Active Billing Plan"
      shortHeadline="No plan"
      isShortFirst
      description={`${teamName ?? 'Your team'} needs a plan to publish and schedule posts.`}
      action={
        <Link
          href={paths.controlTower.plan}
          className={[button({ variant: 'primary', size: 'small' }), noticeActionClass].join(' ')}
        >
          <ActionText long="Subscribe to Plan" short="Subscribe" />
        </Link>
      }
    />
  );
}
