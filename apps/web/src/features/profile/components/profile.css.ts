import { media, vars } from '@certidao/ui';
import { style } from '@vanilla-extract/css';

/** The forms of the tabs: not wider than is comfortable to read. */
export const form = style({ maxWidth: '44rem' });

/** Two fields side by side; stacked on mobile. */
export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const formActions = style({ display: 'flex', justifyContent: 'flex-start', gap: vars.space.sm });

/** A field that needs less than a column (phone). */
export const narrowField = style({ maxWidth: '21.5rem' });
