import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

/** Layouts of the form patterns ('Padrões/Formulário de nova solicitação', 'Padrões/Dados do cartão'). */

/** A form card of readable width. */
export const formCard = style({ maxWidth: '44rem' });

/** Two fields side by side, stacked on phones. */
export const fieldRow = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** Three fields in a row (CEP, number, complement), two on phones. */
export const cardRow = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)',
  '@media': { [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** Preview next to the card fields on wide screens, above them on phones. */
export const cardLayout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '20rem minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** A titled group of fields inside a form. */
export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.md,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

/** Buttons at the end of a form, right-aligned; full width on phones. */
export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  paddingBlockStart: vars.space.sm,
  '@media': { [media.mobile]: { flexDirection: 'column-reverse' } },
});
