import type { HTMLAttributes } from 'react';
import { cx } from '../utils';
import * as styles from './StatusBadge.css';
import { type StatusKind, statusView } from './statusView';

export interface StatusBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /**
   * O vocabulário: `certificate` (pendente…cancelado), `job` (waiting…stuck), `payment` (CONFIRMADO…),
   * `subscription` (ACTIVE…).
   */
  kind: StatusKind;
  /**
   * O status como o servidor envia (sem diferenciar maiúsculas); valores desconhecidos mostram
   * 'Desconhecido'.
   */
  status: string | null | undefined;
  /** Para `certificate`: o estado do job consultado, que tem precedência (Atrasada, Travado…). */
  jobState?: string | null;
  /** `sm` em tabelas e listas densas, `md` (o padrão) no resto. */
  size?: 'sm' | 'md';
  /**
   * Texto mostrado no lugar do rótulo do status, no mesmo tom (o 'Concluída em parte' de uma solicitação).
   */
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
