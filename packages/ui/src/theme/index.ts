export { applyTheme } from './applyTheme';
export type { ColorScheme } from './colorScheme';
export {
  currentColorScheme,
  setColorScheme,
  storedColorScheme,
  subscribeColorScheme,
  THEME_STORAGE_KEY,
} from './colorScheme';
export { vars } from './contract.css';
export { breakpoints, media } from './media';
export { darkTheme, lightTheme, themeClass } from './theme.css';
export type { PlanKey, StatusTone, ThemeTokens, UsageColor } from './tokens';
export { darkTokens, lightTokens } from './tokens';
export { focusRing, formLayout, visuallyHidden } from './utilities.css';
