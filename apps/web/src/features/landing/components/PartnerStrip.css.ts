import { media, vars } from '@certidao/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const strip = style({
  paddingBlock: 'clamp(2.5rem, 5vw, 3.5rem)',
  borderBlock: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const title = style({
  margin: 0,
  marginBlockEnd: vars.space['2xl'],
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.06em',
  textAlign: 'center',
  textTransform: 'uppercase',
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'flex-start',
  gap: `${vars.space.xl} clamp(1.5rem, 3.5vw, 3rem)`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.mobile]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: vars.space.lg,
    },
  },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  textAlign: 'center',
});

const markBase = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '2rem',
  color: vars.color.textMuted,
  fontSize: vars.font.size['2xl'],
  lineHeight: 1.1,
  whiteSpace: 'nowrap',
  '@media': { [media.mobile]: { fontSize: vars.font.size.xl, whiteSpace: 'normal' } },
});

/** Three typographic treatments, so the strip reads like a row of logos. */
export const mark = styleVariants({
  serif: [
    markBase,
    {
      fontFamily: 'Georgia, "Times New Roman", "Liberation Serif", serif',
      fontWeight: vars.font.weight.bold,
      letterSpacing: '0.04em',
    },
  ],
  sans: [markBase, { fontWeight: 800, letterSpacing: '-0.02em' }],
  wide: [
    markBase,
    {
      fontSize: vars.font.size.xl,
      fontWeight: vars.font.weight.bold,
      fontVariant: 'small-caps',
      letterSpacing: '0.03em',
      '@media': { [media.mobile]: { fontSize: vars.font.size.md } },
    },
  ],
});

export const name = style({
  maxWidth: '12rem',
  color: vars.color.textSubtle,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.snug,
});
