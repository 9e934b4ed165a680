import type { ReactNode } from 'react';
import {
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Button } from '../Button';
import { Description, FieldError, fieldStyles, Input, Label } from '../Field';
import { SearchIcon, XIcon } from '../icons';
import { composeClassName, cx } from '../utils';
import * as styles from './SearchField.css';

export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'children' | 'render'> {
  /** Visible label. Without one (a search box in a toolbar), pass `aria-label`. */
  label?: ReactNode;
  /** Help text below the input. */
  description?: ReactNode;
  /** Overrides the error message. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Example text shown while the field is empty; never a replacement for the label. */
  placeholder?: string;
}

/**
 * A search box: React Aria `SearchField` with a magnifier icon and a 'Limpar busca' button while
 * it has text. Enter calls `onSubmit`; Escape (or the button) clears it and calls `onClear`.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: SearchFieldProps) {
  return (
    <RACSearchField {...props} className={composeClassName(className, styles.searchField)}>
      {({ isEmpty, isDisabled }) => (
        <>
          {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
          <div className={fieldStyles.control}>
            <SearchIcon className={fieldStyles.startIcon} />
            <Input
              placeholder={placeholder}
              className={cx(
                fieldStyles.inputWithStartIcon,
                fieldStyles.inputWithEndButton,
                styles.searchInput,
              )}
            />
            {isEmpty || isDisabled ? null : (
              <span className={fieldStyles.endSlot}>
                <Button variant="ghost" size="sm" isIconOnly aria-label="Limpar busca">
                  <XIcon />
                </Button>
              </span>
            )}
          </div>
          {description ? <Description>{description}</Description> : null}
          <FieldError>{errorMessage}</FieldError>
        </>
      )}
    </RACSearchField>
  );
}
