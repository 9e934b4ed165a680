import { vars } from '@certidao/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const fieldRow = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  alignItems: 'end',
});

export const benefitAdd = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  flexWrap: 'wrap',
});

export const grow = style({ flex: '1 1 14rem', minWidth: 0 });

export const benefitList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const benefitItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  overflowWrap: 'anywhere',
});

export const cardActions = style({ display: 'flex', gap: vars.space.xs });
