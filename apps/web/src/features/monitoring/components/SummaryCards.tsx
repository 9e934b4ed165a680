import type { ResumoMonitoramento } from '@certidao/api-client';
import { plural } from '@certidao/domain';
import { AlertCircleIcon, AlertTriangleIcon, Link, StatCard, UsersIcon, XCircleIcon } from '@certidao/ui';
import { MonitoringAlertCards, partiesWord } from '../../../lib/MonitoringAlertCards.tsx';
import { type Area, listHref } from './area.ts';
import * as styles from './monitoring.css.ts';

/**
 * The cards over the portfolio. Each counts parties and links to the list filtered to exactly those (the
 * server counts with the list's own filters): all, active/paused, expiring within 7 days, results changed,
 * with a certificate expired, with a positive result, blocked by the quota.
 */
export function SummaryCards({ resumo, area }: { resumo: ResumoMonitoramento; area: Area }) {
  const href = (filters: Record<string, string>) => listHref(area, new URLSearchParams(filters));
  return (
    <div className={styles.statGrid}>
      <StatCard
        label="Partes monitoradas"
        value={resumo.partes.toLocaleString('pt-BR')}
        description={
          <>
            <Link
              href={href({ status: 'ativo' })}
            >{`${resumo.ativas} ${plural(resumo.ativas, 'ativa')}`}</Link>
            {' · '}
            <Link href={href({ status: 'pausado' })}>
              {`${resumo.pausadas} ${plural(resumo.pausadas, 'pausada')}`}
            </Link>
          </>
        }
        icon={<UsersIcon />}
      />
      <MonitoringAlertCards resumo={resumo} listHref={(q) => listHref(area, q)} />
      <StatCard
        label="Certidões vencidas"
        value={resumo.vencidas.toLocaleString('pt-BR')}
        description={
          <>
            {partiesWord(resumo.vencidas)} com certidão vencida.{' '}
            <Link href={href({ vencidas: 'true' })}>Ver partes com certidão vencida</Link>
          </>
        }
        icon={<XCircleIcon />}
        iconTone="danger"
      />
      <StatCard
        label="Com resultado positivo"
        value={resumo.comPositivas.toLocaleString('pt-BR')}
        description={
          <>
            {partiesWord(resumo.comPositivas)} em que consta algo.{' '}
            <Link href={href({ comPositivas: 'true' })}>Ver partes com resultado positivo</Link>
          </>
        }
        icon={<AlertCircleIcon />}
        iconTone="danger"
      />
      <StatCard
        label="Bloqueadas pela cota"
        value={resumo.bloqueadas.toLocaleString('pt-BR')}
        description={
          <>
            {resumo.bloqueadas ? 'Renovadas assim que houver cota.' : 'Nenhuma renovação esperando cota.'}{' '}
            <Link href={href({ bloqueadas: 'true' })}>Ver partes bloqueadas</Link>
          </>
        }
        icon={<AlertTriangleIcon />}
        iconTone={resumo.bloqueadas ? 'warning' : 'neutral'}
      />
    </div>
  );
}
