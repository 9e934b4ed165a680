import type { ExtratoMensal } from '@certidao/api-client';
import {
  formatCpfCnpj,
  formatDate,
  formatMoney,
  monthOf,
  type ResultadoCertidao,
  recentMonths,
  resultLabel,
} from '@certidao/domain';
import {
  Card,
  Cell,
  Column,
  DownloadIcon,
  EmptyState,
  Link,
  ListBoxItem,
  Row,
  Select,
  StatusBadge,
  Table,
  TableBody,
  TableHeader,
} from '@certidao/ui';
import { useState } from 'react';
import * as cards from '../../../lib/cardList.css.ts';
import { LoadError } from '../../../lib/LoadError.tsx';
import { muted, narrowOnly, stack, wideOnly } from '../../../lib/layout.css.ts';
import { useCentrosCusto, useExtratoMensal } from '../api.ts';
import { monthOption, statementHref } from '../statement.ts';
import * as styles from './statement.css.ts';

type Group = ExtratoMensal['grupos'][number];
type Line = Group['linhas'][number];

const ALL = 'todos';

/** A line's status, worded as everywhere else (a cancelled certificate reads 'Cancelada'). */
function LineStatus({ status }: { status: Line['status'] }) {
  return <StatusBadge kind="certificate" status={status} size="sm" />;
}

const resultOf = (l: Line) => (l.resultado ? resultLabel(l.resultado as ResultadoCertidao) : '—');

/** The amount with what was returned under it, so a 0 reads as a return and not as a free certificate. */
function LineAmount({ line }: { line: Line }) {
  return (
    <span className={styles.amount}>
      {formatMoney(line.valor)}
      {line.devolvido > 0 ? (
        <span className={styles.returned}>Devolvido {formatMoney(line.devolvido)}</span>
      ) : null}
    </span>
  );
}

const groupName = (g: Group) =>
  g.centroCusto ? `${g.centroCusto.codigo} — ${g.centroCusto.nome}` : 'Sem centro de custo';

function GroupTable({ group }: { group: Group }) {
  const label = `Certidões de ${groupName(group)}`;
  return (
    <>
      <div className={wideOnly}>
        <Table aria-label={label}>
          <TableHeader>
            <Column id="data">Data</Column>
            <Column id="parte" isRowHeader>
              Parte
            </Column>
            <Column id="tipo">Certidão</Column>
            <Column id="status">Status</Column>
            <Column id="resultado">Resultado</Column>
            <Column id="valor">Valor</Column>
          </TableHeader>
          <TableBody>
            {[
              ...group.linhas.map((l) => (
                <Row key={l.certidaoId} id={l.certidaoId}>
                  <Cell>{formatDate(l.criadoEm)}</Cell>
                  <Cell>
                    {l.parte.nome}
                    <br />
                    <span className={muted}>{formatCpfCnpj(l.parte.cpfCnpj)}</span>
                    {l.referencia ? (
                      <>
                        <br />
                        <span className={muted}>Ref.: {l.referencia}</span>
                      </>
                    ) : null}
                  </Cell>
                  <Cell>{l.tipoNome}</Cell>
                  <Cell>
                    <LineStatus status={l.status} />
                  </Cell>
                  <Cell>{resultOf(l)}</Cell>
                  <Cell>
                    <LineAmount line={l} />
                  </Cell>
                </Row>
              )),
              <Row key="subtotal" id="subtotal">
                <Cell> </Cell>
                <Cell>
                  <strong>Subtotal</strong>
                </Cell>
                <Cell>{`${group.subtotal.certidoes} ${group.subtotal.certidoes === 1 ? 'certidão' : 'certidões'}`}</Cell>
                <Cell> </Cell>
                <Cell> </Cell>
                <Cell>
                  <strong className={styles.amount}>{formatMoney(group.subtotal.valor)}</strong>
                </Cell>
              </Row>,
            ]}
          </TableBody>
        </Table>
      </div>
      <div className={narrowOnly}>
        <ul className={cards.cardList} aria-label={label}>
          {group.linhas.map((l) => (
            <li key={l.certidaoId} className={cards.card}>
              <div className={cards.cardHead}>
                <h4 className={cards.cardTitle}>{l.tipoNome}</h4>
                <LineStatus status={l.status} />
              </div>
              <dl className={cards.cardFacts}>
                <div className={cards.fullRow}>
                  <dt>Parte</dt>
                  <dd>
                    {l.parte.nome} · {formatCpfCnpj(l.parte.cpfCnpj)}
                    {l.referencia ? ` · Ref.: ${l.referencia}` : ''}
                  </dd>
                </div>
                <div>
                  <dt>Data</dt>
                  <dd>{formatDate(l.criadoEm)}</dd>
                </div>
                <div>
                  <dt>Resultado</dt>
                  <dd>{resultOf(l)}</dd>
                </div>
                <div>
                  <dt>Valor</dt>
                  <dd>
                    <LineAmount line={l} />
                  </dd>
                </div>
              </dl>
            </li>
          ))}
          <li className={cards.card}>
            <div className={cards.cardHead}>
              <h4 className={cards.cardTitle}>Subtotal</h4>
              <strong className={styles.amount}>{formatMoney(group.subtotal.valor)}</strong>
            </div>
          </li>
        </ul>
      </div>
    </>
  );
}

function Totals({ totais }: { totais: ExtratoMensal['totais'] }) {
  const facts = [
    ['Certidões', String(totais.certidoes)],
    ['Cobrado', formatMoney(totais.cobrado)],
    ['Devolvido', formatMoney(totais.devolvido)],
    ['Total do mês', formatMoney(totais.valor)],
  ] as const;
  return (
    <dl className={styles.totals} aria-label="Totais do mês">
      {facts.map(([label, value]) => (
        <div key={label} className={styles.total}>
          <dt className={styles.totalLabel}>{label}</dt>
          <dd className={styles.totalValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * 'Extrato mensal' on the company's reports: a month and optionally a cost centre, the preview of what the
 * files hold (every certificate with its net amount, by cost centre, with the totals) and the two downloads.
 */
export function MonthlyStatement() {
  const months = recentMonths(monthOf(), 12);
  const [mes, setMes] = useState(months[0] as string);
  const [centre, setCentre] = useState<string>(ALL);
  const centroCustoId = centre === ALL ? null : centre;
  const centres = useCentrosCusto();
  const { data, error, mutate } = useExtratoMensal(mes, centroCustoId);
  const centreItems = [
    { id: ALL, label: 'Todos os centros de custo' },
    ...(centres.data?.data ?? []).map((c) => ({ id: c.id, label: `${c.codigo} — ${c.nome}` })),
  ];
  return (
    <Card as="section" title="Extrato mensal" titleLevel={2}>
      <div className={stack}>
        <p className={muted}>
          Todas as certidões solicitadas no mês, com o valor cobrado de cada uma (devoluções descontadas), por
          centro de custo. Os gestores também recebem o extrato por e-mail no início de cada mês.
        </p>
        <div className={styles.filters}>
          <Select
            label="Mês"
            items={months.map((m) => ({ id: m, label: monthOption(m) }))}
            selectedKey={mes}
            onSelectionChange={(key) => setMes(String(key))}
          >
            {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
          </Select>
          <Select
            label="Centro de custo"
            items={centreItems}
            selectedKey={centre}
            onSelectionChange={(key) => setCentre(String(key))}
          >
            {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
          </Select>
          <div className={styles.downloads}>
            <Link
              href={statementHref(mes, centroCustoId, 'csv')}
              buttonVariant="outline"
              buttonSize="sm"
              download
            >
              <DownloadIcon aria-hidden="true" /> Baixar CSV
            </Link>
            <Link
              href={statementHref(mes, centroCustoId, 'pdf')}
              buttonVariant="outline"
              buttonSize="sm"
              download
            >
              <DownloadIcon aria-hidden="true" /> Baixar PDF
            </Link>
          </div>
        </div>
        {data ? (
          data.grupos.length ? (
            <>
              {data.grupos.map((g) => (
                <section key={g.centroCusto?.id ?? 'sem'} className={styles.group} aria-label={groupName(g)}>
                  <h3 className={styles.groupTitle}>{groupName(g)}</h3>
                  <GroupTable group={g} />
                </section>
              ))}
              <Totals totais={data.totais} />
            </>
          ) : (
            <EmptyState size="sm" title="Nenhuma certidão solicitada neste mês" />
          )
        ) : error ? (
          <LoadError title="Erro ao carregar o extrato." onRetry={() => void mutate()} />
        ) : (
          <EmptyState size="sm" tone="primary" isLoading title="Carregando extrato..." />
        )}
      </div>
    </Card>
  );
}
