export type { LogoProps } from './Logo';
export { Logo } from './Logo';
export { setLogoTone } from './setLogoTone';
