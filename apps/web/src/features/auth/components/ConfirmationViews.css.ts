import { vars } from '@certidao/ui';
import { style } from '@vanilla-extract/css';

/** The message's action area sizes to its content: give the resend form a comfortable width of its own. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  width: 'min(24rem, calc(100vw - 3rem))',
});
