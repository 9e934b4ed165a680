import { globalLayer, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * A small modern reset in its own cascade layer. Layered rules lose to every unlayered rule, so
 * component styles (and the app's own styles) always win over the reset without specificity games.
 */
export const resetLayer = globalLayer('reset');

const inReset = (selector: string, rule: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector, { '@layer': { [resetLayer]: rule } });

inReset('*, *::before, *::after', { boxSizing: 'border-box' });

inReset('*', { margin: 0 });

inReset('html', {
  colorScheme: 'light',
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  tabSize: 4,
});

inReset('body', {
  minHeight: '100dvh',
  backgroundColor: vars.color.bg,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});

inReset('img, picture, video, canvas, svg', { display: 'block', maxWidth: '100%' });

inReset('input, button, textarea, select', { font: 'inherit', color: 'inherit' });

inReset('button', { background: 'none', border: 'none', padding: 0, cursor: 'pointer' });

inReset('a', { color: 'inherit' });

inReset('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });

inReset('h1, h2, h3, h4, h5, h6', {
  fontFamily: vars.font.family.heading,
  lineHeight: vars.font.lineHeight.tight,
  textWrap: 'balance',
});

inReset('ul[role="list"], ol[role="list"]', { listStyle: 'none', padding: 0 });

inReset('code, kbd, samp, pre', { fontFamily: vars.font.family.mono });

inReset('::selection', { backgroundColor: vars.color.primarySubtleHover, color: vars.color.text });

inReset(':focus:not(:focus-visible)', { outline: 'none' });
