import { countOf, toSaoPauloIsoDate } from '@certidao/domain';
import { Button, Checkbox, DateField, Dialog, DialogFooter, Modal, TextField, toast } from '@certidao/ui';
import { useState } from 'react';
import { FormFrame } from '../../../lib/FormFrame.tsx';
import { type FormErrors, useFormState } from '../../../lib/useFormState.ts';
import { useReenviarEventos } from '../api.ts';
import * as styles from './integrations.css.ts';

/** How long events are kept (the server's retention): the earliest day offered. */
const KEEP_DAYS = 30;

type Values = { dia: string | null; hora: string; incluirEntregues: boolean };

function check(values: Values): FormErrors<Values> {
  const errors: FormErrors<Values> = {};
  if (!values.dia) errors.dia = 'Informe o dia';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(values.hora)) errors.hora = 'Use o formato HH:MM, por exemplo 09:30';
  return errors;
}

const dayIso = (offsetDays: number) => toSaoPauloIsoDate(new Date(Date.now() + offsetDays * 86_400_000));

/**
 * 'Reenviar desde…': every event since a moment (São Paulo time) of the types the endpoint receives, queued
 * again; those it already accepted only when asked. The toast says how many went.
 */
export function ResendSinceButton({ endpointId }: { endpointId: string }) {
  const resend = useReenviarEventos();
  const [open, setOpen] = useState(false);
  const { values, set, errors, rootRef, handleSubmit } = useFormState<Values>(
    { dia: dayIso(0), hora: '00:00', incluirEntregues: false },
    check,
  );
  const submit = async (v: Values) => {
    try {
      const done = await resend.trigger({
        path: { id: endpointId },
        body: { desde: `${v.dia}T${v.hora}:00-03:00`, incluirEntregues: v.incluirEntregues },
      });
      toast.success(
        done.eventos
          ? `${countOf(done.eventos, 'evento reenviado', 'eventos reenviados')}. Acompanhe no registro de entregas.`
          : 'Nenhum evento a reenviar nesse período.',
      );
      setOpen(false);
    } catch {
      // The toast shows the server's message (an endpoint turned off); the form stays as typed.
    }
  };
  return (
    <>
      <Button variant="outline" size="sm" onPress={() => setOpen(true)}>
        Reenviar desde…
      </Button>
      <Modal isOpen={open} onOpenChange={setOpen}>
        <Dialog title="Reenviar eventos desde…">
          <FormFrame
            label="Reenviar eventos"
            className={styles.form}
            rootRef={rootRef}
            errors={errors}
            submit={handleSubmit(submit)}
          >
            <p className={styles.howTo}>
              Todos os eventos registrados a partir desse momento, dos tipos que este endpoint recebe, são
              enviados de novo (cada um com o mesmo webhook-id). Os eventos ficam guardados por {KEEP_DAYS}{' '}
              dias.
            </p>
            <div className={styles.fieldRow}>
              <DateField
                label="Dia"
                name="dia"
                isRequired
                value={values.dia}
                onChange={set('dia')}
                minValue={dayIso(-KEEP_DAYS)}
                maxValue={dayIso(0)}
                isDisabled={resend.isMutating}
              />
              <TextField
                label="Hora"
                name="hora"
                description="Horário de Brasília."
                inputMode="numeric"
                maxLength={5}
                isRequired
                value={values.hora}
                onChange={set('hora')}
                isDisabled={resend.isMutating}
              />
            </div>
            <Checkbox
              isSelected={values.incluirEntregues}
              onChange={set('incluirEntregues')}
              isDisabled={resend.isMutating}
            >
              Incluir os eventos que o endpoint já aceitou
            </Checkbox>
            <DialogFooter>
              <Button variant="outline" onPress={() => setOpen(false)} isDisabled={resend.isMutating}>
                Cancelar
              </Button>
              <Button type="submit" isPending={resend.isMutating}>
                Reenviar
              </Button>
            </DialogFooter>
          </FormFrame>
        </Dialog>
      </Modal>
    </>
  );
}
