import type { HTMLAttributes } from 'react';
import { cx } from '../utils';
import * as styles from './StatusBadge.css';
import { type StatusKind, statusView } from './statusView';

export interface StatusBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The vocabulary: `certificate` (pendente…cancelado), `job` (waiting…stuck), `payment` (CONFIRMADO…), `subscription` (ACTIVE…). */
  kind: StatusKind;
  /** The status as the server sends it (case-insensitive); unknown values show 'Desconhecido'. */
  status: string | null | undefined;
  /** For `certificate`: the polled job state, which takes precedence (Atrasada, Travado…). */
  jobState?: string | null;
  /** `sm` in tables and dense lists, `md` (the default) elsewhere. */
  size?: 'sm' | 'md';
  /** Text shown instead of the status's label, in the same tone (a request's 'Concluída em parte'). */
  label?: string;
}

/**
 * A status shown as colour and text (never colour alone), with the pt-BR labels from the
 * domain mappings: Aguardando, Processando, Concluída, Falhou, Atrasada, Travado; Confirmado,
 * Pendente, Recusado…; Ativa, Pendente, Cancelada, Desconhecido.
 */
export function StatusBadge({
  kind,
  status,
  jobState,
  size = 'md',
  label: text,
  className,
  ...props
}: StatusBadgeProps) {
  const { label, tone } = statusView(kind, status, jobState);
  return (
    <span {...props} data-tone={tone} className={cx(styles.statusBadgeRecipe({ tone, size }), className)}>
      <span className={styles.dot} aria-hidden="true" />
      {text ?? label}
    </span>
  );
}
