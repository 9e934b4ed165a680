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
  /** Rótulo visível. Sem ele (uma busca numa barra de ferramentas), passe `aria-label`. */
  label?: ReactNode;
  /** Texto de ajuda sob o campo. */
  description?: ReactNode;
  /** Substitui a mensagem de erro. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Exemplo mostrado com o campo vazio; nunca substitui o rótulo. */
  placeholder?: string;
  /** Nome do campo quando não há rótulo visível (ex.: 'Buscar solicitações'). */
  'aria-label'?: string;
  /** Texto buscado (uso controlado, junto com `onChange`). */
  value?: string;
  /** Texto inicial (uso não controlado). */
  defaultValue?: string;
  /** Chamada a cada tecla com o novo texto. */
  onChange?: (value: string) => void;
  /** Chamada ao apertar Enter. */
  onSubmit?: (value: string) => void;
  /** Chamada ao limpar o campo (botão Limpar ou Esc). */
  onClear?: () => void;
  /** Desabilita o campo. */
  isDisabled?: boolean;
  /** Maior número de caracteres aceito. */
  maxLength?: number;
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
