import { vars } from '@certidao/ui';
import { style } from '@vanilla-extract/css';

export const screen = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '50vh',
  padding: vars.space['3xl'],
});
