export type { IconProps } from './createIcon';
export { createIcon } from './createIcon';
export * from './icons';
