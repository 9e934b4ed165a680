import { formLayout, media, vars } from '@certidao/ui';
import { style } from '@vanilla-extract/css';

/** The back office's form layout (packages/ui). */
export const { form, fieldRow } = formLayout;

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
