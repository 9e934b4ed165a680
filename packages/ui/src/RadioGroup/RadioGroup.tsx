import { createContext, type ReactNode, useContext } from 'react';
import {
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  RadioButton,
  RadioField,
  type RadioFieldProps,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, fieldStyles, Label, validationMessage } from '../Field';
import { composeClassName } from '../utils';
import * as styles from './RadioGroup.css';

/** `default`: circles and labels; `card`: each option a bordered card (payment method, plan). */
export type RadioGroupVariant = 'default' | 'card';

const VariantContext = createContext<RadioGroupVariant>('default');

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children' | 'render'> {
  /** Visible label of the group. Without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text below the options. */
  description?: ReactNode;
  /** Overrides the error message (default: 'Selecione uma opção.' when required and empty). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Look of the options. */
  variant?: RadioGroupVariant;
  /** The `Radio`s. */
  children: ReactNode;
}

/** Default error text: a required group with nothing chosen asks for a choice. */
function radioGroupMessage(validation: ValidationResult): string {
  return validation.validationDetails.valueMissing ? 'Selecione uma opção.' : validationMessage(validation);
}

/**
 * A set of mutually exclusive options: React Aria `RadioGroup` (a `radiogroup`; Tab enters at the
 * chosen option, arrow keys move and select). The value is the chosen `Radio`'s `value`; the form
 * submits it under `name`. `orientation="horizontal"` puts the options in a row.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  variant = 'default',
  orientation = 'vertical',
  className,
  children,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup
      {...props}
      orientation={orientation}
      className={composeClassName(className, styles.radioGroup)}
    >
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      <div className={styles.options({ orientation, variant })}>
        <VariantContext.Provider value={variant}>{children}</VariantContext.Provider>
      </div>
      {description ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage ?? radioGroupMessage}</FieldError>
    </RACRadioGroup>
  );
}

export interface RadioProps extends Omit<RadioFieldProps, 'children' | 'render'> {
  /** The option's label (its accessible name). */
  children: ReactNode;
  /** Help text of this option (in cards, the line under the label). */
  description?: ReactNode;
}

/** One option of a `RadioGroup`: React Aria `RadioField` + `RadioButton`. */
export function Radio({ description, className, children, ...props }: RadioProps) {
  const variant = useContext(VariantContext);
  const isCard = variant === 'card';
  return (
    <RadioField {...props} className={composeClassName(className, styles.radioField({ variant }))}>
      <RadioButton className={styles.radioButton({ variant })}>
        {({ isSelected, isHovered, isInvalid, isFocusVisible, isDisabled }) => (
          <>
            <span
              className={styles.circle({
                selected: isSelected,
                hovered: isHovered,
                invalid: isInvalid,
                // A card shows the ring around the whole card instead.
                focusVisible: isFocusVisible && !isCard,
                disabled: isDisabled,
              })}
            />
            <span className={styles.radioText}>
              <span className={isCard ? styles.cardLabel : styles.radioLabel}>{children}</span>
              {isCard && description ? (
                // Inside the label but not part of the name: it is the radio's description instead.
                <Text slot="description" aria-hidden="true" className={fieldStyles.description}>
                  {description}
                </Text>
              ) : null}
            </span>
          </>
        )}
      </RadioButton>
      {!isCard && description ? <Description className={styles.indented}>{description}</Description> : null}
    </RadioField>
  );
}
