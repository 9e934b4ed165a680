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
  /** Visible label. Without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text below the field. */
  description?: ReactNode;
  /** Overrides the error message (default: pt-BR message for the failed constraint). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Controlled value as an ISO date (`yyyy-mm-dd`), or null for none. */
  value?: string | null;
  /** Initial value as an ISO date (`yyyy-mm-dd`). */
  defaultValue?: string | null;
  /** Called with the ISO date (`yyyy-mm-dd`) once the date is complete, or null when cleared. */
  onChange?: (value: string | null) => void;
  /** Earliest date accepted (`yyyy-mm-dd`). */
  minValue?: string;
  /** Latest date accepted (`yyyy-mm-dd`), e.g. today for a birth date. */
  maxValue?: string;
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
