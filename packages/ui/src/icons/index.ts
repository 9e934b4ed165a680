export type { IconProps } from './Icon';
export { Icon } from './Icon';
export { iconElement } from './iconElement';
export * from './icons';
export type { IconShapeName } from './shapes';
