export { enhanceThemeToggle } from './enhanceThemeToggle';
export type { ThemeToggleProps } from './ThemeToggle';
export { ThemeToggle } from './ThemeToggle';
