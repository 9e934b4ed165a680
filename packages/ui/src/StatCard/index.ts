export type { StatCardProps, StatChange, StatChangeDirection } from './StatCard';
export { StatCard } from './StatCard';
