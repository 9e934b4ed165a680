export type { PlanCardPlan, PlanCardProps } from './PlanCard';
export { PlanCard } from './PlanCard';
export type { PlanCardElementOptions } from './planCardElement';
export { planCardElement } from './planCardElement';
export type { PlanColorKey } from './planColor';
export { planColorKey } from './planColor';
