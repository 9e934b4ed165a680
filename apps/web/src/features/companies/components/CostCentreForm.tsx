import type { CentroCusto } from '@certidao/api-client';
import { Button, Dialog, DialogFooter, Modal, TextField } from '@certidao/ui';
import { FormFrame } from '../../../lib/FormFrame.tsx';
import { serverMessage } from '../../../lib/swr.ts';
import { type FormErrors, useFormState } from '../../../lib/useFormState.ts';
import { useAtualizarCentroCusto, useCriarCentroCusto } from '../api.ts';
import * as styles from './companies.css.ts';

type Values = { codigo: string; nome: string };
const EMPTY: Values = { codigo: '', nome: '' };
const CODE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

function check(v: Values): FormErrors<Values> {
  const errors: FormErrors<Values> = {};
  const codigo = v.codigo.trim();
  if (!codigo) errors.codigo = 'Informe o código.';
  else if (!CODE.test(codigo)) errors.codigo = 'Use letras, números, ponto, hífen ou sublinhado.';
  if (!v.nome.trim()) errors.nome = 'Informe o nome.';
  return errors;
}

/** A refusal about the code or the name (both unique in the company) marks that field. */
const fieldOfRefusal = (message: string): keyof Values => (/código/i.test(message) ? 'codigo' : 'nome');

function Fields({
  values,
  set,
  busy,
}: {
  values: Values;
  set: ReturnType<typeof useFormState<Values>>['set'];
  busy: boolean;
}) {
  return (
    <>
      <TextField
        label="Código"
        name="codigo"
        isRequired
        maxLength={30}
        value={values.codigo}
        onChange={set('codigo')}
        isDisabled={busy}
      />
      <TextField
        label="Nome"
        name="nome"
        isRequired
        maxLength={100}
        value={values.nome}
        onChange={set('nome')}
        isDisabled={busy}
      />
    </>
  );
}

/** 'Novo centro de custo': code and name on one row, 'Adicionar'. */
export function NewCostCentreForm() {
  const create = useCriarCentroCusto();
  const busy = create.isMutating;
  const { values, set, errors, setErrors, rootRef, handleSubmit, reset, formKey } = useFormState(
    EMPTY,
    check,
  );
  const submit = handleSubmit(async (v) => {
    try {
      await create.trigger({ body: { codigo: v.codigo.trim(), nome: v.nome.trim() } });
      reset(EMPTY);
    } catch (error) {
      const message = serverMessage(error, 'Erro ao criar o centro de custo.');
      setErrors({ [fieldOfRefusal(message)]: message });
    }
  });
  return (
    <FormFrame
      label="Novo centro de custo"
      rootRef={rootRef}
      errors={errors}
      submit={submit}
      formKey={formKey}
    >
      <div className={styles.costCentreForm}>
        <Fields values={values} set={set} busy={busy} />
        <Button type="submit" isPending={busy}>
          Adicionar
        </Button>
      </div>
    </FormFrame>
  );
}

/** 'Editar': the code and name of a cost centre. */
export function EditCostCentreDialog({ centro, onClose }: { centro: CentroCusto; onClose: () => void }) {
  const update = useAtualizarCentroCusto();
  const busy = update.isMutating;
  const { values, set, errors, setErrors, rootRef, handleSubmit } = useFormState(
    { codigo: centro.codigo, nome: centro.nome },
    check,
  );
  const submit = handleSubmit(async (v) => {
    try {
      await update.trigger({
        path: { id: centro.id },
        body: { codigo: v.codigo.trim(), nome: v.nome.trim() },
      });
      onClose();
    } catch (error) {
      const message = serverMessage(error, 'Erro ao salvar o centro de custo.');
      setErrors({ [fieldOfRefusal(message)]: message });
    }
  });
  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog title="Editar centro de custo">
        <FormFrame
          label="Editar centro de custo"
          className={styles.form}
          rootRef={rootRef}
          errors={errors}
          submit={submit}
        >
          <Fields values={values} set={set} busy={busy} />
          <DialogFooter>
            <Button variant="outline" onPress={onClose} isDisabled={busy}>
              Cancelar
            </Button>
            <Button type="submit" isPending={busy}>
              Salvar
            </Button>
          </DialogFooter>
        </FormFrame>
      </Dialog>
    </Modal>
  );
}
