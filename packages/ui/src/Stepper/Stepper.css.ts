import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { forcedColors } from '../theme/forcedColors';

const markerSize = '2rem';
/**
 * Below this width of the list itself, labels go under the markers and the lines disappear. A
 * container query, not a media query: the stepper is narrow in a phone and in a narrow card alike.
 */
const stackedQuery = '(max-width: 30rem)';

export const stepper = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
  containerType: 'inline-size',
});

/** A step: its marker and label; every step but the last also draws the line to the next one. */
export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '1 1 0',
  minWidth: 0,
  selectors: { '&:last-child': { flex: '0 1 auto' } },
  '@container': {
    [stackedQuery]: {
      flexDirection: 'column',
      alignItems: 'center',
      gap: vars.space.xs,
      textAlign: 'center',
      selectors: { '&:last-child': { flex: '1 1 0' } },
    },
  },
});

export const markerRecipe = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: markerSize,
    height: markerSize,
    borderRadius: vars.radius.full,
    border: '2px solid',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    lineHeight: 1,
  },
  variants: {
    state: {
      /** Done: a filled circle with a check. */
      complete: {
        borderColor: vars.color.primary,
        backgroundColor: vars.color.primary,
        color: vars.color.primaryContrast,
      },
      /** The step the user is on: an outlined circle in the brand colour. */
      current: {
        borderColor: vars.color.primary,
        backgroundColor: vars.color.primarySubtle,
        color: vars.color.primary,
      },
      /** Still ahead: a grey outline. */
      upcoming: {
        borderColor: vars.color.borderStrong,
        backgroundColor: vars.color.surface,
        color: vars.color.textMuted,
      },
    },
  },
  defaultVariants: { state: 'upcoming' },
});

export const markerIcon = style({});
globalStyle(`${markerIcon} svg`, { width: '1rem', height: '1rem' });

export const labelRecipe = recipe({
  base: {
    // Never squeezed beside the lines on wide screens; stacked under the marker on phones.
    flexShrink: 0,
    minWidth: 0,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.snug,
    overflowWrap: 'anywhere',
    '@container': { [stackedQuery]: { flexShrink: 1 } },
  },
  variants: {
    state: {
      complete: { color: vars.color.text, fontWeight: vars.font.weight.medium },
      current: { color: vars.color.text, fontWeight: vars.font.weight.semibold },
      upcoming: { color: vars.color.textMuted, fontWeight: vars.font.weight.medium },
    },
  },
  defaultVariants: { state: 'upcoming' },
});

/** The line between two steps: brand colour once the step before it is done. */
export const connectorRecipe = recipe({
  base: {
    flex: '1 1 1rem',
    minWidth: vars.space.lg,
    height: 2,
    borderRadius: vars.radius.full,
    '@container': { [stackedQuery]: { display: 'none' } },
  },
  variants: {
    complete: {
      true: { backgroundColor: vars.color.primary },
      false: { backgroundColor: vars.color.borderStrong },
    },
  },
  defaultVariants: { complete: false },
});

// Forced colours: done steps filled with Highlight, the current one ringed with it, the next ones in CanvasText.
forcedColors(markerRecipe.classNames.base, {
  forcedColorAdjust: 'none',
  borderColor: 'CanvasText',
  backgroundColor: 'Canvas',
  color: 'CanvasText',
});
forcedColors(markerRecipe.classNames.variants.state.complete, {
  borderColor: 'Highlight',
  backgroundColor: 'Highlight',
  color: 'HighlightText',
});
forcedColors(markerRecipe.classNames.variants.state.current, {
  borderColor: 'Highlight',
  color: 'Highlight',
});
