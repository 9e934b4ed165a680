export type { ExternalLinkProps } from './ExternalLink';
export { ExternalLink } from './ExternalLink';
export type { LinkProps, LinkVariant } from './Link';
export { Link } from './Link';
