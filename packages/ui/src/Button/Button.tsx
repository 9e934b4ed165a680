import {
  composeRenderProps,
  Button as RACButton,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { Spinner } from '../Spinner';
import { composeClassName } from '../utils';
import { buttonRecipe } from './Button.css';

/** Literal unions (not derived from the recipe) so Storybook's docgen lists the options. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonOwnProps extends Omit<RACButtonProps, 'render'> {
  /** Visual weight: one `primary` action per view; `danger` for destructive actions. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches the button to the width of its container (forms on mobile). */
  fullWidth?: boolean;
}

type IconOnlyProps =
  | { isIconOnly?: false }
  /** A square button whose only child is an icon: it must have an `aria-label`. */
  | { isIconOnly: true; 'aria-label': string };

export type ButtonProps = ButtonOwnProps & IconOnlyProps;

/**
 * The action button: React Aria `Button` (press, keyboard and focus handling) with the design
 * system's variants. `isPending` shows a spinner, sets `aria-busy` and ignores presses while
 * keeping focus, so the user hears the pending state.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  isIconOnly = false,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <RACButton
      {...props}
      // React Aria filters unknown ARIA props, so aria-busy goes through its `render` hook.
      render={props.isPending ? (domProps) => <button {...domProps} aria-busy="true" /> : undefined}
      className={composeClassName(
        className,
        buttonRecipe({ variant, size, iconOnly: isIconOnly, fullWidth }),
      )}
    >
      {composeRenderProps(children, (children, { isPending }) => (
        <>
          {isPending ? <Spinner size="sm" tone="current" /> : null}
          {isPending && isIconOnly ? null : children}
        </>
      ))}
    </RACButton>
  );
}
