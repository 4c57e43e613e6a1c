export { PlanSummary, type PlanSummaryProps, type PlanSummaryState } from './PlanSummary';
export { allowanceLeftText, withPlanWord, type PlanAllowance } from './plan-lines';
