import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightTokens } from './tokens';
import './reset.css';

/**
 * The light theme: a class that binds every `vars.*` custom property to its value.
 * Put it on `<html>` (see `applyTheme`) so that portals (popovers, dialogs, toasts) inherit it.
 */
export const lightTheme = createTheme(vars, lightTokens, 'lightTheme');
