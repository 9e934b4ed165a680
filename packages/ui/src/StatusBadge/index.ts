export type { StatusBadgeProps } from './StatusBadge';
export { StatusBadge } from './StatusBadge';
export type { StatusKind } from './statusView';
export { statusView } from './statusView';
