import type { EmissaoAssistida } from '@certidao/api-client';
import { Button, Card, Checkbox, TextArea } from '@certidao/ui';
import { FormFrame } from '../../../lib/FormFrame.tsx';
import { useFormState } from '../../../lib/useFormState.ts';
import { useFalhar } from '../api.ts';
import * as styles from './assisted.css.ts';

type FailValues = {
  motivo: string;
  podeTentarNovamente: boolean;
};

/** Why the certificate could not be obtained (the customer reads it) and whether trying again can help. */
export function FailForm({ job }: { job: EmissaoAssistida }) {
  const form = useFormState<FailValues>({ motivo: '', podeTentarNovamente: true }, (v) =>
    v.motivo.trim() ? {} : { motivo: 'Informe o motivo.' },
  );
  const falhar = useFalhar();
  const send = async (v: FailValues) => {
    try {
      await falhar.trigger({
        path: { id: job.id },
        body: { motivo: v.motivo.trim(), podeTentarNovamente: v.podeTentarNovamente },
      });
    } catch {
      // The hook's toast says why.
    }
  };
  return (
    <Card
      title="Não foi possível emitir"
      titleLevel={2}
      as="section"
      description="A certidão fica como Falhou, com o motivo que o cliente lê."
    >
      <FormFrame
        label="Registrar falha"
        className={styles.form}
        rootRef={form.rootRef}
        errors={form.errors}
        submit={form.handleSubmit(send)}
        formKey={form.formKey}
      >
        <TextArea
          label="Motivo"
          name="motivo"
          isRequired
          maxLength={500}
          showCount
          rows={3}
          placeholder="Ex.: o portal do tribunal não encontrou o CPF informado."
          value={form.values.motivo}
          onChange={form.set('motivo')}
        />
        <Checkbox
          isSelected={form.values.podeTentarNovamente}
          onChange={form.set('podeTentarNovamente')}
          description="Desmarque quando tentar de novo não adianta (dados errados)."
        >
          O cliente pode tentar novamente
        </Checkbox>
        <div className={styles.actions}>
          <Button type="submit" variant="danger" isPending={falhar.isMutating}>
            Registrar falha
          </Button>
        </div>
      </FormFrame>
    </Card>
  );
}
