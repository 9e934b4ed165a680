export { applyTheme } from './applyTheme';
export { vars } from './contract.css';
export { breakpoints, media } from './media';
export { lightTheme } from './theme.css';
export type { PlanKey, StatusTone, ThemeTokens, UsageColor } from './tokens';
export { lightTokens } from './tokens';
export { focusRing, formLayout, visuallyHidden } from './utilities.css';
