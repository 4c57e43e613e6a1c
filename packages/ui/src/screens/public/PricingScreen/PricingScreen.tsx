import { publicColumn } from '../../../layout/public-column.css';
import { PlanCards, type PlanCardsProps } from '../../billing-shared/PlanCards';
import * as styles from './PricingScreen.css';

export type PricingScreenProps = Omit<PlanCardsProps, 'headingLevel'>;

/**
 * The public pricing page's content (it sits in PublicLayout): a heading and the plan cards with
 * their monthly/annual switch and every loading state.
 */
export function PricingScreen(props: PricingScreenProps) {
  return (
    <div className={[publicColumn, styles.page].join(' ')}>
      <header className={styles.intro}>
        <h1 className={styles.title}>Plans for every team</h1>
        <p className={styles.line}>
          Start free with one page. Upgrade when your team grows, and save with annual billing.
        </p>
      </header>
      <PlanCards {...props} headingLevel={2} />
    </div>
  );
}
