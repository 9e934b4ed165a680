import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { forcedColors } from '../theme/forcedColors';

const tone = (key: keyof typeof vars.status) => ({
  backgroundColor: vars.status[key].bg,
  color: vars.status[key].fg,
  borderColor: vars.status[key].border,
});

/** Status pill: the tone colours of `vars.status`, always with the label text. */
export const statusBadgeRecipe = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    borderWidth: 1,
    borderStyle: 'solid',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      concluido: tone('concluido'),
      pendente: tone('pendente'),
      processando: tone('processando'),
      falhou: tone('falhou'),
      cancelado: tone('cancelado'),
      neutral: tone('neutral'),
    },
    size: {
      sm: { paddingBlock: vars.space.xxs, paddingInline: vars.space.sm, fontSize: vars.font.size.xs },
      md: { paddingBlock: vars.space.xs, paddingInline: vars.space.md, fontSize: vars.font.size.sm },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

/** The dot before the label (decorative: the label carries the meaning). */
export const dot = style({
  width: '0.5em',
  height: '0.5em',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
});

export type StatusBadgeRecipeVariants = NonNullable<RecipeVariants<typeof statusBadgeRecipe>>;

// Forced colours: an outlined badge and a CanvasText dot (a `currentColor` background would be dropped).
forcedColors(statusBadgeRecipe.classNames.base, { borderColor: 'CanvasText' });
forcedColors(dot, { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' });
