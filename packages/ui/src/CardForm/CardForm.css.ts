import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The form adapts to its own width (beside an order summary or alone on a page), not the viewport's. */
const form = createContainer('card-form');
const narrow = `${form} (max-width: 40rem)`;
const phone = `${form} (max-width: 26rem)`;

export const root = style({
  containerName: form,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

/** Preview beside the card fields when there is room, above them otherwise. */
export const cardLayout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 18rem) minmax(0, 1fr)',
  alignItems: 'start',
  '@container': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const preview = style({ width: '100%', maxWidth: '20rem', justifySelf: 'center' });

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

/** Expiry and CVC: side by side even on phones (both are short). */
export const pairRow = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  alignItems: 'start',
});

/** Two fields side by side, stacked when narrow. */
export const fieldRow = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  alignItems: 'start',
  '@container': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** CEP, number and complement; the complement takes its own line on phones. */
export const addressRow = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 2fr)',
  alignItems: 'start',
  '@container': { [phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fullRow = style({ '@container': { [phone]: { gridColumn: '1 / -1' } } });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.sm,
  '@container': { [phone]: { alignItems: 'stretch' } },
});

export const note = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted });
