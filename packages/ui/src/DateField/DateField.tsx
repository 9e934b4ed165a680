import { type CalendarDate, parseDate } from '@internationalized/date';
import type { ReactNode } from 'react';
import {
  DateInput,
  DateSegment,
  DateField as RACDateField,
  type DateFieldProps as RACDateFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, Label } from '../Field';
import { composeClassName } from '../utils';
import * as styles from './DateField.css';

export interface DateFieldProps
  extends Omit<
    RACDateFieldProps<CalendarDate>,
    | 'children'
    | 'render'
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'minValue'
    | 'maxValue'
    | 'placeholderValue'
    | 'granularity'
  > {
  /** Rótulo visível. Sem ele, passe `aria-label`. */
  label?: ReactNode;
  /** Texto de ajuda sob o campo. */
  description?: ReactNode;
  /** Substitui a mensagem de erro (padrão: a mensagem em pt-BR da regra que falhou). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Valor controlado como data ISO (`aaaa-mm-dd`), ou `null` para nenhuma. */
  value?: string | null;
  /** Valor inicial como data ISO (`aaaa-mm-dd`). */
  defaultValue?: string | null;
  /** Chamada com a data ISO (`aaaa-mm-dd`) quando a data está completa, ou `null` quando apagada. */
  onChange?: (value: string | null) => void;
  /** Earliest date accepted (`yyyy-mm-dd`). */
  minValue?: string;
  /** Data mais recente aceita (`aaaa-mm-dd`), ex.: hoje para uma data de nascimento. */
  maxValue?: string;
  /** Nome do campo no envio do formulário (`FormData`, data no formato ISO). */
  name?: string;
  /** Campo obrigatório: o envio sem data mostra a mensagem de erro. */
  isRequired?: boolean;
  /** Mostra o estado inválido e a mensagem de erro sem depender da validação. */
  isInvalid?: boolean;
  /** Desabilita o campo: não recebe foco nem edição. */
  isDisabled?: boolean;
}

/** An ISO date string as a CalendarDate (null when empty or not a real date). */
function toCalendarDate(iso: string | null | undefined): CalendarDate | null {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

/**
 * A date typed in parts: React Aria `DateField`, shown in the pt-BR order `dd/mm/aaaa` (each part
 * a spin button: type digits or use the arrow keys). Values are ISO strings (`1985-03-15`), as the
 * API and `isoDateToBr` expect; the form submits the ISO date under `name`. Made for dates
 * without a calendar, such as a birth date.
 */
export function DateField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  className,
  ...props
}: DateFieldProps) {
  return (
    <RACDateField<CalendarDate>
      {...props}
      value={value === undefined ? undefined : toCalendarDate(value)}
      defaultValue={defaultValue === undefined ? undefined : toCalendarDate(defaultValue)}
      onChange={(date) => onChange?.(date ? date.toString() : null)}
      minValue={toCalendarDate(minValue) ?? undefined}
      maxValue={toCalendarDate(maxValue) ?? undefined}
      granularity="day"
      className={composeClassName(className, styles.dateField)}
    >
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      <DateInput className={styles.dateInput}>
        {(segment) => <DateSegment segment={segment} className={styles.segment} />}
      </DateInput>
      {description ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
    </RACDateField>
  );
}
