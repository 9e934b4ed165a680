import { formatDateTime } from '@certidao/domain';
import { Button, Card, EmptyState, PlusIcon, TextArea } from '@certidao/ui';
import { FormFrame } from '../../../lib/FormFrame.tsx';
import { stack } from '../../../lib/layout.css.ts';
import { type FormErrors, useFormState } from '../../../lib/useFormState.ts';
import { useAddObservacao, useObservacoesCertidao } from '../api.ts';
import * as styles from './requests.css.ts';

type Values = { texto: string };
const check = (v: Values): FormErrors<Values> => (v.texto.trim() ? {} : { texto: 'Digite a observação.' });

/** The certificate's observation history (newest first, with author and time) and the form that adds one. */
export function Observations({ certidaoId }: { certidaoId: string }) {
  const list = useObservacoesCertidao(certidaoId);
  const add = useAddObservacao();
  const { values, set, errors, rootRef, formKey, handleSubmit, reset } = useFormState<Values>(
    { texto: '' },
    check,
  );
  const submit = handleSubmit(async (v) => {
    try {
      await add.trigger({ path: { id: certidaoId }, body: { texto: v.texto.trim() } });
      reset({ texto: '' });
    } catch {
      // The toast said why; the text stays.
    }
  });
  const items = list.data?.data ?? [];
  return (
    <Card as="section" title="Histórico de observações" titleLevel={2}>
      <div className={stack}>
        <FormFrame
          label="Adicionar observação"
          className={styles.noteForm}
          rootRef={rootRef}
          errors={errors}
          submit={submit}
          formKey={formKey}
        >
          <TextArea
            label="Nova observação"
            name="texto"
            rows={3}
            maxLength={2000}
            value={values.texto}
            onChange={set('texto')}
            isDisabled={add.isMutating}
          />
          <div className={styles.formActions}>
            <Button type="submit" isPending={add.isMutating}>
              <PlusIcon aria-hidden="true" />
              Adicionar observação
            </Button>
          </div>
        </FormFrame>
        {list.error && !list.data ? (
          <EmptyState size="sm" tone="danger" title="Erro ao carregar observações" titleLevel={3} />
        ) : !list.data ? (
          <EmptyState size="sm" isLoading title="Carregando observações..." titleLevel={3} />
        ) : items.length === 0 ? (
          <EmptyState size="sm" title="Nenhuma observação registrada" titleLevel={3} />
        ) : (
          <ol className={styles.timeline} aria-label="Observações">
            {items.map((o) => (
              <li key={o.id} className={styles.timelineItem}>
                <div className={stack}>
                  <p className={styles.observation}>{o.texto}</p>
                  <p className={styles.noteMeta}>
                    {o.autor.nome} · <time dateTime={o.criadoEm}>{formatDateTime(o.criadoEm)}</time>
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Card>
  );
}
