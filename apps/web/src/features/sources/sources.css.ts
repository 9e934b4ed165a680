import { media, vars } from '@certidao/ui';
import { style } from '@vanilla-extract/css';

/** A plain list of sources, in columns on wide screens. */
export const sourceList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const sourceItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

/** The state beside a source's name. */
export const stateRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

/** The filters above the staff table. */
export const toolbar = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-end',
  flexWrap: 'wrap',
});
