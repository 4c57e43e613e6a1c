export { PurchasePlanScreen, type PlanOutcome, type PurchasePlanScreenProps } from './PurchasePlanScreen';
export { isFreePlan, planMessages } from './rules';
export type { BillingCycle, PlanCardModel } from '../../billing-shared/PlanCards';
export type { BillingActionResult, SubscriptionState, TeamSubscription } from '../../billing-shared/team-subscription';
