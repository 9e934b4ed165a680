import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

export const disclosureRecipe = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
  },
  variants: {
    /** `standalone`: its own bordered box; `grouped`: an item of an `Accordion` (separators only). */
    layout: {
      standalone: {
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
        boxShadow: vars.shadow.sm,
      },
      grouped: {
        selectors: {
          '& + &': { borderBlockStart: `1px solid ${vars.color.border}` },
        },
      },
    },
  },
  defaultVariants: { layout: 'standalone' },
});

export const heading = style({ margin: 0, fontSize: 'inherit' });

/**
 * Restyles the shared `Button` (ghost) as a full-width row: this module is imported after the
 * Button's styles, so these rules win at equal specificity.
 */
export const trigger = style({
  width: '100%',
  height: 'auto',
  minHeight: vars.size.controlLg,
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderRadius: 'inherit',
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  textAlign: 'start',
  whiteSpace: 'normal',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-pressed]': { backgroundColor: vars.color.border },
    '&[data-focus-visible]': { outlineOffset: '-2px' },
  },
  '@media': { [media.mobile]: { paddingInline: vars.space.md } },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationNormal,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '[data-expanded] &': { transform: 'rotate(180deg)' },
  },
  '@media': { [media.reducedMotion]: { transitionDuration: '0s' } },
});
globalStyle(`${trigger} svg${chevron}`, { width: '1.25rem', height: '1.25rem' });

export const panel = style({});

export const panelContent = style({
  paddingBlockEnd: vars.space.lg,
  paddingInline: vars.space.lg,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.color.textMuted,
  '@media': { [media.mobile]: { paddingInline: vars.space.md } },
});

export type DisclosureRecipeVariants = NonNullable<RecipeVariants<typeof disclosureRecipe>>;
