import { formLayout, media, vars } from '@certidao/ui';
import { style } from '@vanilla-extract/css';

/** The back office's form layout (packages/ui). */
export const { form, fieldRow } = formLayout;
export const formActions = formLayout.actions;

export const panel = style({ paddingBlockStart: vars.space.lg });

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const meta = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const definitions = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const term = style({ fontWeight: 600 });

export const definition = style({ margin: 0, color: vars.color.textMuted });

export const cardList = style([grid, { listStyle: 'none', padding: 0, margin: 0 }]);

export const tutorial = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
