import { CreditCardIcon } from '@certidao/ui';
import { paths } from '../../../app/paths.ts';
import { FileSignatureIcon, ShieldCheckIcon } from './icons.tsx';
import { container, eyebrow, lead, section, sectionHeader, sectionTitle } from './layout.css.ts';
import * as styles from './PlansSection.css.ts';

/** As many placeholders as the usual number of plans, so the section keeps its height when they arrive. */
const PLACEHOLDERS = [1, 2, 3, 4] as const;

/**
 * The public plans (anchor 'planos'): loading, then one card per plan by `ordem`, an error with a reload, or
 * 'no plans'. Rendered loading; the plans island (../islands/plans.ts) reads the plans and shows the rest.
 */
export function PlansSection() {
  return (
    <section id="planos" aria-labelledby="planos-title" className={section.page} data-island="plans">
      <div className={container}>
        <header className={sectionHeader}>
          <p className={eyebrow}>Planos e preços</p>
          <h2 id="planos-title" className={sectionTitle}>
            Escolha o plano ideal para o seu volume
          </h2>
          <p className={lead}>
            Cada plano inclui um número de solicitações por mês, com as certidões que a pessoa ou o imóvel
            pedem em qualquer estado, PDFs com assinatura digital e QR code de verificação. Sem taxa de adesão
            e sem fidelidade.
          </p>
        </header>

        {/* The loading state, swapped by the plans island for the cards, the error or 'no plans'. */}
        <div className={styles.loading} data-plans-state="">
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

        <ul className={styles.assurances}>
          <li className={styles.assurance}>
            <ShieldCheckIcon className={styles.assuranceIcon} />
            <span>
              <strong>Garantia de 7 dias.</strong> Cancele em até 7 dias do primeiro pagamento e receba o
              valor de volta.
            </span>
          </li>
          <li className={styles.assurance}>
            <FileSignatureIcon className={styles.assuranceIcon} />
            <span>
              <strong>Só um pedido?</strong> Faça um{' '}
              <a href={paths.pedidoAvulso.href()} className={styles.assuranceLink}>
                pedido avulso
              </a>
              : pague só as certidões que pedir, por PIX, boleto ou cartão, sem assinar.
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
