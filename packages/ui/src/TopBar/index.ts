export type { TopBarProps } from './TopBar';
export { TopBar } from './TopBar';
