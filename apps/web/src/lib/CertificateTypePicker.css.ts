import { vars } from '@certidao/ui';
import { style } from '@vanilla-extract/css';

export const picker = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

/** The search box and the UF side by side, the UF narrow; one above the other on a phone. */
export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr) minmax(8rem, 12rem)',
  '@media': { 'screen and (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** 160 types: the groups scroll inside the form instead of making it endless. */
export const groups = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxHeight: '28rem',
  overflowY: 'auto',
  minWidth: 0,
  paddingInlineEnd: vars.space.xs,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const summary = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });
