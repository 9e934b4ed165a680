import { vars } from '@certidao/ui';
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
