import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const toneColor = {
  primary: vars.color.primary,
  success: vars.color.success,
  danger: vars.color.danger,
  warning: vars.color.warning,
};

export const root = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const title = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const swatch = recipe({
  base: { display: 'inline-block', width: '0.75rem', height: '0.75rem', borderRadius: '2px' },
  variants: {
    tone: Object.fromEntries(Object.entries(toneColor).map(([k, c]) => [k, { background: c }])) as Record<
      keyof typeof toneColor,
      { background: string }
    >,
  },
});

export const plot = style({ position: 'relative', paddingInlineStart: '2rem' });

export const maxLabel = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const svg = style({ display: 'block', width: '100%', height: '8rem', overflow: 'visible' });

export const baseline = style({
  stroke: vars.color.borderStrong,
  strokeWidth: 1,
  vectorEffect: 'non-scaling-stroke',
});

export const hit = style({ fill: 'transparent' });

export const bar = recipe({
  variants: {
    tone: Object.fromEntries(Object.entries(toneColor).map(([k, c]) => [k, { fill: c }])) as Record<
      keyof typeof toneColor,
      { fill: string }
    >,
  },
});

export const axis = style({
  display: 'flex',
  paddingInlineStart: '2rem',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const axisLabel = style({
  flex: '1 1 0',
  minWidth: 0,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  overflow: 'visible',
  selectors: {
    // Sparse labels under many bars: the first and last stay inside the chart.
    [`${axis}[data-sparse] &:first-child`]: { textAlign: 'start' },
    [`${axis}[data-sparse] &:last-child`]: { textAlign: 'end', direction: 'rtl' },
  },
});
