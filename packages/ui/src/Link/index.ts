export type { LinkProps, LinkVariant } from './Link';
export { Link } from './Link';
