import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

/** Height of the top bar; the sidebar sits right below it. */
export const topBarHeight = '4rem';

export const topBar = style({
  gridArea: 'topbar',
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  height: topBarHeight,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  '@media': { [media.mobile]: { gap: vars.space.sm, paddingInline: vars.space.md } },
});

export const start = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  '@media': { [media.mobile]: { gap: vars.space.sm } },
});

export const brandLink = style({ flexShrink: 0 });

/** The logo while the screen's size is unknown (server-rendered HTML): `Logo`'s 'sm' size on a phone. */
export const brandBySize = style({ '@media': { [media.mobile]: { fontSize: vars.font.size.md } } });

export const divider = style({
  width: 1,
  height: vars.space.xl,
  backgroundColor: vars.color.border,
  '@media': { [media.mobile]: { display: 'none' } },
});

export const area = style({
  overflow: 'hidden',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  '@media': { [media.mobile]: { display: 'none' } },
});

export const middle = style({ flex: 1, minWidth: 0 });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
  flexShrink: 0,
});
