import type { EmpresaResumo } from '@certidao/api-client';
import { countOf, formatCnpj } from '@certidao/domain';
import {
  Badge,
  Cell,
  Column,
  EmptyState,
  Link,
  Row,
  Table,
  TableBody,
  TableHeader,
  useSortedRows,
} from '@certidao/ui';
import { paths } from '../../../../app/paths.ts';
import * as cards from '../../../../lib/cardList.css.ts';
import { muted, narrowOnly, nowrap, wideOnly } from '../../../../lib/layout.css.ts';
import * as styles from '../companies.css.ts';

const NONE = 'Nenhuma empresa encontrada';

/** What the table sorts by, per column id. */
const sortValue = (e: EmpresaResumo, column: string | number): unknown =>
  column === 'titular'
    ? e.titular.fullName
    : column === 'plano'
      ? (e.plano?.nome ?? '')
      : column === 'membros'
        ? e.membros
        : column === 'uso'
          ? e.solicitacoesMes
          : column === 'criada'
            ? new Date(e.criadoEm)
            : e.razaoSocial;

/**
 * '2 de 3 assentos': the members out of the plan's seats; pending invitations, which take seats too, on the
 * line below.
 */
function Seats({ empresa }: { empresa: EmpresaResumo }) {
  const pending = empresa.assentos.emUso - empresa.membros;
  return (
    <span className={styles.seats}>
      <span className={nowrap}>
        {empresa.membros} de {countOf(empresa.assentos.limite, 'assento')}
      </span>
      {pending > 0 ? (
        <span className={muted}>+ {countOf(pending, 'convite pendente', 'convites pendentes')}</span>
      ) : null}
    </span>
  );
}

function PlanBadge({ empresa }: { empresa: EmpresaResumo }) {
  return empresa.plano ? (
    <Badge tone="primary" size="sm">
      {empresa.plano.nome}
    </Badge>
  ) : (
    <span className={muted}>Sem plano</span>
  );
}

const open = (e: EmpresaResumo) => <Link href={paths.empresaAdmin.href(e.id)}>{e.razaoSocial}</Link>;

/**
 * Wide screens: razão social (opens the company), CNPJ, holder, plan, members of seats, requests this month;
 * newest first, the server's order, until a column is sorted.
 */
function CompanyTable({ empresas, isLoading }: { empresas: readonly EmpresaResumo[]; isLoading: boolean }) {
  const { rows, ...sorting } = useSortedRows(
    empresas,
    { column: 'criada', direction: 'descending' },
    sortValue,
  );
  return (
    <Table aria-label="Empresas" {...sorting}>
      <TableHeader>
        <Column id="razao" isRowHeader allowsSorting>
          Razão social
        </Column>
        <Column id="cnpj">CNPJ</Column>
        <Column id="titular" allowsSorting>
          Titular
        </Column>
        <Column id="plano" allowsSorting>
          Plano
        </Column>
        <Column id="membros" allowsSorting>
          Membros
        </Column>
        <Column id="uso" allowsSorting>
          Uso do mês
        </Column>
      </TableHeader>
      <TableBody items={rows} isLoading={isLoading} emptyState={NONE}>
        {(e) => (
          <Row id={e.id}>
            <Cell className={styles.nameCell}>{open(e)}</Cell>
            <Cell>
              <span className={nowrap}>{formatCnpj(e.cnpj)}</span>
            </Cell>
            <Cell>{e.titular.fullName}</Cell>
            <Cell>
              <PlanBadge empresa={e} />
            </Cell>
            <Cell>
              <Seats empresa={e} />
            </Cell>
            <Cell>
              <span className={nowrap}>{countOf(e.solicitacoesMes, 'solicitação', 'solicitações')}</span>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

/** Narrow screens: one card per company, the same facts. */
function CompanyCards({ empresas }: { empresas: readonly EmpresaResumo[] }) {
  return (
    <ul className={cards.cardList} aria-label="Empresas">
      {empresas.map((e) => (
        <li key={e.id} className={cards.card}>
          <div className={cards.cardHead}>
            <h2 className={cards.cardTitle}>{open(e)}</h2>
            <PlanBadge empresa={e} />
          </div>
          <dl className={cards.cardFacts}>
            <div>
              <dt>CNPJ</dt>
              <dd>{formatCnpj(e.cnpj)}</dd>
            </div>
            <div>
              <dt>Uso do mês</dt>
              <dd>{countOf(e.solicitacoesMes, 'solicitação', 'solicitações')}</dd>
            </div>
            <div>
              <dt>Titular</dt>
              <dd>{e.titular.fullName}</dd>
            </div>
            <div>
              <dt>Membros</dt>
              <dd>
                <Seats empresa={e} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The page of companies: a table on wide screens, cards below 1024 px (nothing scrolls sideways on a phone). */
export function CompanyList({
  empresas,
  isLoading,
}: {
  empresas: readonly EmpresaResumo[];
  isLoading: boolean;
}) {
  return (
    <>
      <div className={wideOnly}>
        <CompanyTable empresas={empresas} isLoading={isLoading} />
      </div>
      <div className={narrowOnly}>
        {isLoading ? (
          <EmptyState size="sm" tone="primary" isLoading title="Carregando..." />
        ) : empresas.length ? (
          <CompanyCards empresas={empresas} />
        ) : (
          <EmptyState size="sm" title={NONE} />
        )}
      </div>
    </>
  );
}
