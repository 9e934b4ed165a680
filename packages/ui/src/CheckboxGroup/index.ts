export type { CheckboxGroupProps } from './CheckboxGroup';
export { CheckboxGroup } from './CheckboxGroup';
