import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Fields and actions stacked with the standard form gap. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
