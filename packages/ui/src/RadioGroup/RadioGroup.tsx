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
  /** Rótulo visível do grupo. Sem ele, passe `aria-label`. */
  label?: ReactNode;
  /** Texto de ajuda sob as opções. */
  description?: ReactNode;
  /** Substitui a mensagem de erro (padrão: 'Selecione uma opção.' quando obrigatório e vazio). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Aparência das opções: `default` (círculos) ou `cards` (cartões clicáveis). */
  variant?: RadioGroupVariant;
  /** Os `Radio` do grupo. */
  children: ReactNode;
  /** Opção escolhida (uso controlado, junto com `onChange`). */
  value?: RACRadioGroupProps['value'];
  /** Opção que começa escolhida (uso não controlado). */
  defaultValue?: RACRadioGroupProps['defaultValue'];
  /** Chamada com o valor da opção escolhida. */
  onChange?: (value: string) => void;
  /** `vertical` (o padrão) ou `horizontal` para duas ou três opções curtas. */
  orientation?: RACRadioGroupProps['orientation'];
  /** Obrigatório: o envio sem escolha mostra a mensagem de erro. */
  isRequired?: boolean;
  /** Mostra o estado inválido e a mensagem de erro do grupo. */
  isInvalid?: boolean;
  /** Desabilita todas as opções. */
  isDisabled?: boolean;
  /** Nome do campo no envio do formulário (`FormData`). */
  name?: string;
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
  /** O rótulo da opção (o nome acessível dela). */
  children: ReactNode;
  /** Texto de ajuda desta opção (nos cartões, a linha sob o rótulo). */
  description?: ReactNode;
  /** Valor da opção, enviado quando ela é a escolhida. */
  value: string;
  /** Desabilita esta opção. */
  isDisabled?: boolean;
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
