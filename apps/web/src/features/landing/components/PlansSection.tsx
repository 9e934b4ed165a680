import { AlertCircleIcon, buttonRecipe, CreditCardIcon, PlanCard, visuallyHidden } from '@certidao/ui';
import { useMemo } from 'react';
import { paths } from '../../../app/paths.ts';
import { usePlanosPublicos } from '../api.ts';
import { ShieldCheckIcon } from './icons.tsx';
import { container, eyebrow, lead, section, sectionHeader, sectionTitle } from './layout.css.ts';
import * as styles from './PlansSection.css.ts';

/** As many placeholders as the usual number of plans, so the section keeps its height when they arrive. */
const PLACEHOLDERS = [1, 2, 3, 4] as const;

/** The public plans (anchor 'planos'): loading, error with a reload, or one card per plan by `ordem`. */
export function PlansSection() {
  const { data, error } = usePlanosPublicos();
  const plans = useMemo(() => (data ? [...data.data].sort((a, b) => a.ordem - b.ordem) : []), [data]);

  return (
    <section id="planos" aria-labelledby="planos-title" className={section.page}>
      <div className={container}>
        <header className={sectionHeader}>
          <p className={eyebrow}>Planos e preços</p>
          <h2 id="planos-title" className={sectionTitle}>
            Escolha o plano ideal para o seu volume
          </h2>
          <p className={lead}>
            Todos os planos incluem as 10 certidões em cada solicitação, PDFs com assinatura digital e QR code
            de verificação. Sem taxa de adesão e sem fidelidade.
          </p>
        </header>

        {error ? (
          <div role="alert" className={styles.message}>
            <AlertCircleIcon className={styles.messageIcon} />
            <p className={styles.messageTitle}>Erro ao carregar planos</p>
            <p className={styles.messageText}>Verifique sua conexão com a internet e tente de novo.</p>
            <button
              type="button"
              className={`${buttonRecipe({ variant: 'primary', size: 'lg' })} ${styles.primaryAction}`}
              onClick={() => window.location.reload()}
            >
              Tentar novamente
            </button>
          </div>
        ) : !data ? (
          <div className={styles.loading}>
            <p role="status" className={styles.loadingLabel}>
              <span className={styles.spinner} aria-hidden="true" />
              Carregando planos...
            </p>
            <ul className={styles.grid} aria-hidden="true">
              {PLACEHOLDERS.map((key) => (
                <li key={key} className={styles.placeholder} />
              ))}
            </ul>
          </div>
        ) : plans.length === 0 ? (
          <div className={styles.message}>
            <p className={styles.messageTitle}>Nenhum plano disponível no momento</p>
            <p className={styles.messageText}>Fale com um especialista para montar um plano sob medida.</p>
          </div>
        ) : (
          <ul className={styles.grid}>
            {plans.map((plan) => (
              <li key={plan.id} className={styles.item}>
                <PlanCard
                  plan={plan}
                  action={
                    <a
                      href={paths.checkoutCompleto.href(plan.id)}
                      className={`${buttonRecipe({ variant: plan.popular ? 'primary' : 'outline', size: 'lg' })} ${plan.popular ? styles.primaryAction : styles.outlineAction} ${styles.subscribe}`}
                    >
                      ASSINAR AGORA
                      <span className={visuallyHidden}> o plano {plan.nome}</span>
                    </a>
                  }
                />
              </li>
            ))}
          </ul>
        )}

        <ul className={styles.assurances}>
          <li className={styles.assurance}>
            <ShieldCheckIcon className={styles.assuranceIcon} />
            <span>
              <strong>Garantia de 7 dias.</strong> Cancele em até 7 dias do primeiro pagamento e receba o
              valor de volta.
            </span>
          </li>
          <li className={styles.assurance}>
            <CreditCardIcon className={styles.assuranceIcon} />
            <span>
              <strong>PIX, boleto ou cartão.</strong> Renovação mensal pela forma escolhida; cancele quando
              quiser.
            </span>
          </li>
        </ul>
      </div>
    </section>
  );
}
