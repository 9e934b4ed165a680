import type { Solicitacao } from '@certidao/api-client';
import { Button, Card, Form, formLayout, InlineAlert, TextField } from '@certidao/ui';
import { useState } from 'react';
import { serverMessage } from '../../../lib/swr.ts';
import { useAtualizarReferencia } from '../api.ts';
import { REFERENCE_MAX } from '../orderFacts.ts';
import * as styles from './requests.css.ts';

/**
 * 'Referência' on the request's detail: the customer's own reference (client, case, deal), shown and changed
 * in place ('Editar' → the field, 'Salvar'); blank clears it. The list, its search and the company's reports
 * read the same value.
 */
export function ReferenceCard({ solicitacao }: { solicitacao: Solicitacao }) {
  const save = useAtualizarReferencia();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(solicitacao.referencia ?? '');
  const [refusal, setRefusal] = useState<string | null>(null);
  const open = () => {
    setValue(solicitacao.referencia ?? '');
    setRefusal(null);
    setEditing(true);
  };
  return (
    <Card
      as="section"
      title="Referência"
      titleLevel={2}
      description="Cliente, processo ou negócio: aparece na lista, na busca e nos relatórios."
      actions={
        editing ? null : (
          <Button size="sm" variant="outline" onPress={open} aria-label="Editar referência">
            Editar
          </Button>
        )
      }
    >
      {editing ? (
        <Form
          aria-label="Editar referência"
          className={formLayout.form}
          onSubmit={async (event) => {
            event.preventDefault();
            setRefusal(null);
            try {
              await save.trigger({
                path: { id: solicitacao.id },
                body: { referencia: value.trim() || null },
              });
              setEditing(false);
            } catch (error) {
              setRefusal(serverMessage(error, 'Erro ao salvar a referência. Tente novamente.'));
            }
          }}
        >
          <TextField
            label="Referência"
            name="referencia"
            maxLength={REFERENCE_MAX}
            description={`Opcional, até ${REFERENCE_MAX} caracteres.`}
            value={value}
            onChange={setValue}
            isDisabled={save.isMutating}
          />
          {refusal ? (
            <InlineAlert tone="danger" isLive>
              {refusal}
            </InlineAlert>
          ) : null}
          <div className={formLayout.actions}>
            <Button type="submit" isPending={save.isMutating}>
              Salvar
            </Button>
            <Button variant="ghost" onPress={() => setEditing(false)} isDisabled={save.isMutating}>
              Cancelar
            </Button>
          </div>
        </Form>
      ) : (
        <p className={solicitacao.referencia ? styles.observation : styles.muted}>
          {solicitacao.referencia || 'Nenhuma referência.'}
        </p>
      )}
    </Card>
  );
}
