import { PageHeader, toast } from '@certidao/ui';
import { useState } from 'react';
import { serverMessage } from '../../../lib/swr.ts';
import { useCartao, useMe, useSalvarCartao } from '../api.ts';
import { AddCardForm } from '../components/AddCardForm.tsx';
import { AddCardLayout } from '../components/AddCardLayout.tsx';
import { type NewCardValues, newCardPayload, newCardValues } from '../components/cardForm.ts';
import { SavedCard } from '../components/SavedCard.tsx';

const SAVE_ERROR = 'Erro ao salvar cartão de crédito';

/**
 * /adicionar-cartao: saves the card for automatic renewals. The gateway tokenises it; only brand, last four
 * digits, holder and expiry are kept (spec §2, issue 10).
 */
export default function AdicionarCartaoPage() {
  const me = useMe();
  const cartao = useCartao();
  const save = useSalvarCartao();
  // Until the user types, the holder's data follow the profile (which may arrive after the page).
  const [typed, setTyped] = useState<NewCardValues | null>(null);
  const values = typed ?? newCardValues(me.data);
  const [error, setError] = useState<string | null>(null);
  // A new form (no errors shown) after each saved card.
  const [formKey, setFormKey] = useState(0);

  const submit = async () => {
    const payload = newCardPayload(values);
    if ('error' in payload) {
      setError(payload.error);
      return;
    }
    setError(null);
    try {
      await save.trigger({ body: payload });
      setTyped({ ...values, number: '', holderName: '', expiry: '', cvc: '' });
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
            onRetry={() => void cartao.mutate()}
          />
        }
      >
        <AddCardForm
          key={formKey}
          values={values}
          onChange={setTyped}
          onSubmit={() => void submit()}
          isPending={save.isMutating}
          error={error}
          onError={setError}
        />
      </AddCardLayout>
    </>
  );
}
