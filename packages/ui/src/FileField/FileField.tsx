import { type ReactNode, useId } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../Button';
import * as fieldStyles from '../Field/fieldStyles.css';
import { AlertCircleIcon, FileTextIcon, XIcon } from '../icons';
import { cx } from '../utils';
import * as styles from './FileField.css';

export interface FileFieldProps {
  /** Visible label; it also names the choose button ('Escolher arquivo PDF da certidão'). */
  label: ReactNode;
  /** Help text below the field (accepted types, size limit). */
  description?: ReactNode;
  /** The chosen file (controlled); null or undefined while none is chosen. */
  file?: File | null;
  /** Called with the chosen file, or null when 'Remover' clears it. */
  onChange?: (file: File | null) => void;
  /** MIME types or extensions the picker offers ('application/pdf', '.pdf'). */
  acceptedFileTypes?: readonly string[];
  /** Text of the choose button. */
  buttonLabel?: string;
  /** Shown while no file is chosen. */
  emptyText?: string;
  /**
   * Name of the field: set on the choose button, so a form that puts the cursor in its first wrong field by
   * name reaches it (the file input itself is hidden and cannot take focus).
   */
  name?: string;
  /** Marks the field required (its label says so and the button reads as required). */
  isRequired?: boolean;
  /** Disables choosing a file, e.g. while the form is sending. */
  isDisabled?: boolean;
  /** The field's error, shown under it and read with the button; the field is invalid while it is set. */
  errorMessage?: string | null;
  /** Class of the field's outer element, for the page's layout. */
  className?: string;
}

const sizeFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** '845 bytes', '12 KB', '2,4 MB'. */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

/**
 * A file field: label, a button that opens the system's file picker (React Aria `FileTrigger`), the chosen
 * file's name and size with 'Remover', a description and an error. One file; the form reads it from
 * `onChange` (a native file input would show the browser's English 'No file chosen').
 */
export function FileField({
  label,
  description,
  file,
  onChange,
  acceptedFileTypes,
  buttonLabel = 'Escolher arquivo',
  emptyText = 'Nenhum arquivo escolhido',
  name,
  isRequired,
  isDisabled,
  errorMessage,
  className,
}: FileFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const buttonId = `${id}-button`;
  const statusId = `${id}-status`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = errorMessage ? `${id}-error` : undefined;
  const describedBy = [statusId, descriptionId, errorId].filter(Boolean).join(' ');
  return (
    // biome-ignore lint/a11y/useSemanticElements: one control with its status line, labelled like every other field (a fieldset's legend lays out differently)
    <div
      role="group"
      aria-labelledby={labelId}
      data-invalid={errorMessage ? true : undefined}
      className={cx(fieldStyles.field, className)}
    >
      <span id={labelId} className={fieldStyles.label}>
        {label}
        {isRequired ? (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      <div className={cx(styles.box, errorMessage ? styles.invalid : undefined)}>
        <FileTrigger
          acceptedFileTypes={acceptedFileTypes ? [...acceptedFileTypes] : undefined}
          onSelect={(files) => onChange?.(files?.[0] ?? null)}
        >
          <Button
            id={buttonId}
            name={name}
            variant="outline"
            size="sm"
            isDisabled={isDisabled}
            aria-labelledby={`${buttonId} ${labelId}`}
            aria-describedby={describedBy}
          >
            <FileTextIcon aria-hidden="true" />
            {buttonLabel}
          </Button>
        </FileTrigger>
        <span id={statusId} className={cx(styles.status, file ? styles.chosen : undefined)}>
          {file ? `${file.name} (${fileSizeLabel(file.size)})` : emptyText}
        </span>
        {file && !isDisabled ? (
          <Button
            variant="ghost"
            size="sm"
            onPress={() => onChange?.(null)}
            aria-label={`Remover ${file.name}`}
          >
            <XIcon aria-hidden="true" />
            Remover
          </Button>
        ) : null}
      </div>
      {description ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {errorMessage ? (
        <span id={errorId} className={fieldStyles.fieldError}>
          <AlertCircleIcon className={fieldStyles.fieldErrorIcon} />
          <span>{errorMessage}</span>
        </span>
      ) : null}
    </div>
  );
}
