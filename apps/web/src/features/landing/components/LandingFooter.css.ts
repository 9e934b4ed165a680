import { media, vars } from '@certidao/ui';
import { globalStyle, style } from '@vanilla-extract/css';

const line = `1px solid color-mix(in srgb, ${vars.color.textInverse} 14%, transparent)`;

export const footer = style({
  paddingBlockStart: 'clamp(3rem, 6vw, 4.5rem)',
  paddingBlockEnd: vars.space['2xl'],
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverseMuted,
  // Room for the floating chat button over the last line.
  '@media': { [media.mobile]: { paddingBlockEnd: '6rem' } },
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.6fr) repeat(3, minmax(0, 1fr))',
  gap: 'clamp(2rem, 4vw, 3rem)',
  paddingBlockEnd: 'clamp(2rem, 4vw, 3rem)',
  borderBlockEnd: line,
  '@media': {
    'screen and (max-width: 959.98px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'screen and (max-width: 479.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  '@media': { 'screen and (max-width: 959.98px)': { gridColumn: '1 / -1' } },
});

export const tagline = style({
  maxWidth: '22rem',
  margin: 0,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const trust = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  border: line,
  borderRadius: vars.radius.full,
  color: vars.color.textInverse,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});
globalStyle(`${trust} svg`, {
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
  color: vars.color.primaryOnInverse,
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const columnTitle = style({
  margin: 0,
  color: vars.color.textInverse,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const linkBase = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2rem',
  borderRadius: vars.radius.sm,
  color: vars.color.textInverseMuted,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.textInverse, textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    '&:focus-visible': { outline: `2px solid ${vars.color.textInverse}`, outlineOffset: '2px' },
  },
} as const;

export const link = style(linkBase);

export const contact = style({
  ...linkBase,
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
});
globalStyle(`${contact} svg`, { width: '1.1rem', height: '1.1rem', flexShrink: 0 });

export const hours = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const legal = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xl,
  paddingBlock: vars.space.xl,
  borderBlockEnd: line,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const legalText = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.relaxed,
  scrollMarginTop: '6rem',
});
globalStyle(`${legalText} strong`, { color: vars.color.textInverse });

/** The copyright line and the dark theme toggle, side by side (stacked on narrow screens). */
export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlockStart: vars.space.xl,
});

export const copyright = style({
  margin: 0,
  fontSize: vars.font.size.xs,
});
