import type { EmissaoAssistida } from '@certidao/api-client';
import { toSaoPauloIsoDate } from '@certidao/domain';
import { Button, Card, DateField, FileField, ListBoxItem, Select, TextField } from '@certidao/ui';
import { FormFrame } from '../../../lib/FormFrame.tsx';
import { useFormState } from '../../../lib/useFormState.ts';
import { useConcluir } from '../api.ts';
import { checkFulfil, EMPTY_FULFIL, type FulfilValues, issueInstant, RESULTADOS } from '../queue.ts';
import * as styles from './assisted.css.ts';

/** The file as base64, read in slices (one `String.fromCharCode` call over 10 MB overflows the stack). */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * The PDF obtained at the official portal, with the result, the issue and validity dates it states and its
 * control code: the server delivers it to the customer as it does an automatic answer.
 */
export function FulfilForm({ job }: { job: EmissaoAssistida }) {
  const form = useFormState<FulfilValues>(EMPTY_FULFIL, (v) => checkFulfil(v));
  const concluir = useConcluir();
  const { values, set, errors } = form;
  const send = async (v: FulfilValues) => {
    try {
      await concluir.trigger({
        path: { id: job.id },
        body: {
          pdfBase64: await base64Of(v.pdf as File),
          resultado: v.resultado as Exclude<FulfilValues['resultado'], ''>,
          emitidoEm: issueInstant(v.emitidoEm),
          validoAte: v.validoAte || null,
          codigoControle: v.codigoControle.trim(),
        },
      });
    } catch {
      // The hook's toast says why; the form keeps what was typed.
    }
  };
  return (
    <Card
      title="Concluir emissão"
      titleLevel={2}
      as="section"
      description="Envie o PDF obtido no portal oficial. O cliente recebe a certidão assinada com o documento anexado."
    >
      <FormFrame
        label="Concluir emissão"
        className={styles.form}
        rootRef={form.rootRef}
        errors={errors}
        submit={form.handleSubmit(send)}
        formKey={form.formKey}
      >
        <FileField
          label="PDF da certidão"
          name="pdf"
          isRequired
          acceptedFileTypes={['application/pdf', '.pdf']}
          description="O arquivo emitido pelo órgão, em PDF, até 10 MB."
          file={values.pdf as File | null}
          onChange={set('pdf')}
          errorMessage={errors.pdf}
          isDisabled={concluir.isMutating}
        />
        <Select
          label="Resultado"
          name="resultado"
          isRequired
          placeholder="Selecione"
          value={values.resultado || null}
          onChange={(key) => set('resultado')((key ?? '') as FulfilValues['resultado'])}
          items={RESULTADOS}
        >
          {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
        </Select>
        <div className={styles.twoFields}>
          <DateField
            label="Data de emissão"
            name="emitidoEm"
            description="Vazia: hoje."
            value={values.emitidoEm || null}
            maxValue={toSaoPauloIsoDate()}
            onChange={(v) => set('emitidoEm')(v ?? '')}
          />
          <DateField
            label="Válida até"
            name="validoAte"
            description="Vazia: a validade padrão do tipo."
            value={values.validoAte || null}
            minValue={values.emitidoEm || undefined}
            onChange={(v) => set('validoAte')(v ?? '')}
          />
        </div>
        <TextField
          label="Código de controle"
          name="codigoControle"
          isRequired
          maxLength={80}
          description="O código de autenticidade impresso na certidão."
          value={values.codigoControle}
          onChange={set('codigoControle')}
        />
        <div className={styles.actions}>
          <Button type="submit" isPending={concluir.isMutating}>
            Concluir e entregar
          </Button>
        </div>
      </FormFrame>
    </Card>
  );
}
