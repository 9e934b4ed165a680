import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { forcedColors } from '../theme/forcedColors';
import { media } from '../theme/media';

export const pagination = style({ display: 'flex', justifyContent: 'center' });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A page number: square, muted until hovered; the current one is filled (primary button). */
export const pageRecipe = recipe({
  base: {
    minWidth: vars.size.controlSm,
    paddingInline: vars.space.sm,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    current: {
      true: { cursor: 'default' },
      false: {
        color: vars.color.text,
        fontWeight: vars.font.weight.medium,
        selectors: { '&[data-hovered]': { color: vars.color.primary } },
      },
    },
  },
});

/** 'Anterior' and 'Próxima'. */
export const step = style({
  paddingInline: vars.space.sm,
  color: vars.color.text,
  selectors: {
    '&[data-hovered]': { color: vars.color.primary },
    '&[data-disabled]': { opacity: 0.4 },
  },
});

/** On mobile only the arrows show; the words stay as the buttons' accessible names. */
export const stepLabel = style({
  '@media': {
    [media.mobile]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlSm,
  height: vars.size.controlSm,
  color: vars.color.textMuted,
  userSelect: 'none',
});

// Forced colours: the current page in the selection colours (its fill is dropped, bold alone is too subtle).
forcedColors(pageRecipe.classNames.variants.current.true, {
  forcedColorAdjust: 'none',
  backgroundColor: 'Highlight',
  borderColor: 'Highlight',
  color: 'HighlightText',
});
