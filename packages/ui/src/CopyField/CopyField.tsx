import { type HTMLAttributes, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button';
import { fieldStyles } from '../Field';
import { CheckIcon, CopyIcon } from '../icons';
import { visuallyHidden } from '../theme/utilities.css';
import { cx } from '../utils';
import * as styles from './CopyField.css';

/** Shown when the clipboard cannot be written: the text was selected instead. */
const SELECTED_HINT = 'Não foi possível copiar automaticamente. O texto foi selecionado: copie manualmente.';

/** How long 'Copiado!' stays after a copy. */
const COPIED_FEEDBACK_MS = 2000;

export interface CopyFieldProps extends Omit<HTMLAttributes<HTMLFieldSetElement>, 'children' | 'onCopy'> {
  /** O que é o valor ('PIX copia e cola', 'Linha digitável'); nomeia o grupo e o botão. */
  label: ReactNode;
  /** O texto somente leitura a copiar. */
  value: string;
  /** Texto de ajuda sob o valor. */
  description?: ReactNode;
  /** Texto do botão (padrão 'Copiar'). */
  copyLabel?: string;
  /** Chamada com o valor depois que ele foi para a área de transferência. */
  onCopy?: (value: string) => void;
}

type CopyState = 'idle' | 'copied' | 'selected';

/** Selects the text of an element, for a manual copy when the clipboard API is missing or refused. */
function selectContents(element: HTMLElement): void {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * A read-only value with a 'Copiar' button: the PIX copy-and-paste code, a boleto's digitable line.
 * The button writes the value to the clipboard and shows 'Copiado!' for 2 s (also announced to
 * screen readers); without clipboard access it selects the text instead and says so. Long values
 * wrap inside the box, so the page never scrolls sideways.
 */
export function CopyField({
  label,
  value,
  description,
  copyLabel = 'Copiar',
  onCopy,
  className,
  ...props
}: CopyFieldProps) {
  const labelId = useId();
  const descriptionId = useId();
  const valueRef = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(value);
    } catch {
      // Insecure context or permission refused: select the text for a manual copy.
      if (valueRef.current) selectContents(valueRef.current);
      setState('selected');
      return;
    }
    setState('copied');
    timer.current = setTimeout(() => setState('idle'), COPIED_FEEDBACK_MS);
    onCopy?.(value);
  };

  const copied = state === 'copied';
  return (
    <fieldset aria-labelledby={labelId} {...props} className={cx(styles.copyField, className)}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <div className={styles.row}>
        <span ref={valueRef} className={styles.value}>
          {value}
        </span>
        <Button
          variant="outline"
          size="sm"
          aria-describedby={description != null ? `${labelId} ${descriptionId}` : labelId}
          className={styles.button}
          onPress={copy}
        >
          {copied ? <CheckIcon /> : <CopyIcon />}
          {copied ? 'Copiado!' : copyLabel}
        </Button>
      </div>
      {description != null ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {/* Always in the document, so that screen readers hear its changes. */}
      <span role="status" className={state === 'selected' ? styles.hint : visuallyHidden}>
        {copied ? 'Copiado!' : state === 'selected' ? SELECTED_HINT : ''}
      </span>
    </fieldset>
  );
}
