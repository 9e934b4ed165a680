import { style } from '@vanilla-extract/css';
import { field } from '../Field/fieldStyles.css';
import { vars } from '../theme/contract.css';

export const checkboxGroup = style([field]);

/** The options, stacked (vertical) or side by side, wrapping (horizontal). */
export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
});

export const horizontal = style({
  flexDirection: 'row',
  flexWrap: 'wrap',
  columnGap: vars.space.xl,
});
