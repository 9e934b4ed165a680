import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Fields stacked with the standard gap; the last child (actions) gets a little more room. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  selectors: { '& > :last-child:not(:first-child)': { marginBlockStart: vars.space.xs } },
});
