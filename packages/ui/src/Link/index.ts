export type { LinkProps } from './Link';
export { Link } from './Link';
export type { LinkVariant } from './Link.css';
