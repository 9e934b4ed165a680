export type { RadioGroupProps, RadioGroupVariant, RadioProps } from './RadioGroup';
export { Radio, RadioGroup } from './RadioGroup';
