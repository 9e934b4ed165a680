import { media, vars } from '@certidao/ui';
import { globalStyle, style } from '@vanilla-extract/css';

const mix = (color: string, percent: number, other = 'transparent') =>
  `color-mix(in srgb, ${color} ${percent}%, ${other})`;

export const band = style({
  paddingBlock: 'clamp(3.5rem, 8vw, 6rem)',
  backgroundColor: vars.color.bg,
});

export const panel = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  paddingBlock: 'clamp(2.5rem, 6vw, 4.5rem)',
  paddingInline: 'clamp(1.25rem, 5vw, 4rem)',
  borderRadius: '1.5rem',
  backgroundColor: vars.color.surfaceInverse,
  backgroundImage: [
    `radial-gradient(40rem 20rem at 100% 0%, ${mix(vars.color.primary, 80)}, transparent 70%)`,
    `radial-gradient(30rem 18rem at 0% 100%, ${mix(vars.color.primaryOnInverse, 18)}, transparent 70%)`,
  ].join(', '),
  color: vars.color.textInverse,
  textAlign: 'center',
  boxShadow: vars.shadow.xl,
});

export const title = style({
  maxWidth: '40rem',
  margin: 0,
  color: vars.color.textInverse,
  fontSize: 'clamp(1.75rem, 1.2rem + 2.4vw, 2.75rem)',
  fontWeight: 800,
  lineHeight: 1.12,
  letterSpacing: '-0.02em',
});

export const text = style({
  maxWidth: '36rem',
  margin: 0,
  color: vars.color.textInverseMuted,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.relaxed,
  '@media': { [media.mobile]: { fontSize: vars.font.size.md } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
  marginBlockStart: vars.space.sm,
  '@media': { [media.mobile]: { flexDirection: 'column', width: '100%' } },
});

const inverseFocus = { outline: `2px solid ${vars.color.textInverse}`, outlineOffset: '3px' } as const;

const cta = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  height: '3.25rem',
  paddingInline: vars.space.xl,
  borderRadius: vars.radius.lg,
  borderWidth: 1,
  borderStyle: 'solid',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.02em',
  lineHeight: 1,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.durationFast,
} as const;

/** 'Começar agora': a plain link (the landing page loads no react-aria, for its JavaScript budget). */
export const start = style({
  ...cta,
  borderColor: vars.color.accent,
  backgroundColor: vars.color.accent,
  color: vars.color.surfaceInverse,
  selectors: {
    '&:hover': {
      backgroundColor: mix(vars.color.accent, 85, vars.color.surface),
      textDecorationLine: 'none',
    },
    '&:focus-visible': inverseFocus,
  },
});

export const specialist = style({
  ...cta,
  borderColor: mix(vars.color.textInverse, 40),
  backgroundColor: mix(vars.color.textInverse, 6),
  color: vars.color.textInverse,
  selectors: {
    '&:hover': { backgroundColor: mix(vars.color.textInverse, 14) },
    '&:focus-visible': inverseFocus,
  },
});
globalStyle(`${specialist} svg`, { width: '1.25rem', height: '1.25rem' });

export const fineprint = style({
  margin: 0,
  color: vars.color.textInverseMuted,
  fontSize: vars.font.size.sm,
});
