export type { ButtonProps } from './Button';
export { Button } from './Button';
export type { ButtonSize, ButtonVariant } from './Button.css';
export { buttonRecipe } from './Button.css';
