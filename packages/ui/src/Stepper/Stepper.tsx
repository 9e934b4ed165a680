import type { HTMLAttributes } from 'react';
import { CheckIcon } from '../icons';
import { visuallyHidden } from '../theme/utilities.css';
import { cx } from '../utils';
import * as styles from './Stepper.css';

/** One step of a `Stepper`. */
export interface StepperStep {
  /** Identifies the step in `currentStep` ('cadastro', 'cartao', 'processando'). */
  id: string;
  /** The visible name ('Cadastro', 'Cartão', 'Processando'). */
  label: string;
}

export interface StepperProps extends Omit<HTMLAttributes<HTMLOListElement>, 'children'> {
  /** As etapas, em ordem. */
  steps: readonly StepperStep[];
  /** O `id` da etapa em que o usuário está: as anteriores estão feitas, as seguintes por vir. */
  currentStep: string;
  /** Marca todas as etapas como feitas (o fluxo terminou); aí nenhuma etapa é a atual. */
  isComplete?: boolean;
  /** Nome da lista (padrão 'Etapas'). */
  'aria-label'?: string;
}

type StepState = 'complete' | 'current' | 'upcoming';

/**
 * The steps of a multi-step flow (the complete checkout: 'Cadastro', 'Cartão', 'Processando') as an
 * ordered list: done steps show a check (and say 'concluída' to screen readers), the current one is
 * marked `aria-current="step"`. On phones the labels go under the markers.
 */
export function Stepper({
  steps,
  currentStep,
  isComplete = false,
  'aria-label': ariaLabel = 'Etapas',
  className,
  ...props
}: StepperProps) {
  const currentIndex = isComplete ? steps.length : steps.findIndex((step) => step.id === currentStep);
  const stateOf = (index: number): StepState =>
    index < currentIndex ? 'complete' : index === currentIndex ? 'current' : 'upcoming';
  return (
    <ol {...props} aria-label={ariaLabel} className={cx(styles.stepper, className)}>
      {steps.map((step, index) => {
        const state = stateOf(index);
        return (
          <li key={step.id} aria-current={state === 'current' ? 'step' : undefined} className={styles.step}>
            <span className={cx(styles.markerRecipe({ state }), styles.markerIcon)} aria-hidden="true">
              {state === 'complete' ? <CheckIcon /> : index + 1}
            </span>
            <span className={styles.labelRecipe({ state })}>
              {step.label}
              {state === 'complete' ? <span className={visuallyHidden}> (concluída)</span> : null}
            </span>
            {index < steps.length - 1 ? (
              <span
                className={styles.connectorRecipe({ complete: state === 'complete' })}
                aria-hidden="true"
              />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
