import type { EmissaoAssistidaList } from '@certidao/api-client';
import { AlertTriangleIcon, ClockIcon, StatCard, UserIcon } from '@certidao/ui';
import * as styles from './assisted.css.ts';

/** The open jobs whatever the filter: waiting, being worked on, and overdue (framed in red while any). */
export function QueueSummary({ resumo }: { resumo: EmissaoAssistidaList['resumo'] | undefined }) {
  const value = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString('pt-BR'));
  const atrasadas = resumo?.atrasadas ?? 0;
  return (
    <section aria-label="Resumo da fila" className={styles.summary}>
      <StatCard
        label="Aguardando"
        value={value(resumo?.aguardando)}
        description="Na fila, sem operador"
        icon={<ClockIcon />}
        iconTone="warning"
      />
      <StatCard
        label="Em atendimento"
        value={value(resumo?.emAtendimento)}
        description="Com um operador agora"
        icon={<UserIcon />}
        iconTone="primary"
      />
      <StatCard
        label="Atrasadas"
        value={value(resumo?.atrasadas)}
        description={atrasadas ? 'Passaram do prazo prometido ao cliente' : 'Nenhuma passou do prazo'}
        icon={<AlertTriangleIcon />}
        iconTone={atrasadas ? 'danger' : 'neutral'}
        className={atrasadas ? styles.overdue : undefined}
      />
    </section>
  );
}
