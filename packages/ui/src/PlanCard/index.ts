export type { PlanCardPlan, PlanCardProps } from './PlanCard';
export { PlanCard } from './PlanCard';
export type { PlanColorKey } from './planColor';
export { planColorKey } from './planColor';
