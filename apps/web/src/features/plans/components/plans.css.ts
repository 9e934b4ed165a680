import { media, vars } from '@certidao/ui';
import { style } from '@vanilla-extract/css';

/** Sizes the grid by the space it gets (the sidebar may be open or collapsed), not by the window. */
export const gridContainer = style({ containerType: 'inline-size' });

/** Four columns when they fit, otherwise two (never 3 + 1), one on phones. */
export const grid = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  alignItems: 'stretch',
  '@container': {
    '(min-width: 64rem)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    '(max-width: 34rem)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg },
  },
});

/** The two calls to action of a plan, stacked. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** A notice above the plans (active or pending plan). */
export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.infoSubtle,
  color: vars.color.text,
  '@media': { [media.mobile]: { flexDirection: 'column', gap: vars.space.sm } },
});

export const noticeSuccess = style({ backgroundColor: vars.color.successSubtle });

export const noticeIcon = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  marginBlockStart: '0.125rem',
  color: vars.color.info,
});

export const noticeIconSuccess = style({ color: vars.color.success });

export const noticeBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
});

export const noticeTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const noticeText = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

export const noticeAction = style({ flexShrink: 0, alignSelf: 'center' });

/** What every plan includes, under the grid. */
export const footnote = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
