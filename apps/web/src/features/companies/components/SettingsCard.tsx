import type { Empresa } from '@certidao/api-client';
import { Card, Switch } from '@certidao/ui';
import { useAtualizarEmpresa } from '../api.ts';
import * as styles from './companies.css.ts';

type Settings = Pick<Empresa, 'membrosVeemTodas' | 'centroCustoObrigatorio'>;

/**
 * The company's two settings as switches; `onChange` saves one as soon as it is switched (the gestor's
 * operation, or the back office's). Disabled while a change is saved, or for a reader who may not change them.
 */
export function SettingsSwitches({
  empresa,
  onChange,
  isDisabled,
}: {
  empresa: Settings;
  onChange: (body: { membrosVeemTodas: boolean } | { centroCustoObrigatorio: boolean }) => void;
  isDisabled: boolean;
}) {
  return (
    <div className={styles.settings}>
      <Switch
        isSelected={empresa.membrosVeemTodas}
        onChange={(on) => onChange({ membrosVeemTodas: on })}
        isDisabled={isDisabled}
        description="Desligado: cada membro vê só as solicitações que criou. Gestores veem todas."
      >
        Membros veem todas as solicitações
      </Switch>
      <Switch
        isSelected={empresa.centroCustoObrigatorio}
        onChange={(on) => onChange({ centroCustoObrigatorio: on })}
        isDisabled={isDisabled}
        description="Toda nova solicitação precisa indicar um centro de custo ativo."
      >
        Centro de custo obrigatório
      </Switch>
    </div>
  );
}

/** The company's two settings, each applied as soon as it is switched. */
export function SettingsCard({ empresa }: { empresa: Empresa }) {
  const update = useAtualizarEmpresa('Configuração salva.');
  return (
    <Card as="section" title="Configurações" titleLevel={2}>
      <SettingsSwitches
        empresa={empresa}
        onChange={(body) => void update.trigger({ body }).catch(() => undefined)}
        isDisabled={update.isMutating}
      />
    </Card>
  );
}
