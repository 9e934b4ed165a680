import type { ModoAlerta, PreferenciasAlertas } from '@certidao/api-client';
import { Card, InlineAlert, Radio, RadioGroup } from '@certidao/ui';
import { LoadError } from '../../../lib/LoadError.tsx';
import { stack } from '../../../lib/layout.css.ts';
import { serverMessage, useOperation, useOperationMutation } from '../../../lib/swr.ts';

/** The kinds of monitoring alert, in the order people think of them, with what each one is. */
const KINDS: { id: keyof PreferenciasAlertas; label: string; description: string }[] = [
  { id: 'vencimento', label: 'Vencimento', description: 'Uma certidão monitorada venceu sem renovação.' },
  { id: 'resultado', label: 'Mudança de resultado', description: 'Um resultado mudou entre duas emissões.' },
  {
    id: 'falha',
    label: 'Falha na renovação',
    description: 'Uma certidão da renovação falhou ou foi cancelada.',
  },
  {
    id: 'cota',
    label: 'Cota',
    description: 'Uma renovação espera cota (dito uma vez, até a situação mudar).',
  },
];

const MODES: { id: ModoAlerta; label: string }[] = [
  { id: 'imediato', label: 'Na hora' },
  { id: 'resumo_diario', label: 'Resumo diário' },
  { id: 'desligado', label: 'Desligado' },
];

/**
 * Meu perfil › Notificações: per kind of monitoring alert, 'Na hora' (notification and e-mail at once),
 * 'Resumo diário' (notification at once, one e-mail a day from 08:00) or 'Desligado' (the party's history only).
 * Each choice is saved as it is made.
 */
export function AlertPreferences() {
  const { data, error, mutate } = useOperation('obterPreferenciasAlertas', undefined);
  const save = useOperationMutation('atualizarPreferenciasAlertas', {
    successMessage: 'Preferência de alerta salva.',
    errorMessage: (e) => serverMessage(e, 'Não foi possível salvar a preferência.'),
  });
  return (
    <Card
      as="section"
      titleLevel={2}
      title="Alertas do monitoramento"
      description="Escolha como receber cada tipo de alerta das partes monitoradas. O histórico de cada parte registra tudo, qualquer que seja a escolha."
    >
      {error && !data ? (
        <LoadError title="Não foi possível carregar as preferências." onRetry={() => void mutate()} />
      ) : (
        <div className={stack}>
          {KINDS.map((kind) => (
            <RadioGroup
              key={kind.id}
              label={kind.label}
              description={kind.description}
              orientation="horizontal"
              value={data?.[kind.id] ?? null}
              isDisabled={!data || save.isMutating}
              onChange={(value) =>
                void save
                  .trigger({ body: { [kind.id]: value as ModoAlerta } })
                  .then((next) => mutate(next, { revalidate: false }))
                  .catch(() => undefined)
              }
            >
              {MODES.map((m) => (
                <Radio key={m.id} value={m.id}>
                  {m.label}
                </Radio>
              ))}
            </RadioGroup>
          ))}
          <InlineAlert tone="info">
            O resumo diário chega uma vez por dia, a partir das 8h, com os alertas acumulados desde o
            anterior.
          </InlineAlert>
        </div>
      )}
    </Card>
  );
}
