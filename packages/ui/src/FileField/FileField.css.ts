import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The button, the file's name and 'Remover' in a dashed box, wrapping on a narrow screen. */
export const box = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const invalid = style({ borderColor: vars.color.danger, borderStyle: 'solid' });

/** The chosen file's name (or 'Nenhum arquivo escolhido'): long names break rather than widen the box. */
export const status = style({
  flex: '1 1 12rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const chosen = style({ color: vars.color.text, fontWeight: vars.font.weight.medium });
