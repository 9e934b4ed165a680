import type { ResumoMonitoramento } from '@certidao/api-client';
import { plural } from '@certidao/domain';
import { StatCard, UsersIcon, XCircleIcon } from '@certidao/ui';
import { MonitoringAlertCards } from '../../../lib/MonitoringAlertCards.tsx';
import { type Area, listHref } from './area.ts';
import * as styles from './monitoring.css.ts';

/** The cards over the portfolio: parties (active/paused), expiring within 7 days, expired, results changed. */
export function SummaryCards({ resumo, area }: { resumo: ResumoMonitoramento; area: Area }) {
  return (
    <div className={styles.statGrid}>
      <StatCard
        label="Partes monitoradas"
        value={resumo.partes.toLocaleString('pt-BR')}
        description={`${resumo.ativas} ${plural(resumo.ativas, 'ativa')} · ${resumo.pausadas} ${plural(resumo.pausadas, 'pausada')}`}
        icon={<UsersIcon />}
      />
      <MonitoringAlertCards resumo={resumo} listHref={(q) => listHref(area, q)} />
      <StatCard
        label="Certidões vencidas"
        value={resumo.vencidas.toLocaleString('pt-BR')}
        description={`${resumo.comPositivas} ${plural(resumo.comPositivas, 'parte', 'partes')} com resultado positivo`}
        icon={<XCircleIcon />}
        iconTone="danger"
      />
    </div>
  );
}
