import { type ReactNode, useId } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../Button';
import * as fieldStyles from '../Field/fieldStyles.css';
import { AlertCircleIcon, FileTextIcon, XIcon } from '../icons';
import { cx } from '../utils';
import * as styles from './FileField.css';

export interface FileFieldProps {
  /** Rótulo visível; também nomeia o botão de escolha ('Escolher arquivo PDF da certidão'). */
  label: ReactNode;
  /** Texto de ajuda sob o campo (tipos aceitos, tamanho máximo). */
  description?: ReactNode;
  /** O arquivo escolhido (controlado); `null` ou indefinido enquanto nenhum foi escolhido. */
  file?: File | null;
  /** Chamada com o arquivo escolhido, ou `null` quando 'Remover' o tira. */
  onChange?: (file: File | null) => void;
  /** Tipos MIME ou extensões que o seletor oferece ('application/pdf', '.pdf'). */
  acceptedFileTypes?: readonly string[];
  /** Texto do botão de escolha. */
  buttonLabel?: string;
  /** Mostrado enquanto nenhum arquivo foi escolhido. */
  emptyText?: string;
  /**
   * Nome do campo: vai no botão de escolha, para que um formulário que leva o cursor ao primeiro campo errado
   * pelo nome chegue até ele (o input de arquivo fica escondido e não recebe foco).
   */
  name?: string;
  /** Marca o campo como obrigatório (o rótulo avisa e o botão é lido como obrigatório). */
  isRequired?: boolean;
  /** Impede escolher um arquivo, ex.: enquanto o formulário é enviado. */
  isDisabled?: boolean;
  /** O erro do campo, mostrado sob ele e lido com o botão; o campo fica inválido enquanto ele existir. */
  errorMessage?: string | null;
  /** Classe do elemento externo do campo, para o layout da página. */
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
