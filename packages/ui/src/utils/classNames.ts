import { composeRenderProps } from 'react-aria-components';

/** Joins class names, skipping empty ones. */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}

/**
 * Prepends the component's own class to a React Aria `className` prop, which may be a string or a
 * function of the render props (`({ isHovered }) => …`). Every wrapped RAC component uses this, so
 * consumers can pass either form and still get the design-system styles:
 *
 * `className={composeClassName(className, buttonRecipe({ variant, size }))}`
 */
export function composeClassName<T>(
  className: string | ((renderProps: T) => string) | undefined,
  ownClassName: string | ((renderProps: T) => string),
): (renderProps: T) => string {
  return composeRenderProps(className, (userClassName, renderProps) =>
    cx(typeof ownClassName === 'function' ? ownClassName(renderProps) : ownClassName, userClassName),
  );
}
