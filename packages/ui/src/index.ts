// @certidao/ui — the Certidão Ágil design system.

// Actions and navigation
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { Button, buttonRecipe } from './Button';
// Fields
export type {
  DescriptionProps,
  FieldErrorProps,
  InputProps,
  LabelProps,
  ValidationMessageOptions,
} from './Field';
export { Description, FieldError, fieldStyles, Input, Label, validationMessage } from './Field';
export type { FormProps } from './Form';
export { Form } from './Form';
export * from './icons';
export type { LinkProps, LinkVariant } from './Link';
export { Link } from './Link';
// Brand and icons
export type { LogoProps } from './Logo';
export { Logo } from './Logo';
// Feedback
export type { SpinnerProps } from './Spinner';
export { Spinner } from './Spinner';
export type { TextFieldProps } from './TextField';
export { TextField } from './TextField';
// Theme and tokens
export type { PlanKey, StatusTone, ThemeTokens, UsageColor } from './theme';
export {
  applyTheme,
  breakpoints,
  focusRing,
  lightTheme,
  lightTokens,
  media,
  vars,
  visuallyHidden,
} from './theme';
// Routing
export type { UiRouterProviderProps } from './UiRouterProvider';
export { UiRouterProvider } from './UiRouterProvider';

// Utilities for building on the system
export { composeClassName, cx } from './utils';
