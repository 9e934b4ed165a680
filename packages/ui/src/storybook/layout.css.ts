import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Layout helpers for stories and docs only (not exported from the package). */
export const stack = {
  row: style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md }),
  column: style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.lg }),
  form: style({ width: '100%', maxWidth: '24rem' }),
};
