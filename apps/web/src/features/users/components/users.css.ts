import { formLayout, media, vars } from '@certidao/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The back office's form layout (packages/ui). */
export const { form, fieldRow } = formLayout;
export const formActions = formLayout.actions;

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 2fr) repeat(2, minmax(0, 1fr))',
  alignItems: 'end',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const searchField = style({ minWidth: 0 });

export const nowrap = style({ whiteSpace: 'nowrap' });

/**
 * An e-mail cell breaks anywhere (at least 11rem wide), so a long address neither widens the table past a
 * 1280 px screen nor shrinks to a sliver on a phone.
 */
export const emailCell = style({ overflowWrap: 'anywhere', minWidth: '11rem' });

export const rowActions = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const facts = style({ display: 'grid', gap: vars.space.md, margin: 0 });

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

globalStyle(`${fact} dt`, { fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const factValue = style({
  margin: 0,
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  alignItems: 'center',
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.color.textMuted });
