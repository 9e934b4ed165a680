import { vars } from '@certidao/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
  alignItems: 'end',
});

export const filterActions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** Long names and e-mails wrap inside their cell (at least 11rem wide) instead of widening the table. */
export const wrap = style({ display: 'inline-block', minWidth: '11rem', overflowWrap: 'anywhere' });

export const count = style({ marginInlineStart: vars.space.sm, verticalAlign: 'middle' });

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const facts = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

globalStyle(`${fact} dt`, { fontSize: vars.font.size.sm, color: vars.color.textMuted });
globalStyle(`${fact} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const message = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
