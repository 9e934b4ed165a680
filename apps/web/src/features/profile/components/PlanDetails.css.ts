import { media, vars } from '@certidao/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  '@media': { [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  fontSize: vars.font.size.sm,
});
globalStyle(`${fact} dt`, { color: vars.color.textMuted });
globalStyle(`${fact} dd`, { margin: 0, fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const dialogText = style({ margin: 0 });
globalStyle(`${dialogText} + ${dialogText}`, { marginBlockStart: vars.space.sm });

export const withBadge = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});
