export type { IconProps } from './Icon';
export { Icon } from './Icon';
export * from './icons';
