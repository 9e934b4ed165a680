import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { forcedColors } from './forcedColors';
import { darkTokens, lightTokens } from './tokens';
import './reset.css';

/**
 * The light theme: a class that binds every `vars.*` custom property to its light value. On its own (a
 * wrapper in docs, a test) it always paints light.
 */
export const lightTheme = createTheme(vars, lightTokens, 'lightTheme');

/** The dark theme, bound the same way: always dark wherever the class is. */
export const darkTheme = createTheme(vars, darkTokens, 'darkTheme');

/**
 * The class `<html>` gets (see `applyTheme`): light tokens by default, dark ones when the system prefers dark
 * (`prefers-color-scheme`) unless the user chose light, and dark ones when the user chose dark. The user's
 * choice is the `data-theme` attribute of `<html>` (`light` | `dark`), set before the first paint by the inline
 * script of apps/web's index.html and by `setThemeChoice`. Putting it on `<html>` rather than a wrapper lets
 * React Aria portals (popovers, modals, toasts) inherit the tokens.
 */
export const themeClass = createTheme(vars, lightTokens, 'theme');

const dark = { vars: assignVars(vars, darkTokens), colorScheme: 'dark' } as const;

globalStyle(`${lightTheme}`, { colorScheme: 'light' });
globalStyle(`${darkTheme}`, { colorScheme: 'dark' });
globalStyle(`${themeClass}`, { colorScheme: 'light' });
globalStyle(`${themeClass}:not([data-theme="light"])`, {
  '@media': { '(prefers-color-scheme: dark)': dark },
});
globalStyle(`${themeClass}[data-theme="dark"]`, dark);

// Forced colours: every keyboard focus indicator is an outline in the system's Highlight, also on components
// that opted out of the forcing (`forced-color-adjust: none`) and would otherwise keep the token colour.
forcedColors('[data-focus-visible], :focus-visible', { outlineColor: 'Highlight !important' });
