import { formLayout, media, vars } from '@certidao/ui';
import { style } from '@vanilla-extract/css';

/** The back office's form layout (packages/ui). */
export const { form, fieldRow } = formLayout;
export const actions = formLayout.actions;

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const statGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
});

export const period = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 14rem)) auto',
  alignItems: 'end',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 2fr) repeat(2, minmax(0, 1fr)) auto',
  alignItems: 'end',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const tabPanel = style({
  paddingBlockStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const strong = style({ fontWeight: vars.font.weight.semibold });
/**
 * Secondary text; in a table cell it is the e-mail, which breaks anywhere (at least 11rem wide) so a long
 * address neither widens the table past a 1280 px screen nor shrinks to a sliver on a phone.
 */
export const muted = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  selectors: {
    'td &': { display: 'inline-block', minWidth: '11rem', overflowWrap: 'anywhere' },
  },
});
export const nowrap = style({ whiteSpace: 'nowrap' });
