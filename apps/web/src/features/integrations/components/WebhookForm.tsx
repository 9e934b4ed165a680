import type { EventoWebhookTipo } from '@certidao/api-client';
import { Button, Checkbox, CheckboxGroup, DialogFooter, TextField } from '@certidao/ui';
import { FormFrame } from '../../../lib/FormFrame.tsx';
import { type FormErrors, useFormState } from '../../../lib/useFormState.ts';
import { EVENT_INFO, WEBHOOK_EVENTS } from '../webhookLabels.ts';
import * as styles from './integrations.css.ts';

export type WebhookValues = {
  url: string;
  descricao: string;
  eventos: string[];
};

export const EMPTY_WEBHOOK: WebhookValues = { url: '', descricao: '', eventos: [] };

/** What the browser can tell; the server checks the rest (https, public address) and says why in pt-BR. */
function check(values: WebhookValues): FormErrors<WebhookValues> {
  const errors: FormErrors<WebhookValues> = {};
  const url = values.url.trim();
  if (!url) errors.url = 'Informe a URL do endpoint';
  else if (!/^https?:\/\/[^\s/]+/i.test(url)) errors.url = 'Digite uma URL completa, começando com https://';
  if (values.eventos.length === 0) errors.eventos = 'Selecione pelo menos um evento';
  return errors;
}

/** The body the API takes, from what was typed. */
export function webhookBody({ url, descricao, eventos }: WebhookValues) {
  return {
    url: url.trim(),
    descricao: descricao.trim() || null,
    eventos: eventos as EventoWebhookTipo[],
  };
}

/** An endpoint's URL, description and events (each with what makes it happen), for 'Novo endpoint' and 'Editar'. */
export function WebhookForm({
  label,
  initial = EMPTY_WEBHOOK,
  submitLabel,
  isPending,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial?: WebhookValues;
  submitLabel: string;
  isPending: boolean;
  onSubmit: (values: WebhookValues) => Promise<void>;
  onCancel: () => void;
}) {
  const { values, set, errors, rootRef, handleSubmit } = useFormState(initial, check);
  return (
    <FormFrame
      label={label}
      className={styles.form}
      rootRef={rootRef}
      errors={errors}
      submit={handleSubmit(onSubmit)}
    >
      <TextField
        label="URL"
        name="url"
        type="url"
        inputMode="url"
        placeholder="https://seu-sistema.com.br/webhooks"
        description="Precisa ser https:// e responder 2xx em até 10 segundos."
        isRequired
        maxLength={2000}
        value={values.url}
        onChange={set('url')}
        isDisabled={isPending}
      />
      <TextField
        label="Descrição"
        name="descricao"
        description="Opcional."
        maxLength={200}
        value={values.descricao}
        onChange={set('descricao')}
        isDisabled={isPending}
      />
      <CheckboxGroup
        label="Eventos"
        name="eventos"
        isRequired
        value={values.eventos}
        onChange={set('eventos')}
        isDisabled={isPending}
      >
        <div className={styles.eventOptions}>
          {WEBHOOK_EVENTS.map((tipo) => (
            <Checkbox key={tipo} value={tipo} description={EVENT_INFO[tipo].description}>
              {EVENT_INFO[tipo].label}
            </Checkbox>
          ))}
        </div>
      </CheckboxGroup>
      <DialogFooter>
        <Button variant="outline" onPress={onCancel} isDisabled={isPending}>
          Cancelar
        </Button>
        <Button type="submit" isPending={isPending}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </FormFrame>
  );
}
