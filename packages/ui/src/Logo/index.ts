export type { LogoProps } from './Logo';
export { Logo } from './Logo';
