import { type CardFormPayload, type CardFormValues, cardFormValues, withoutCard } from '@certidao/domain';
import { Card, CardForm, PageHeader, toast } from '@certidao/ui';
import { useState } from 'react';
import { serverMessage } from '../../../lib/swr.ts';
import { useCartao, useMe, useSalvarCartao } from '../api.ts';
import { AddCardLayout } from '../components/AddCardLayout.tsx';
import { SavedCard } from '../components/SavedCard.tsx';

const SAVE_ERROR = 'Erro ao salvar cartão de crédito';

/**
 * /adicionar-cartao: saves the card for automatic renewals. The gateway tokenises it; only brand, last four
 * digits, holder and expiry are kept.
 */
export default function AdicionarCartaoPage() {
  const me = useMe();
  const cartao = useCartao();
  const save = useSalvarCartao();
  // Until the user types, the holder's data follow the profile (which may arrive after the page).
  const [typed, setTyped] = useState<CardFormValues | null>(null);
  const values = typed ?? cardFormValues(me.data);
  const [error, setError] = useState<string | null>(null);
  // A new form (no errors shown) after each saved card.
  const [formKey, setFormKey] = useState(0);

  const submit = async (payload: CardFormPayload) => {
    try {
      await save.trigger({ body: payload });
      setTyped(withoutCard(values));
      setFormKey((key) => key + 1);
    } catch (caught) {
      const message = serverMessage(caught, SAVE_ERROR);
      setError(message);
      toast.error(message);
    }
  };

  return (
    <>
      <PageHeader
        title="Adicionar cartão"
        description="Cadastre o cartão de crédito que será cobrado na renovação automática do seu plano."
      />
      <AddCardLayout
        saved={
          <SavedCard
            cartao={cartao.data?.cartao}
            isLoading={!cartao.data && !cartao.error}
            isError={Boolean(cartao.error) && !cartao.data}
            error={cartao.error}
            onRetry={() => void cartao.mutate()}
          />
        }
      >
        <Card title="Novo cartão de crédito" titleLevel={2}>
          <CardForm
            key={formKey}
            values={values}
            onChange={setTyped}
            onSubmit={(payload) => void submit(payload)}
            submitLabel={save.isMutating ? 'Salvando...' : 'Salvar cartão'}
            isPending={save.isMutating}
            error={error}
            onError={setError}
            note="O cartão é validado com a operadora. Não guardamos o número nem o CVC."
          />
        </Card>
      </AddCardLayout>
    </>
  );
}
