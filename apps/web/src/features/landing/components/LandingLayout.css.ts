import { focusRing, vars } from '@certidao/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import { HEADER_HEIGHT } from './layout.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  backgroundColor: vars.color.bg,
  // Decorative glows may reach past the edges; they never scroll the page sideways.
  overflowX: 'clip',
});

// While the landing page is shown: in-page links glide (unless the visitor asked for less motion) and stop
// below the fixed header.
globalStyle(`html:has(${root})`, {
  scrollPaddingTop: `calc(${HEADER_HEIGHT} + ${vars.space.sm})`,
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});

/** Hidden until focused (the first Tab on the page), then shown over the header. */
export const skipLink = style({
  position: 'fixed',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  zIndex: vars.zIndex.tooltip,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.primary,
  fontWeight: vars.font.weight.semibold,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&:not(:focus)': {
      width: 1,
      height: 1,
      padding: 0,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
      boxShadow: 'none',
    },
    '&:focus': focusRing,
  },
});

export const main = style({
  flex: 1,
  outline: 'none',
});
