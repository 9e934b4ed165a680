import type { EmissaoAssistida } from '@certidao/api-client';
import { Badge } from '@certidao/ui';
import { deadlineText, isOpen, situacaoLabel } from '../queue.ts';
import * as styles from './assisted.css.ts';

const TONES = {
  aguardando: 'warning',
  em_atendimento: 'info',
  concluida: 'success',
  falhou: 'danger',
  cancelada: 'neutral',
} as const;

/** A job's situation in words and colour; an open overdue job says 'Atrasada' too. */
export function JobBadge({ job }: { job: EmissaoAssistida }) {
  return (
    <span className={styles.actions}>
      <Badge tone={TONES[job.situacao]} size="sm">
        {situacaoLabel(job.situacao)}
      </Badge>
      {job.atrasada && isOpen(job) ? (
        <Badge tone="danger" size="sm">
          Atrasada
        </Badge>
      ) : null}
    </span>
  );
}

/** 'Vence em 3 h' or, in red, 'Atrasada há 2 dias'; nothing once the job is closed. */
export function Deadline({ job }: { job: EmissaoAssistida }) {
  const text = deadlineText(job);
  if (!text) return null;
  return <span className={job.atrasada ? styles.late : undefined}>{text}</span>;
}
