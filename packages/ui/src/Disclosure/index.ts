export type { DisclosureProps } from './Disclosure';
export { Disclosure } from './Disclosure';
