import { formatDateTime, sourceStateLabel } from '@certidao/domain';
import {
  Badge,
  BarChart,
  Card,
  Cell,
  Column,
  InlineAlert,
  PageHeader,
  Row,
  Spinner,
  Switch,
  Table,
  TableBody,
  TableHeader,
} from '@certidao/ui';
import { useState } from 'react';
import { muted, nowrap, stack, strong } from '../../../lib/layout.css.ts';
import { useHistoricoFonte, useSaudeFontes } from '../api.ts';
import { toolbar } from '../sources.css.ts';
import { formatRate, formatSeconds, STATE_ORDER, STATE_TONE } from '../states.ts';

const BREAKER_LABELS = { fechado: 'Fechado', aberto: 'Aberto', meio_aberto: 'Em teste' } as const;

/**
 * /admin/fontes: each source's health for the staff — state, circuit breaker, runs, success rate, p50/p95 of the
 * last hour, last failure — and a source's runs per hour over the last 24 hours. Only the sources with runs or
 * a problem are listed unless 'Mostrar todas' is on.
 */
export default function SaudeFontesPage() {
  const { data, error, isLoading } = useSaudeFontes();
  const [all, setAll] = useState(false);
  const fontes = [...(data?.fontes ?? [])].sort(
    (a, b) => STATE_ORDER.indexOf(a.estado) - STATE_ORDER.indexOf(b.estado) || b.tentativas - a.tentativas,
  );
  const active = fontes.filter((f) => f.tentativas > 0 || f.estado !== 'normal' || f.ultimaFalha);
  const shown = all ? fontes : active;
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen ?? active[0]?.fonte ?? null;
  const history = useHistoricoFonte(selected);
  const selectedName = fontes.find((f) => f.fonte === selected)?.nome ?? '';
  return (
    <div className={stack}>
      <PageHeader
        title="Saúde das fontes"
        description={`Execuções de cada fonte na última ${data?.janelaMinutos === 60 || !data ? 'hora' : `${data.janelaMinutos} min`}, o disjuntor (aberto: pedidos pausados até a sondagem) e a última falha.`}
      />
      {error ? (
        <InlineAlert tone="danger">Não foi possível carregar a saúde das fontes.</InlineAlert>
      ) : isLoading ? (
        <Spinner label="Carregando a saúde das fontes" />
      ) : (
        <>
          <div className={toolbar}>
            <Switch isSelected={all} onChange={setAll}>
              Mostrar todas as fontes ({fontes.length})
            </Switch>
          </div>
          <Card as="section" title="Fontes" titleLevel={2}>
            {shown.length ? (
              <Table
                aria-label="Saúde das fontes"
                selectionMode="single"
                selectionBehavior="replace"
                selectedKeys={selected ? [selected] : []}
                onSelectionChange={(keys) => {
                  const [key] = keys === 'all' ? [] : [...keys];
                  if (key !== undefined) setChosen(String(key));
                }}
              >
                <TableHeader>
                  <Column id="fonte" isRowHeader>
                    Fonte
                  </Column>
                  <Column id="estado">Estado</Column>
                  <Column id="disjuntor">Disjuntor</Column>
                  <Column id="execucoes">Execuções</Column>
                  <Column id="sucesso">Sucesso</Column>
                  <Column id="p50">p50</Column>
                  <Column id="p95">p95</Column>
                  <Column id="falha">Última falha</Column>
                </TableHeader>
                <TableBody>
                  {shown.map((f) => (
                    <Row key={f.fonte} id={f.fonte}>
                      <Cell>
                        <span className={strong}>{f.nome}</span>
                      </Cell>
                      <Cell>
                        <Badge tone={STATE_TONE[f.estado]} size="sm">
                          {sourceStateLabel(f.estado)}
                        </Badge>
                      </Cell>
                      <Cell>
                        {BREAKER_LABELS[f.disjuntor]}
                        {f.reabreEm ? (
                          <span className={muted}> · sondagem {formatDateTime(f.reabreEm)}</span>
                        ) : null}
                      </Cell>
                      <Cell>
                        {f.tentativas}
                        {f.falhas ? <span className={muted}> ({f.falhas} com falha)</span> : null}
                      </Cell>
                      <Cell>{formatRate(f.taxaSucesso)}</Cell>
                      <Cell>
                        <span className={nowrap}>{formatSeconds(f.p50Segundos)}</span>
                      </Cell>
                      <Cell>
                        <span className={nowrap}>{formatSeconds(f.p95Segundos)}</span>
                      </Cell>
                      <Cell>
                        {f.ultimaFalha ? (
                          <>
                            <span className={nowrap}>{formatDateTime(f.ultimaFalha.em)}</span>
                            <span className={muted}> {f.ultimaFalha.mensagem}</span>
                          </>
                        ) : (
                          '—'
                        )}
                      </Cell>
                    </Row>
                  ))}
                </TableBody>
              </Table>
            ) : (
              <p className={muted}>Nenhuma fonte teve execuções recentes.</p>
            )}
          </Card>
          <Card as="section" title="Histórico das últimas 24 horas" titleLevel={2}>
            <div className={stack}>
              <p className={muted}>
                {selected
                  ? `${selectedName}. Escolha outra fonte na tabela para ver o histórico dela.`
                  : 'Escolha uma fonte na tabela para ver o histórico dela.'}
              </p>
              {history.data ? (
                <BarChart
                  title="Execuções por hora"
                  labelHeader="Hora"
                  maxAxisLabels={6}
                  series={[
                    { key: 'sucessos', label: 'Com sucesso', tone: 'success' },
                    { key: 'falhas', label: 'Com falha', tone: 'danger' },
                  ]}
                  items={history.data.horas.map((h) => ({
                    label: formatDateTime(h.hora),
                    shortLabel: formatDateTime(h.hora).slice(-5),
                    values: { sucessos: h.sucessos, falhas: h.falhas },
                  }))}
                />
              ) : selected ? (
                <Spinner label="Carregando o histórico" />
              ) : null}
            </div>
          </Card>
        </>
      )}
    </div>
  );
}
