import type { AlteracaoPlanoResultado, PreviaAlteracaoPlano } from '@certidao/api-client';
import { countOf, formatDate, formatMoney, planLimitLabel, sortPlans } from '@certidao/domain';
import {
  Button,
  type ButtonProps,
  Dialog,
  DialogFooter,
  DialogTrigger,
  EmptyState,
  InlineAlert,
  Modal,
  Radio,
  RadioGroup,
  toast,
} from '@certidao/ui';
import { useState } from 'react';
import { isForbidden, NO_PERMISSION } from './LoadError.tsx';
import * as styles from './PlanChange.css.ts';
import { serverMessage, useOperation, useOperationMutation } from './swr.ts';

/** The views a change of plan or of seats touches: the plan, the company's seats, the payments. */
export const PLAN_CHANGE_VIEWS = [
  'obterPlanoUsuario',
  'getPlanoSolicitacoes',
  'obterMinhaEmpresa',
  'buscarPagamentosUsuario',
] as const;

const HOW_CHARGED: Record<PreviaAlteracaoPlano['formaPagamento'], string> = {
  CREDIT_CARD: 'cobrada agora no cartão da assinatura',
  PIX: 'cobrada por PIX (a cobrança fica em Pagamentos)',
  BOLETO: 'cobrada por boleto (a cobrança fica em Pagamentos)',
};

/** A plan's monthly limit in words ('20 solicitações por mês', 'Solicitações ilimitadas'). */
const limitText = (limite: number) =>
  planLimitLabel(limite) === 'Ilimitado'
    ? 'Solicitações ilimitadas'
    : `${countOf(limite, 'solicitação', 'solicitações')} por mês`;

/** What a refusal of the preview or the change says: the server's reason, or 'Sem permissão' for a 403. */
export const refusalOf = (error: unknown, fallback: string) =>
  isForbidden(error) ? NO_PERMISSION : serverMessage(error, fallback);

/**
 * The preview's figures, in the words the customer decides on. With automatic renewal off there is no next
 * charge: the plan ends at the period's end, and a cheaper plan chosen for then would never start.
 */
function PreviewFacts({ preview, renews }: { preview: PreviaAlteracaoPlano; renews: boolean }) {
  const { planoNovo, proximaCobranca } = preview;
  const next = `${formatMoney(proximaCobranca.valor)} em ${formatDate(proximaCobranca.data)}`;
  const noRenewal = `A renovação automática está desligada: o plano termina em ${formatDate(proximaCobranca.data)}, sem nova cobrança. Ligue-a em Meu perfil para continuar depois dessa data.`;
  if (preview.tipo === 'downgrade')
    return (
      <div className={styles.preview} aria-live="polite">
        <p className={styles.headline}>
          Muda para o plano {planoNovo.nome} em {formatDate(preview.dataEfeito)}
        </p>
        <p className={styles.text}>
          Nada é cobrado agora: até lá você continua com o plano {preview.planoAtual.nome}.{' '}
          {renews ? `A próxima cobrança, já no novo plano, será de ${next}.` : noRenewal}
        </p>
      </div>
    );
  return (
    <div className={styles.preview} aria-live="polite">
      <p className={styles.headline}>
        {preview.valor > 0 ? `${formatMoney(preview.valor)} agora` : 'Sem cobrança agora'}
      </p>
      <p className={styles.text}>
        {preview.valor > 0
          ? `Diferença do plano ${preview.planoAtual.nome} para o ${planoNovo.nome} pelos ${countOf(preview.diasRestantes, 'dia restante', 'dias restantes')} do período, ${HOW_CHARGED[preview.formaPagamento]}.`
          : `A diferença pelos ${countOf(preview.diasRestantes, 'dia restante', 'dias restantes')} do período fica abaixo do mínimo de cobrança e não é cobrada.`}{' '}
        O plano {planoNovo.nome} vale assim que você confirmar.
      </p>
      <p className={styles.text}>{renews ? `Próxima cobrança (mensalidade cheia): ${next}.` : noRenewal}</p>
    </div>
  );
}

/** The preview of the chosen plan, or why it cannot be chosen. */
function PlanPreview({
  data,
  error,
  renews,
}: {
  data: PreviaAlteracaoPlano | undefined;
  error: unknown;
  renews: boolean;
}) {
  if (error)
    return (
      <InlineAlert tone={isForbidden(error) ? 'info' : 'warning'}>
        {refusalOf(error, 'Não foi possível calcular a mudança. Tente novamente.')}
      </InlineAlert>
    );
  if (!data) return <EmptyState size="sm" isLoading title="Calculando a mudança..." />;
  return <PreviewFacts preview={data} renews={renews} />;
}

interface ChangeFormProps {
  currentPlanId: string;
  initialPlanId?: string;
  close: () => void;
  onChanged?: (result: AlteracaoPlanoResultado) => void;
}

/** The other plans to choose from, the chosen one's preview and 'Confirmar mudança'. */
function ChangeForm({ currentPlanId, initialPlanId, close, onChanged }: ChangeFormProps) {
  const plans = useOperation('getPlanos', { query: { page: 1, limit: 100 } });
  // Already cached by the screen that opened the dialog: whether the plan renews.
  const current = useOperation('obterPlanoUsuario', undefined);
  const others = plans.data ? sortPlans(plans.data.data).filter((p) => p.id !== currentPlanId) : [];
  const [chosen, setChosen] = useState<string | null>(initialPlanId ?? null);
  const preview = useOperation('previaAlteracaoPlano', chosen ? { query: { planoId: chosen } } : null, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  const change = useOperationMutation('alterarMeuPlano', {
    invalidates: PLAN_CHANGE_VIEWS,
    errorMessage: (error) => refusalOf(error, 'Não foi possível mudar de plano. Tente novamente.'),
  });
  const confirm = async () => {
    if (!chosen) return;
    const result = await change.trigger({ body: { planoId: chosen } }).catch(() => null);
    if (!result) return;
    toast.success(result.message);
    onChanged?.(result);
    close();
  };
  if (plans.error)
    return <InlineAlert tone="danger">{refusalOf(plans.error, 'Erro ao carregar planos')}</InlineAlert>;
  if (!plans.data) return <EmptyState size="sm" isLoading title="Carregando planos..." />;
  return (
    <>
      <RadioGroup
        label="Novo plano"
        variant="card"
        value={chosen}
        onChange={setChosen}
        isDisabled={change.isMutating}
      >
        {others.map((p) => (
          <Radio
            key={p.id}
            value={p.id}
            description={`${limitText(p.limite)} · ${countOf(p.assentos, 'assento')}`}
          >
            {p.nome} — {formatMoney(p.valor)}/mês
          </Radio>
        ))}
      </RadioGroup>
      {chosen ? (
        <PlanPreview
          data={preview.data}
          error={preview.error}
          renews={current.data?.userPlan?.renovacaoAutomatica !== false}
        />
      ) : null}
      <DialogFooter>
        <Button variant="outline" onPress={close}>
          Cancelar
        </Button>
        <Button isDisabled={!preview.data} isPending={change.isMutating} onPress={() => void confirm()}>
          Confirmar mudança
        </Button>
      </DialogFooter>
    </>
  );
}

export interface PlanChangeButtonProps extends Omit<ChangeFormProps, 'close'> {
  label?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/**
 * 'Mudar de plano': a dialog with the other plans and, for the one chosen, what the change does before it is
 * confirmed (a bigger plan now, with the difference for the days left; a smaller one at the next charge).
 */
export function PlanChangeButton({
  label = 'Mudar de plano',
  variant = 'outline',
  size,
  ...form
}: PlanChangeButtonProps) {
  return (
    <DialogTrigger>
      <Button variant={variant} size={size}>
        {label}
      </Button>
      <Modal isDismissable>
        <Dialog
          title="Mudar de plano"
          description="Um plano maior vale na hora e você paga só a diferença dos dias que faltam; um menor começa na próxima cobrança."
        >
          {({ close }) => <ChangeForm {...form} close={close} />}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
