import type { ChaveApiCriada } from '@certidao/api-client';
import { formatDate } from '@certidao/domain';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  DateField,
  Dialog,
  DialogFooter,
  Modal,
  TextField,
} from '@certidao/ui';
import { useState } from 'react';
import { API_KEY_SCOPES, expiryInstant, expiryRange, scopeHelp, scopeLabel } from '../../../lib/apiKeys.ts';
import { FormFrame } from '../../../lib/FormFrame.tsx';
import { type FormErrors, useFormState } from '../../../lib/useFormState.ts';
import { useCriarChaveApi } from '../api.ts';
import * as styles from './integrations.css.ts';
import { SecretReveal } from './SecretReveal.tsx';

type KeyValues = {
  nome: string;
  escopos: string[];
  expiraEm: string | null;
};

const EMPTY: KeyValues = { nome: '', escopos: [], expiraEm: null };

function check(values: KeyValues): FormErrors<KeyValues> {
  const errors: FormErrors<KeyValues> = {};
  if (!values.nome.trim()) errors.nome = 'Informe um nome para a chave';
  if (values.escopos.length === 0) errors.escopos = 'Selecione pelo menos um escopo';
  const { min, max } = expiryRange();
  if (values.expiraEm && (values.expiraEm < min || values.expiraEm > max))
    errors.expiraEm = `Escolha uma data entre hoje e ${formatDate(max)}`;
  return errors;
}

/** The form: name, scopes (at least one), an optional expiry day. */
function NewKeyForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: ChaveApiCriada) => void;
  onCancel: () => void;
}) {
  const create = useCriarChaveApi();
  const { values, set, errors, rootRef, handleSubmit } = useFormState(EMPTY, check);
  const { min, max } = expiryRange();
  const submit = handleSubmit(async ({ nome, escopos, expiraEm }) => {
    try {
      const created = await create.trigger({
        body: {
          nome: nome.trim(),
          escopos: escopos as (typeof API_KEY_SCOPES)[number][],
          expiraEm: expiraEm ? expiryInstant(expiraEm) : null,
        },
      });
      onCreated(created);
    } catch {
      // The toast shows the server's message; the form stays as typed.
    }
  });
  return (
    <FormFrame
      label="Nova chave de API"
      className={styles.form}
      rootRef={rootRef}
      errors={errors}
      submit={submit}
    >
      <TextField
        label="Nome"
        name="nome"
        description="Para reconhecer a chave depois: o sistema que vai usá-la."
        isRequired
        maxLength={80}
        value={values.nome}
        onChange={set('nome')}
        isDisabled={create.isMutating}
      />
      <CheckboxGroup
        label="Escopos"
        name="escopos"
        isRequired
        value={values.escopos}
        onChange={set('escopos')}
        isDisabled={create.isMutating}
      >
        {API_KEY_SCOPES.map((scope) => (
          <Checkbox key={scope} value={scope} description={scopeHelp(scope)}>
            {scopeLabel(scope)}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <div data-field="expiraEm">
        <DateField
          label="Expira em"
          name="expiraEm"
          description="Opcional. Sem data, a chave vale até ser revogada."
          minValue={min}
          maxValue={max}
          value={values.expiraEm}
          onChange={set('expiraEm')}
          isDisabled={create.isMutating}
        />
      </div>
      <DialogFooter>
        <Button variant="outline" onPress={onCancel} isDisabled={create.isMutating}>
          Cancelar
        </Button>
        <Button type="submit" isPending={create.isMutating}>
          Criar chave
        </Button>
      </DialogFooter>
    </FormFrame>
  );
}

/**
 * 'Nova chave': the form, then the full key, shown this once with 'Copiar'. Closing forgets it: the table only
 * ever shows the prefix.
 */
export function NewKeyDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [created, setCreated] = useState<ChaveApiCriada | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog
        title={created ? 'Chave criada' : 'Nova chave de API'}
        description={created ? undefined : 'A chave age em seu nome, apenas com os escopos escolhidos.'}
      >
        {created ? (
          <div className={styles.form}>
            <SecretReveal
              label={`Chave “${created.chave.nome}”`}
              value={created.segredo}
              description="Envie-a no cabeçalho Authorization: Bearer <chave>."
            >
              Copie a chave agora e guarde-a em local seguro: ela não será mostrada novamente. Depois de
              fechar, só o prefixo {created.chave.prefixo}… aparece na lista.
            </SecretReveal>
            <DialogFooter>
              <Button onPress={close}>Concluir</Button>
            </DialogFooter>
          </div>
        ) : (
          <NewKeyForm onCreated={setCreated} onCancel={close} />
        )}
      </Dialog>
    </Modal>
  );
}
