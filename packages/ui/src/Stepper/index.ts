export type { StepperProps, StepperStep } from './Stepper';
export { Stepper } from './Stepper';
