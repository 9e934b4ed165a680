import type { ConfiguracoesSistema } from '@certidao/api-client';
import { SETTINGS_MESSAGES, type SystemSettings, validateSystemSettings } from '@certidao/domain';
import { Card, NumberField, Switch, TextField } from '@certidao/ui';
import { stack } from '../../../lib/layout.css.ts';
import { SavedForm, useSavedForm } from '../../../lib/SavedForm.tsx';
import { useSalvarConfiguracoes } from '../api.ts';
import * as styles from './settings.css.ts';

const FIELDS = [
  'tempoMaximoResposta',
  'avisoAutomatico',
  'emailNotificacoes',
  'emailAdmin',
  'emailSuporte',
  'logDetalhado',
] as const;

/** The field a server message belongs to (the domain's messages are one per field). */
function fieldOf(message: string): keyof SystemSettings | undefined {
  if (message === SETTINGS_MESSAGES.avisoAntesDoMaximo) return 'avisoAutomatico';
  return FIELDS.find((f) => (SETTINGS_MESSAGES as Record<string, string>)[f] === message);
}

/**
 * The settings that take effect (docs/decisions/billing.md, 'Settings and billing'), in cards:
 * response times, e-mail settings and business rules. A table of fields: one component reads best whole.
 */
export function SettingsForm({ settings }: { settings: ConfiguracoesSistema }) {
  const save = useSalvarConfiguracoes();
  const form = useSavedForm<SystemSettings>({
    fields: FIELDS,
    saved: settings,
    validate: validateSystemSettings,
    save: (body) => save.trigger({ body }),
    fieldOf,
  });
  const { values, set } = form;
  const busy = save.isMutating;
  const hours = (field: 'tempoMaximoResposta' | 'avisoAutomatico', label: string, description: string) => (
    <div data-field={field}>
      <NumberField
        label={label}
        name={field}
        description={description}
        minValue={1}
        maxValue={720}
        step={1}
        formatOptions={{ maximumFractionDigits: 0 }}
        value={values[field]}
        onChange={set(field)}
        isDisabled={busy}
        isRequired
      />
    </div>
  );
  const email = (
    field: 'emailNotificacoes' | 'emailAdmin' | 'emailSuporte',
    label: string,
    description: string,
  ) => (
    <TextField
      label={label}
      name={field}
      type="email"
      maxLength={254}
      description={description}
      value={values[field]}
      onChange={set(field)}
      isDisabled={busy}
    />
  );
  return (
    <SavedForm
      {...form}
      label="Configurações do sistema"
      className={stack}
      isSaving={busy}
      submitLabel="Salvar configurações"
      updatedAt={settings.atualizadoEm}
    >
      <div className={styles.cards}>
        <Card as="section" title="Tempos de resposta" titleLevel={2}>
          <div className={styles.fields}>
            {hours('tempoMaximoResposta', 'Tempo máximo de resposta (horas)', 'Padrão: 72 horas.')}
            {hours(
              'avisoAutomatico',
              'Aviso automático (horas)',
              'Uma certidão ainda aguardando ou em processamento depois deste tempo aparece como Atrasada e a equipe é avisada. Padrão: 48 horas.',
            )}
          </div>
        </Card>
        <Card as="section" title="Configurações de E-mail" titleLevel={2}>
          <div className={styles.fields}>
            {email(
              'emailNotificacoes',
              'E-mail de notificações',
              `Remetente dos e-mails do sistema. Vazio: ${settings.padroes.emailNotificacoes}.`,
            )}
            {email(
              'emailAdmin',
              'E-mail do administrador',
              'Recebe os avisos para a administração (como reembolsos a fazer manualmente). Vazio: todos os administradores ativos.',
            )}
            {email(
              'emailSuporte',
              'E-mail de suporte',
              `Recebe as mensagens do formulário de contato. Vazio: ${settings.padroes.emailSuporte}.`,
            )}
          </div>
        </Card>
        <Card as="section" title="Regras de negócio" titleLevel={2}>
          <Switch
            name="logDetalhado"
            isSelected={values.logDetalhado}
            onChange={set('logDetalhado')}
            isDisabled={busy}
            description="Registra cada requisição no log do servidor. Desligado: apenas avisos e erros."
          >
            Log detalhado
          </Switch>
        </Card>
      </div>
    </SavedForm>
  );
}
