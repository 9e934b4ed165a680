import { media, vars } from '@certidao/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: vars.space.md,
  alignItems: 'start',
  padding: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
  '@media': { [media.mobile]: { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
});

export const unread = style({ background: vars.color.primarySubtle });

export const icon = styleVariants({
  erro: { color: vars.color.danger },
  pendencia: { color: vars.color.warning },
  vencimento: { color: vars.color.info },
  sucesso: { color: vars.color.success },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  flexWrap: 'wrap',
});

export const message = style({ margin: 0, overflowWrap: 'anywhere' });

export const time = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const actions = style({
  display: 'flex',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  '@media': { [media.mobile]: { gridColumn: '1 / -1', justifyContent: 'flex-start' } },
});

export const bell = style({ position: 'relative', display: 'inline-flex' });

// Absolute, so the Badge's `maxWidth: 100%` would be the icon's width and a second digit was cut: the count
// sizes to its text ('88', '99+') and stays at least round for one digit.
export const bellCount = style({
  position: 'absolute',
  insetBlockStart: '-0.35rem',
  insetInlineEnd: '-0.5rem',
  maxWidth: 'none',
  minWidth: '1.25rem',
  justifyContent: 'center',
  fontVariantNumeric: 'tabular-nums',
  pointerEvents: 'none',
});
