import { Check, X } from 'lucide-react';
import { Link } from 'react-aria-components';
import { Badge } from '../../../primitives/Badge';
import { Button } from '../../../primitives/Button';
import { button } from '../../../primitives/Button/Button.css';
import type { PlanCardModel, PlanChoice } from './plan-card-model';
import { planFeatures } from './plan-features';
import { planPriceText, type BillingCycle } from './plan-price';
import * as styles from './PlanCards.css';

export interface PlanCardProps extends PlanChoice {
  plan: PlanCardModel;
  cycle: BillingCycle;
  ctaLabel: string;
  headingLevel: 2 | 3;
  /** This card's choice is being processed. */
  isPending?: boolean;
  /** Another card's choice is being processed. */
  isDisabled?: boolean;
  pendingLabel?: string;
}

export function PlanCard({
  plan,
  cycle,
  ctaLabel,
  headingLevel,
  isPending,
  isDisabled,
  pendingLabel,
  onChoosePlan,
  planHref,
}: PlanCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const price = planPriceText(plan, cycle);
  const variant = plan.isPopular && !plan.isCurrent ? 'primary' : 'secondary';
  const headingId = `plan-${plan.id}-name`;

  return (
    <li className={styles.card({ highlight: plan.isCurrent ? 'current' : plan.isPopular ? 'popular' : 'none' })}>
      <article aria-labelledby={headingId} className={styles.cardBody}>
        <div className={styles.cardHead}>
          <Heading id={headingId} className={styles.planName}>
            {plan.name}
          </Heading>
          {plan.isCurrent ? (
            <Badge tone="success">Current Plan</Badge>
          ) : (
            plan.isPopular && <Badge tone="accent">Most Popular</Badge>
          )}
        </div>
        {plan.description && <p className={styles.description}>{plan.description}</p>}
        <p className={styles.price}>
          <span className={styles.amount}>{price.amount}</span>
          <span className={styles.period}>{price.period}</span>
        </p>
        <p className={styles.note}>{price.note}</p>
        <ul className={styles.features} aria-label={`${plan.name} features`}>
          {planFeatures(plan).map(({ text, included }) => (
            <li key={text} className={styles.feature({ included })}>
              {included ? (
                <Check className={styles.check} size={16} aria-hidden="true" />
              ) : (
                <X className={styles.cross} size={16} aria-hidden="true" />
              )}
              <span>
                {!included && <span className={styles.visuallyHidden}>Not included: </span>}
                {text}
              </span>
            </li>
          ))}
        </ul>
        <div className={styles.cta}>
          {planHref && !plan.isCurrent ? (
            <Link href={planHref(plan.id, cycle)} className={button({ variant, fullWidth: true })}>
              {ctaLabel}
            </Link>
          ) : (
            <Button
              variant={variant}
              fullWidth
              isDisabled={plan.isCurrent || isDisabled}
              isPending={isPending}
              pendingLabel={pendingLabel}
              onPress={() => onChoosePlan?.(plan.id, cycle)}
            >
              {ctaLabel}
            </Button>
          )}
        </div>
      </article>
    </li>
  );
}
