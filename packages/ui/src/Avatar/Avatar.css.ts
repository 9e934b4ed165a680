import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const colour = (key: keyof typeof vars.plan) => ({
  backgroundColor: vars.plan[key].bg,
  color: vars.plan[key].fg,
  borderColor: vars.plan[key].border,
});

export const avatarRecipe = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    borderWidth: 1,
    borderStyle: 'solid',
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { width: '2rem', height: '2rem', fontSize: vars.font.size.xs },
      md: { width: '2.5rem', height: '2.5rem', fontSize: vars.font.size.sm },
      lg: { width: '4rem', height: '4rem', fontSize: vars.font.size.xl },
    },
    color: {
      basico: colour('basico'),
      profissional: colour('profissional'),
      empresarial: colour('empresarial'),
      ilimitado: colour('ilimitado'),
      default: colour('default'),
    },
  },
  defaultVariants: { size: 'md', color: 'default' },
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export type AvatarRecipeVariants = NonNullable<RecipeVariants<typeof avatarRecipe>>;
