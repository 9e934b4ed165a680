import { InlineAlert } from '@certidao/ui';
import { CompanyPurchaseSection } from './CompanyPurchaseSection.tsx';
import * as styles from './checkout.css.ts';
import type { CompanyPurchaseState } from './useCompanyPurchase.ts';

/**
 * Who the plan is for, at the payment step: the company the account already belongs to (no other is created),
 * or 'Comprar para uma empresa' when the visitor did not see it at 'cadastro' or the company was refused.
 */
export function PaymentBuyer({
  company,
  isDisabled,
}: {
  company: CompanyPurchaseState;
  isDisabled: boolean;
}) {
  const { existing } = company;
  if (existing)
    return (
      <InlineAlert tone="info">
        {company.value.ativo
          ? `Sua conta já faz parte da empresa ${existing.razaoSocial}, então nenhuma outra empresa será criada: o plano assinado aqui será o dela.`
          : `Sua conta faz parte da empresa ${existing.razaoSocial}: o plano assinado aqui será o dela.`}
      </InlineAlert>
    );
  if (!company.atPayment) return null;
  return (
    <div className={styles.buyer}>
      <CompanyPurchaseSection
        value={company.value}
        onChange={company.change}
        isDisabled={isDisabled}
        showAllErrors={company.showAllErrors}
        serverErrors={company.serverErrors}
      />
    </div>
  );
}
