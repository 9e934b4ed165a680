import { focusRing, media, vars } from '@certidao/ui';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { HEADER_HEIGHT } from './layout.css.ts';

const inverseLine = `color-mix(in srgb, ${vars.color.textInverse} 40%, transparent)`;
const inverseTint = `color-mix(in srgb, ${vars.color.textInverse} 12%, transparent)`;

/** Over the hero: transparent with light text. Scrolled (or with the menu open): white, dark text, shadow. */
export const header = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: vars.zIndex.sticky,
  borderBlockEnd: '1px solid transparent',
  backgroundColor: 'transparent',
  color: vars.color.textInverse,
  transitionProperty: 'background-color, border-color, box-shadow, color',
  transitionDuration: vars.motion.durationNormal,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-solid]': {
      backgroundColor: `color-mix(in srgb, ${vars.color.surface} 94%, transparent)`,
      borderBlockEndColor: vars.color.border,
      boxShadow: vars.shadow.md,
      color: vars.color.text,
      backdropFilter: 'saturate(180%) blur(12px)',
      WebkitBackdropFilter: 'saturate(180%) blur(12px)',
    },
  },
  '@media': { [media.reducedMotion]: { transitionDuration: '0s' } },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xl,
  height: HEADER_HEIGHT,
  '@media': { [media.mobile]: { gap: vars.space.sm } },
});

const focusable = {
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
} as const;

export const brand = style({
  ...focusable,
  display: 'inline-flex',
  alignItems: 'center',
  marginInlineEnd: 'auto',
  borderRadius: vars.radius.md,
  color: 'inherit',
  textDecoration: 'none',
});

export const desktopNav = style({
  '@media': { [media.mobile]: { display: 'none' } },
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  ...focusable,
  display: 'inline-flex',
  alignItems: 'center',
  height: vars.size.controlMd,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.textInverseMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  transitionProperty: 'color, background-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&:hover': { color: vars.color.textInverse, backgroundColor: inverseTint },
    [`${header}[data-solid] &`]: { color: vars.color.textMuted },
    [`${header}[data-solid] &:hover`]: {
      color: vars.color.primary,
      backgroundColor: vars.color.primarySubtle,
    },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const desktopOnly = style({
  '@media': { [media.mobile]: { display: 'none' } },
});

const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: vars.size.controlMd,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  borderWidth: 1,
  borderStyle: 'solid',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.02em',
  lineHeight: 1,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.durationFast,
} as const;

/** 'Ver oferta': gold over the hero, the primary blue on the white header. */
export const offer = style({
  ...focusable,
  ...pill,
  borderColor: vars.color.accent,
  backgroundColor: vars.color.accent,
  color: vars.color.surfaceInverse,
  selectors: {
    '&:focus-visible': focusRing,
    '&:hover': { backgroundColor: `color-mix(in srgb, ${vars.color.accent} 85%, ${vars.color.surface})` },
    [`${header}[data-solid] &`]: {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.primary,
      color: vars.color.primaryContrast,
    },
    [`${header}[data-solid] &:hover`]: {
      borderColor: vars.color.primaryHover,
      backgroundColor: vars.color.primaryHover,
    },
  },
});

/** 'Entrar' and 'Minha área'. `[href]` raises the specificity above the page's link styles. */
export const login = style({
  selectors: {
    '&[href]': {
      ...pill,
      borderColor: inverseLine,
      backgroundColor: 'transparent',
      color: vars.color.textInverse,
    },
    '&[href]:hover': { backgroundColor: inverseTint, textDecorationLine: 'none' },
    '&[href]:focus-visible': focusRing,
    [`${header}[data-solid] &[href]`]: {
      borderColor: vars.color.borderStrong,
      backgroundColor: vars.color.surface,
      color: vars.color.text,
    },
    [`${header}[data-solid] &[href]:hover`]: { backgroundColor: vars.color.surfaceSunken },
  },
  '@media': {
    [media.mobile]: {
      selectors: { '&[href]': { paddingInline: vars.space.md, height: vars.size.controlSm } },
    },
  },
});

/** A signed-in visitor's first name, beside 'Minha área'. */
export const userName = style({
  maxWidth: '10rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textInverseMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  selectors: { [`${header}[data-solid] &`]: { color: vars.color.textMuted } },
});

/** 'Sair': a quiet text button, like the section links. */
export const signOut = style([
  navLink,
  { border: 'none', background: 'none', cursor: 'pointer', fontFamily: 'inherit' },
]);

export const toggle = style({
  ...focusable,
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
  borderRadius: vars.radius.md,
  color: 'inherit',
  selectors: {
    '&:hover': { backgroundColor: inverseTint },
    [`${header}[data-solid] &:hover`]: { backgroundColor: vars.color.surfaceSunken },
  },
  '@media': { [media.mobile]: { display: 'inline-flex' } },
});

export const toggleIcon = style({});
globalStyle(`${toggle} svg${toggleIcon}`, { width: '1.5rem', height: '1.5rem' });
/** The toggle holds both icons: the menu icon while closed, the cross while open. */
export const openIcon = style({});
export const closeIcon = style({});
globalStyle(`${toggle}[aria-expanded="true"] svg${openIcon}`, { display: 'none' });
globalStyle(`${toggle}:not([aria-expanded="true"]) svg${closeIcon}`, { display: 'none' });

const slideDown = keyframes({
  from: { opacity: 0, transform: 'translateY(-0.5rem)' },
  to: { opacity: 1, transform: 'none' },
});

/** The mobile menu, under the bar. Only below 768 px (the toggle does not exist above). */
export const mobilePanel = style({
  position: 'absolute',
  insetBlockStart: '100%',
  insetInline: 0,
  maxHeight: `calc(100dvh - ${HEADER_HEIGHT})`,
  overflowY: 'auto',
  paddingBlock: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  // The page under the open menu is dimmed (a spread shadow, clipped so it never covers the bar above).
  boxShadow: `${vars.shadow.xl}, 0 0 0 100vmax ${vars.color.overlay}`,
  clipPath: 'inset(0 0 -100vmax 0)',
  color: vars.color.text,
  animation: `${slideDown} ${vars.motion.durationNormal} ${vars.motion.easing}`,
  selectors: {
    '&[hidden]': { display: 'none' },
  },
  '@media': {
    [media.tablet]: { display: 'none' },
    [media.reducedMotion]: { animation: 'none' },
  },
});

export const mobileList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const mobileLink = style({
  ...focusable,
  display: 'flex',
  alignItems: 'center',
  minHeight: '3rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.primarySubtle, color: vars.color.primary },
  },
});

/** 'Ver oferta' at the bottom of the mobile menu: full width, easy to tap. */
export const mobileOffer = style({
  width: '100%',
  height: vars.size.controlLg,
  marginBlockStart: vars.space.md,
  fontSize: vars.font.size.md,
});

// Over the dark hero the focus ring is white: the blue ring would hardly stand out from the navy.
globalStyle(
  [
    `${header}:not([data-solid]) a:focus-visible`,
    `${header}:not([data-solid]) a[data-focus-visible]`,
    `${header}:not([data-solid]) button:focus-visible`,
  ].join(', '),
  { outlineColor: vars.color.textInverse },
);
