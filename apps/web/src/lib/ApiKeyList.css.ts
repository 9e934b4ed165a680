import { vars } from '@certidao/ui';
import { style } from '@vanilla-extract/css';

/** A key's prefix: monospace, never broken. */
export const code = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  whiteSpace: 'nowrap',
});

/** The scopes of a key, one under the other (each label is a short phrase). */
export const scopes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: '10rem',
});

/** A value with a detail under it (the name and its prefix, the last use and its IP). */
export const twoLines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/** An IPv6 address may break anywhere rather than widen the column. */
export const ip = style({ overflowWrap: 'anywhere' });
