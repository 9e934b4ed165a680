import {
  ApiError,
  type CriarEmpresaRequest,
  isApiError,
  type Pagamento,
  type RegisterRequest,
} from '@certidao/api-client';
import { useSWRConfig } from 'swr';
import { useAwaitedPaymentOf, useSyncPayment } from '../../lib/awaitedPayment.ts';
import { forgetReferral, referralCode } from '../../lib/referral.ts';
import { type OperationKey, useOperation, useOperationMutation } from '../../lib/swr.ts';

/** A plan by id, for signed-in customers (/checkout). */
export function usePlano(planoId: string) {
  return useOperation('getPlano', { path: { id: planoId } });
}

/**
 * A plan by id for /checkout-completo, which visitors open before having an account: read from the public
 * list (the same one the landing page shows; getPlano needs a session). `plano` is null when not found.
 */
export function usePlanoPublico(planoId: string) {
  const result = useOperation('getPlanosPublicos', { query: { page: 1, limit: 100 } });
  const plano = result.data ? (result.data.data.find((p) => p.id === planoId) ?? null) : undefined;
  return { ...result, plano };
}

/**
 * The company the caller chose at checkout and has not bought yet (kept by the server from the registration or
 * a purchase that did not go through), so a reload of the payment step shows it again. `enabled`: a signed-in
 * customer of no company.
 */
export function useEmpresaCheckout(enabled: boolean) {
  return useOperation('obterEmpresaCheckout', enabled ? undefined : null, { revalidateOnFocus: false });
}

/** The caller's current plan: an active plan means the server refuses another purchase. */
export function useMeuPlano(enabled = true) {
  return useOperation('obterPlanoUsuario', enabled ? undefined : null);
}

/**
 * Operations whose answers change when a plan is bought or its payment moves (and the caller's company, which
 * a purchase for a company creates: the menus then show its screens).
 */
const PLAN_AND_PAYMENTS = [
  'obterPlanoUsuario',
  'buscarPagamentosUsuario',
  'getMe',
  'obterMinhaEmpresa',
  'obterEmpresaCheckout',
  // The requests screen's quota and list: a plan bought (or its payment confirmed) lets requests be made, and a
  // company bought with it takes the buyer's earlier requests.
  'getPlanoSolicitacoes',
  'getSolicitacoes',
] as const;

/**
 * Checkout (PIX or boleto): assigns the plan, then creates its charge. `empresa`: bought for a company, created
 * with the plan.
 */
export function usePurchaseWithCharge() {
  const assign = useOperationMutation('atribuirPlanoUsuario');
  const charge = useOperationMutation('criarPagamento', { invalidates: PLAN_AND_PAYMENTS });
  const { mutate } = useSWRConfig();
  const purchase = async (
    planoId: string,
    metodo: 'PIX' | 'BOLETO',
    empresa?: CriarEmpresaRequest | null,
  ): Promise<Pagamento> => {
    // A monthly plan renews until the customer turns it off, whatever the method.
    await assign.trigger({ body: { planoId, billingType: metodo, renovacaoAutomatica: true, empresa } });
    const pagamento = await charge.trigger({ body: { planoId, metodoPagamento: metodo } });
    // The instructions show at once; polling starts from this answer.
    const key: OperationKey<'getPagamento'> = ['getPagamento', { path: { id: pagamento.id } }];
    await mutate(key, pagamento, { revalidate: false });
    return pagamento;
  };
  return { purchase, isPending: assign.isMutating || charge.isMutating };
}

/** Complete checkout: the plan bought with a card, charged at once (active when approved). */
export function usePurchaseWithCard() {
  return useOperationMutation('atribuirPlanoUsuario', { invalidates: PLAN_AND_PAYMENTS });
}

/** The plan's payment being waited for (lib/awaitedPayment.ts): its confirmation activates the plan. */
export const useAwaitedPayment = (pagamentoId: string | null) =>
  useAwaitedPaymentOf(pagamentoId, {
    confirmed: 'Plano ativado com sucesso!',
    invalidates: PLAN_AND_PAYMENTS,
  });

export { useSyncPayment };

export const EXISTING_ACCOUNT_HINT =
  'Não foi possível entrar com este e-mail e senha. Se você já tem uma conta, entre com a sua senha; enviamos instruções para o e-mail informado.';

/** Registration then the checkout login (which accepts the still unconfirmed e-mail). */
export function useRegisterAndSignIn() {
  const register = useOperationMutation('register');
  const login = useOperationMutation('loginCheckout');
  return {
    isPending: register.isMutating || login.isMutating,
    run: async (body: RegisterRequest) => {
      // A vendor's referral code remembered from the landing page (lib/referral.ts) goes with the account.
      await register.trigger({ body: { ...body, ref: referralCode() } });
      forgetReferral();
      const session = await login
        .trigger({ body: { email: body.email, password: body.password } })
        .catch((error: unknown) => {
          // Registration answers an address that already has an account as it answers a new one (it e-mails
          // the owner instead), so a refused sign-in right after it means that account's password was not this.
          if (isApiError(error) && error.status === 401) throw new ApiError(401, EXISTING_ACCOUNT_HINT);
          throw error;
        });
      return session.user;
    },
  };
}
