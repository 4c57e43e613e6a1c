export { PlanCards, type PlanCardsProps } from './PlanCards';
export { defaultPlanCtaLabel, type PlanCardModel, type PlanChoice } from './plan-card-model';
export {
  annualSavingLabel,
  formatAmount,
  isLifetimeInterval,
  planPriceText,
  type BillingCycle,
  type PlanPriceText,
} from './plan-price';
