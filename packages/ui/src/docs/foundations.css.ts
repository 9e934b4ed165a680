import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

/** Styles of the Fundamentos pages (FoundationDocs.tsx). Not exported from the package. */
export const foundations = {
  pair: style({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
    gap: vars.space.md,
    marginBlock: vars.space.lg,
  }),
  /** One theme's half of a pair: the theme class sits on it, so it paints that theme's tokens. */
  themed: style({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.bg,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
  }),
  themeName: style({
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.textMuted,
  }),
  role: style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs }),
  roleMeta: style({
    fontFamily: vars.font.family.mono,
    fontSize: vars.font.size.xs,
    color: vars.color.textMuted,
  }),
  sample: style({ margin: 0 }),
  surface: style({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    fontSize: vars.font.size.sm,
  }),
  raised: style({ backgroundColor: vars.color.surfaceRaised }),
  muted: style({ color: vars.color.textMuted, fontSize: vars.font.size.xs }),
  stack: style({ display: 'flex', flexDirection: 'column' }),
  row: style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }),
  block: style({
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.primarySubtle,
    color: vars.color.text,
    fontSize: vars.font.size.sm,
  }),
  gap: styleVariants({
    xs: { gap: vars.space.xs },
    sm: { gap: vars.space.sm },
    md: { gap: vars.space.md },
    lg: { gap: vars.space.lg },
    xl: { gap: vars.space.xl },
    '2xl': { gap: vars.space['2xl'] },
  }),
  track: style({
    position: 'relative',
    height: '2.5rem',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surfaceSunken,
  }),
  /** The moving dot; `data-moved` puts it at the end of its track. */
  dot: style({
    position: 'absolute',
    insetBlock: vars.space.xs,
    insetInlineStart: vars.space.xs,
    aspectRatio: '1',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.primary,
    transitionProperty: 'transform',
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&[data-moved]': { transform: 'translateX(calc(min(24rem, 60vw)))' },
      // What a user who asked for less motion gets: the end state at once (the duration classes below do
      // the same under the system's `prefers-reduced-motion`).
      '[data-reduced] &': { transitionDuration: '0s' },
    },
  }),
  duration: styleVariants(
    {
      durationFast: vars.motion.durationFast,
      durationNormal: vars.motion.durationNormal,
      durationSlow: vars.motion.durationSlow,
    },
    (duration) => ({
      transitionDuration: duration,
      '@media': { [media.reducedMotion]: { transitionDuration: '0s' } },
    }),
  ),
};
