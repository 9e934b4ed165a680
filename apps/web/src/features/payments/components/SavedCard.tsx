import type { CartaoSalvo } from '@certidao/api-client';
import { cardBrandLabel, formatDate } from '@certidao/domain';
import {
  AlertDialog,
  Button,
  Card,
  CreditCardIcon,
  DialogTrigger,
  EmptyState,
  TrashIcon,
} from '@certidao/ui';
import { LoadError } from '../../../lib/LoadError.tsx';
import { useRemoverCartao } from '../api.ts';
import * as styles from './payments.css.ts';

const RENEWAL_TEXT =
  'Este cartão é usado na renovação automática dos planos pagos com cartão de crédito. Planos pagos com PIX ou boleto continuam sendo renovados por PIX ou boleto.';

/** The card saved for automatic renewals, with 'Remover'; or that there is none yet. */
export interface SavedCardProps {
  cartao: CartaoSalvo | null | undefined;
  isLoading: boolean;
  /** The saved card could not be read. */
  isError: boolean;
  /** Why (a 403 reads 'Sem permissão'). */
  error?: unknown;
  onRetry: () => void;
}

export function SavedCard({ cartao, isLoading, isError, error, onRetry }: SavedCardProps) {
  const remove = useRemoverCartao();
  return (
    <Card as="section" title="Cartão para renovação automática" titleLevel={2}>
      {cartao ? (
        <div className={styles.saved}>
          <p className={styles.savedNumber}>
            {cardBrandLabel(cartao.bandeira)} •••• {cartao.ultimosDigitos}
          </p>
          <dl className={styles.savedFacts}>
            <dt>Titular</dt>
            <dd>{cartao.titular}</dd>
            <dt>Validade</dt>
            <dd>{cartao.validade}</dd>
            <dt>Salvo em</dt>
            <dd>{formatDate(cartao.criadoEm)}</dd>
          </dl>
          <p className={styles.renewal}>{RENEWAL_TEXT}</p>
          <DialogTrigger>
            <Button variant="outline" size="sm">
              <TrashIcon aria-hidden="true" />
              Remover
            </Button>
            <AlertDialog
              title="Remover cartão"
              variant="destructive"
              confirmLabel="Remover"
              onConfirm={() => remove.trigger(undefined)}
            >
              Tem certeza que deseja remover o cartão {cardBrandLabel(cartao.bandeira)} terminado em{' '}
              {cartao.ultimosDigitos}? A renovação de um plano pago com cartão volta a usar o cartão da
              compra.
            </AlertDialog>
          </DialogTrigger>
        </div>
      ) : isError ? (
        <LoadError
          size="sm"
          title="Não foi possível carregar o cartão salvo"
          error={error}
          onRetry={onRetry}
        />
      ) : (
        <EmptyState
          size="sm"
          tone="neutral"
          isLoading={isLoading}
          icon={<CreditCardIcon />}
          title={isLoading ? 'Carregando cartão...' : 'Nenhum cartão salvo'}
          description={
            isLoading ? undefined : RENEWAL_TEXT.replace('Este cartão é usado', 'O cartão salvo aqui é usado')
          }
        />
      )}
    </Card>
  );
}
