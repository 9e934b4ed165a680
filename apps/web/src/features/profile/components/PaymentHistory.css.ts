import { media, vars } from '@certidao/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(12rem, 1fr) 2fr',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } },
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md } },
});

export const main = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minWidth: 0,
});

export const plan = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  fontSize: vars.font.size.sm,
  '@media': { [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.font.weight.medium, color: vars.color.text });

export const more = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const loading = style({ display: 'flex', justifyContent: 'center', padding: vars.space['2xl'] });
