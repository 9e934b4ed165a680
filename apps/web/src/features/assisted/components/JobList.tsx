import type { EmissaoAssistida } from '@certidao/api-client';
import { formatDateTime } from '@certidao/domain';
import { Card, Cell, Column, Link, Row, Table, TableBody, TableHeader } from '@certidao/ui';
import { paths } from '../../../app/paths.ts';
import { muted, narrowOnly, nowrap, strong, wideOnly } from '../../../lib/layout.css.ts';
import * as styles from './assisted.css.ts';
import { Deadline, JobBadge } from './JobBadge.tsx';

const partyLine = (job: EmissaoAssistida) => `${job.parte.nomeCompleto} · ${job.parte.documento}`;
const operatorText = (job: EmissaoAssistida) => job.operador?.fullName ?? 'Ninguém';
const openLabel = (job: EmissaoAssistida) => `Abrir ${job.nome} de ${job.parte.nomeCompleto}`;

/**
 * The page of the queue in the server's order (by deadline or age): a table on a wide screen, cards on a
 * phone. Each job opens its page, where it is taken and fulfilled.
 */
export function JobList({ jobs, isLoading }: { jobs: readonly EmissaoAssistida[]; isLoading: boolean }) {
  return (
    <>
      <div className={wideOnly}>
        <Table aria-label="Fila de emissão assistida">
          <TableHeader>
            <Column id="certidao" isRowHeader>
              Certidão
            </Column>
            <Column id="parte">Parte</Column>
            <Column id="prazo">Prazo</Column>
            <Column id="situacao">Situação</Column>
            <Column id="operador">Operador</Column>
            <Column id="acoes">Ações</Column>
          </TableHeader>
          <TableBody items={jobs} isLoading={isLoading} emptyState="Nenhuma emissão nesta situação">
            {(job) => (
              <Row id={job.id}>
                <Cell>
                  <span className={strong}>{job.nome}</span>
                  <br />
                  <span className={muted}>{job.orgao}</span>
                </Cell>
                <Cell>
                  {job.parte.nomeCompleto}
                  <br />
                  <span className={`${muted} ${nowrap}`}>{job.parte.documento}</span>
                </Cell>
                <Cell>
                  {formatDateTime(job.prazoEm)}
                  <br />
                  <span className={`${muted} ${nowrap}`}>
                    <Deadline job={job} />
                  </span>
                </Cell>
                <Cell>
                  <JobBadge job={job} />
                </Cell>
                <Cell>{operatorText(job)}</Cell>
                <Cell>
                  <Link href={paths.emissaoAssistidaDetalhe.href(job.id)} aria-label={openLabel(job)}>
                    Abrir
                  </Link>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
      <div className={narrowOnly}>
        <ul className={styles.cards} aria-label="Fila de emissão assistida">
          {!jobs.length && !isLoading ? <li className={muted}>Nenhuma emissão nesta situação</li> : null}
          {jobs.map((job) => (
            <li key={job.id}>
              <Card padding="md">
                <div className={styles.cardHead}>
                  <h2 className={styles.cardTitle}>{job.nome}</h2>
                  <JobBadge job={job} />
                </div>
                <div className={styles.cardFacts}>
                  <span>{partyLine(job)}</span>
                  <span>
                    Prazo: {formatDateTime(job.prazoEm)} <Deadline job={job} />
                  </span>
                  <span className={muted}>Operador: {operatorText(job)}</span>
                </div>
                <Link href={paths.emissaoAssistidaDetalhe.href(job.id)} aria-label={openLabel(job)}>
                  Abrir
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
