import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { buttonRecipe } from '../Button/Button.css';
import { composeClassName } from '../utils';
import { linkRecipe } from './Link.css';

export type LinkVariant = 'inline' | 'standalone' | 'inverse';

export interface LinkProps extends Omit<RACLinkProps, 'render'> {
  /** `inline` inside text (underlined), `standalone` on its own, `inverse` on dark surfaces. */
  variant?: LinkVariant;
  /**
   * Renders the link with the look of a `Button` of this variant: for navigation that looks like
   * an action ('ENTRAR', 'Ver todas'). Keep `Button` for actions that do not change the URL.
   */
  buttonVariant?: ButtonVariant;
  /** With `buttonVariant`: the button size (`sm`, `md`, `lg`). */
  buttonSize?: ButtonSize;
}

/**
 * A navigation link: React Aria `Link`. Inside `UiRouterProvider` it navigates with the app's
 * router (client-side) instead of reloading the page; modifier keys and `target="_blank"` keep
 * the browser behaviour.
 */
export function Link({
  variant = 'inline',
  buttonVariant,
  buttonSize = 'md',
  className,
  ...props
}: LinkProps) {
  const ownClassName = buttonVariant
    ? buttonRecipe({ variant: buttonVariant, size: buttonSize })
    : linkRecipe({ variant });
  return <RACLink {...props} className={composeClassName(className, ownClassName)} />;
}
