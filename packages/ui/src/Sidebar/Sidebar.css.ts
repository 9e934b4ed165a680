import { globalStyle, style } from '@vanilla-extract/css';
import { topBarHeight } from '../TopBar/TopBar.css';
import { vars } from '../theme/contract.css';
import { forcedColors } from '../theme/forcedColors';
import { media } from '../theme/media';
import { focusRing } from '../theme/utilities.css';

/** The product's fixed widths: 16rem, 18rem on mobile, 3rem collapsed. */
export const sidebarWidth = '16rem';
export const sidebarWidthMobile = '18rem';
export const sidebarWidthCollapsed = '3rem';
const iconSize = '1.25rem';
/** Centres the icon in the collapsed rail: (rail − list padding − icon) / 2. */
const itemPaddingInline = `calc((${sidebarWidthCollapsed} - 2 * ${vars.space.xs} - ${iconSize}) / 2)`;

/** Subtle white tints of the dark surface, derived from the tokens. */
const tint = (percent: number) => `color-mix(in srgb, ${vars.color.textInverse} ${percent}%, transparent)`;

/** The shell grid: top bar across, sidebar and page below. */
export const provider = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr',
  gridTemplateAreas: '"topbar topbar" "sidebar main"',
  minHeight: '100dvh',
  backgroundColor: vars.color.bg,
  '@media': {
    [media.mobile]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"topbar" "main"',
    },
  },
});

const surface = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
} as const;

/** Desktop: a sticky column below the top bar. */
export const sidebar = style({
  ...surface,
  gridArea: 'sidebar',
  position: 'sticky',
  top: topBarHeight,
  alignSelf: 'start',
  width: sidebarWidth,
  height: `calc(100dvh - ${topBarHeight})`,
  paddingBlock: vars.space.lg,
  overflowX: 'hidden',
  overflowY: 'auto',
  scrollbarWidth: 'thin',
  transitionProperty: 'width',
  transitionDuration: vars.motion.durationNormal,
  transitionTimingFunction: vars.motion.easing,
  selectors: { '&[data-state=collapsed]': { width: sidebarWidthCollapsed } },
  '@media': {
    [media.mobile]: { display: 'none' },
    [media.reducedMotion]: { transitionDuration: '0s' },
  },
});

/** Mobile: the drawer box (a `Modal` placed at the start). */
export const drawer = style({
  width: sidebarWidthMobile,
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  border: 'none',
});

export const drawerDialog = style({ padding: 0, gap: 0, height: '100%' });

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  height: topBarHeight,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${tint(12)}`,
});

export const drawerClose = style({
  color: vars.color.textInverse,
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: tint(12) },
    '&[data-focus-visible]': { outlineColor: vars.color.primaryOnInverse },
  },
});

export const drawerNav = style({ ...surface, paddingBlock: vars.space.lg });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  selectors: {
    // In the icon rail a line separates the groups instead of their headings.
    [`${sidebar}[data-state=collapsed] &:not(:first-child)`]: {
      paddingBlockStart: vars.space.md,
      borderBlockStart: `1px solid ${tint(16)}`,
    },
  },
});

export const groupTitle = style({
  paddingInline: `calc(${vars.space.xs} + ${itemPaddingInline})`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.normal,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textInverseMuted,
  whiteSpace: 'nowrap',
  selectors: {
    // Hidden in the icon rail, still naming its list for screen readers.
    [`${sidebar}[data-state=collapsed] &`]: {
      position: 'absolute',
      width: 1,
      height: 1,
      padding: 0,
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
    },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  paddingInline: vars.space.xs,
  listStyle: 'none',
});

export const listItem = style({ display: 'flex' });

export const item = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  height: vars.size.controlMd,
  paddingInline: itemPaddingInline,
  borderRadius: vars.radius.md,
  color: vars.color.textInverseMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transitionProperty: 'background-color, color',
  selectors: {
    '&[data-hovered]': {
      backgroundColor: tint(10),
      color: vars.color.textInverse,
      textDecorationLine: 'none',
    },
    '&[data-pressed]': { backgroundColor: tint(16) },
    '&[aria-current=page]': {
      backgroundColor: vars.color.primary,
      color: vars.color.primaryContrast,
      fontWeight: vars.font.weight.semibold,
    },
    '&[data-focus-visible]': {
      ...focusRing,
      outlineColor: vars.color.primaryOnInverse,
      outlineOffset: '-2px',
    },
  },
});

export const itemIcon = style({ display: 'inline-flex', flexShrink: 0 });

globalStyle(`${itemIcon} svg`, { width: iconSize, height: iconSize });

export const itemLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

/** Collapsed: the label leaves the layout but stays the link's accessible name. */
export const itemLabelCollapsed = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
});

export const footer = style({
  marginBlockStart: 'auto',
  paddingInline: vars.space.lg,
  fontSize: vars.font.size.xs,
  color: vars.color.textInverseMuted,
});

export const trigger = style({ color: vars.color.textMuted });
/** While the screen's size is unknown (a server-rendered page before hydration), the trigger's two icons. */
export const mobileOnly = style({ '@media': { [media.tablet]: { display: 'none' } } });
export const desktopOnly = style({ '@media': { [media.mobile]: { display: 'none' } } });

export const inset = style({
  gridArea: 'main',
  minWidth: 0,
  padding: vars.space['2xl'],
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});

// Forced colours: the current page's item in the selection colours (its fill is dropped).
forcedColors(`${item}[aria-current=page]`, {
  forcedColorAdjust: 'none',
  backgroundColor: 'Highlight',
  color: 'HighlightText',
});
