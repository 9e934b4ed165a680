export type { ThemeToggleProps } from './ThemeToggle';
export { ThemeToggle } from './ThemeToggle';
