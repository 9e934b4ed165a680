import { media, vars } from '@certidao/ui';
import { style } from '@vanilla-extract/css';

export const publicPage = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  backgroundColor: vars.color.bg,
});

export const publicMain = style({
  flex: 1,
  width: '100%',
  maxWidth: '72rem',
  marginInline: 'auto',
  paddingBlock: vars.space['2xl'],
  paddingInline: vars.space.lg,
});

export const sessionActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The signed-in visitor's first name; on a phone the buttons say enough. */
export const userName = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  maxWidth: '12rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [media.mobile]: { display: 'none' } },
});
