import { formatDateTime, type SourceState, sourceStateLabel } from '@certidao/domain';
import { Badge, Card, InlineAlert, PageHeader, Spinner } from '@certidao/ui';
import { muted, stack } from '../../../lib/layout.css.ts';
import { useStatusPublico } from '../api.ts';
import { sourceItem, sourceList, stateRow } from '../sources.css.ts';
import { formatDelay, STATE_ORDER, STATE_TONE } from '../states.ts';

const SECTION_TITLES: Record<SourceState, string> = {
  fora_do_ar: 'Fora do ar',
  instavel: 'Instáveis',
  lenta: 'Lentas',
  normal: 'Funcionando normalmente',
};

const SECTION_NOTES: Record<SourceState, string> = {
  fora_do_ar:
    'Os pedidos dessas fontes ficam na fila e são emitidos assim que elas voltarem. Certidão que não for emitida não é cobrada.',
  instavel: 'A emissão pode falhar e ser repetida automaticamente, o que aumenta o prazo.',
  lenta: 'A emissão está levando mais tempo que o normal.',
  normal: 'Emissão dentro do prazo habitual.',
};

/**
 * /status: the public status page (no sign-in). Each source (the public body whose portal issues the
 * certificate) by its state over the last hour, the ones with a problem first, with the extra wait to expect.
 */
export default function StatusPage() {
  const { data, error, isLoading } = useStatusPublico();
  const fontes = data?.fontes ?? [];
  const problems = fontes.filter((f) => f.estado !== 'normal').length;
  return (
    <div className={stack}>
      <PageHeader
        title="Status das fontes"
        description="As fontes são os portais dos órgãos públicos que emitem as certidões. Esta página mostra como cada uma está agora, com base na última hora."
      />
      {error ? (
        <InlineAlert tone="danger">
          Não foi possível carregar o status agora. Tente de novo em instantes.
        </InlineAlert>
      ) : isLoading ? (
        <Spinner label="Carregando o status das fontes" />
      ) : (
        <>
          <InlineAlert tone={problems ? 'warning' : 'success'}>
            {problems
              ? `${problems === 1 ? '1 fonte está' : `${problems} fontes estão`} com problema no momento. As demais funcionam normalmente.`
              : 'Todas as fontes estão funcionando normalmente.'}
          </InlineAlert>
          {STATE_ORDER.map((estado) => {
            const group = fontes.filter((f) => f.estado === estado);
            if (!group.length) return null;
            return (
              <Card
                key={estado}
                as="section"
                title={`${SECTION_TITLES[estado]} (${group.length})`}
                titleLevel={2}
              >
                <p className={muted}>{SECTION_NOTES[estado]}</p>
                <ul className={sourceList}>
                  {group.map((f) => (
                    <li key={f.fonte} className={sourceItem}>
                      <span className={stateRow}>
                        <span>{f.nome}</span>
                        {estado !== 'normal' ? (
                          <Badge tone={STATE_TONE[estado]} size="sm">
                            {sourceStateLabel(estado)}
                          </Badge>
                        ) : null}
                      </span>
                      {f.atrasoMinutos ? (
                        <span className={muted}>Atraso previsto: {formatDelay(f.atrasoMinutos)}</span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </Card>
            );
          })}
          <p className={muted}>
            Atualizado em {formatDateTime(data?.atualizadoEm)}. A página se atualiza sozinha.
          </p>
        </>
      )}
    </div>
  );
}
