import type { RelatorioUsoEmpresa } from '@certidao/api-client';
import { formatMoney } from '@certidao/domain';
import { Cell, Column, cx, Row, Table, TableBody, TableHeader } from '@certidao/ui';
import * as cards from '../../../lib/cardList.css.ts';
import { breakAnywhere, muted, narrowOnly, nowrap, wideOnly } from '../../../lib/layout.css.ts';
import * as styles from './companies.css.ts';

type Totais = RelatorioUsoEmpresa['totais'];
interface UsageRow {
  key: string;
  name: string;
  detail?: string;
  totals: Totais;
}

/** The same rows as cards, for narrow screens: name and detail on top, the three figures side by side. */
function UsageCards({ label, rows }: { label: string; rows: UsageRow[] }) {
  return (
    <ul className={cards.cardList} aria-label={label}>
      {rows.map((r) => (
        <li key={r.key} className={cx(cards.card, r.key === 'total' && styles.totalCard)}>
          <div>
            <h3 className={cards.cardTitle}>{r.name}</h3>
            {r.detail ? <p className={cx(muted, breakAnywhere, styles.cardDetail)}>{r.detail}</p> : null}
          </div>
          <dl className={styles.usageFacts}>
            <div>
              <dt>Solicitações</dt>
              <dd>{r.totals.solicitacoes}</dd>
            </div>
            <div>
              <dt>Certidões</dt>
              <dd>{r.totals.certidoes}</dd>
            </div>
            <div>
              <dt>Gasto</dt>
              <dd className={nowrap}>{formatMoney(r.totals.gasto)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * A usage table: one row per member or cost centre, then the totals (the sums of the rows). A table on wide
 * screens; below 1024 px the rows become cards, so nothing scrolls sideways on a phone.
 */
function UsageTable({
  label,
  firstHeader,
  rows,
  totais,
}: {
  label: string;
  firstHeader: string;
  rows: UsageRow[];
  totais: Totais;
}) {
  const all = [...rows, { key: 'total', name: 'Total', detail: undefined, totals: totais }];
  return (
    <>
      <div className={wideOnly}>
        <Table aria-label={label}>
          <TableHeader>
            <Column id="nome" isRowHeader>
              {firstHeader}
            </Column>
            <Column id="solicitacoes">Solicitações</Column>
            <Column id="certidoes">Certidões</Column>
            <Column id="gasto">Gasto</Column>
          </TableHeader>
          <TableBody>
            {all.map((r) => (
              <Row key={r.key} id={r.key}>
                <Cell>
                  {r.key === 'total' ? <strong>{r.name}</strong> : r.name}
                  {r.detail ? (
                    <>
                      <br />
                      <span className={cx(muted, breakAnywhere)}>{r.detail}</span>
                    </>
                  ) : null}
                </Cell>
                <Cell>{r.totals.solicitacoes}</Cell>
                <Cell>{r.totals.certidoes}</Cell>
                <Cell>
                  <span className={nowrap}>{formatMoney(r.totals.gasto)}</span>
                </Cell>
              </Row>
            ))}
          </TableBody>
        </Table>
      </div>
      <div className={narrowOnly}>
        <UsageCards label={label} rows={all} />
      </div>
    </>
  );
}

const totalsOf = ({ solicitacoes, certidoes, gasto }: Totais) => ({ solicitacoes, certidoes, gasto });

export function MemberUsageTable({ report }: { report: RelatorioUsoEmpresa }) {
  return (
    <UsageTable
      label="Uso por membro"
      firstHeader="Membro"
      totais={report.totais}
      rows={report.porMembro.map((r) => ({
        key: r.usuario.id,
        name: r.usuario.fullName,
        detail: r.usuario.email,
        totals: totalsOf(r),
      }))}
    />
  );
}

export function CostCentreUsageTable({ report }: { report: RelatorioUsoEmpresa }) {
  return (
    <UsageTable
      label="Uso por centro de custo"
      firstHeader="Centro de custo"
      totais={report.totais}
      rows={report.porCentroCusto.map((r) => ({
        key: r.centroCusto?.id ?? 'sem',
        name: r.centroCusto ? r.centroCusto.nome : 'Sem centro de custo',
        detail: r.centroCusto?.codigo,
        totals: totalsOf(r),
      }))}
    />
  );
}
