export type { BadgeProps, BadgeTone } from './Badge';
export { Badge } from './Badge';
