import { useEffect, useState } from 'react';
import { companyDataOf, companyFieldOf } from '../../../lib/companyData.ts';
import { useMinhaEmpresa } from '../../../lib/minhaEmpresa.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import { useEmpresaCheckout } from '../api.ts';
import {
  type CompanyPurchase,
  type CompanyPurchaseErrors,
  companyPurchaseBlocker,
  companyPurchaseBody,
  NO_COMPANY_PURCHASE,
} from './companyPurchase.ts';

/**
 * 'Comprar para uma empresa' across the complete checkout's steps. The option is in the first step the visitor
 * sees: 'cadastro' for a new visitor (registration checks the company, so a refused one leaves no account), or
 * 'pagamento' for one already signed in; a purchase refused for the company opens its fields at 'pagamento'
 * too. An account that already belongs to a company buys for that one: no company is sent; staff are not
 * offered the option.
 */
export function useCompanyPurchase(startsSignedIn: boolean) {
  const { user } = useSession();
  const { empresa: existing } = useMinhaEmpresa();
  // Staff belong to no company (the server refuses them one); a visitor not signed in yet is a customer.
  const offered = !user || user.role === 'user';
  const [value, setValue] = useState<CompanyPurchase>(NO_COMPANY_PURCHASE);
  const [serverErrors, setServerErrors] = useState<CompanyPurchaseErrors>({});
  const [atPayment, setAtPayment] = useState(startsSignedIn);
  const [showAllErrors, setShowAllErrors] = useState(false);
  // The choice the server keeps until the plan is paid (made at registration, or in a purchase that did not go
  // through): after a reload the payment step shows it again instead of silently buying for the person.
  const kept = useEmpresaCheckout(user?.role === 'user' && existing === undefined);
  const [touched, setTouched] = useState(false);
  const keptChoice = kept.data?.empresa;
  useEffect(() => {
    if (touched || !keptChoice) return;
    setValue({
      ativo: true,
      dados: companyDataOf({
        razaoSocial: keptChoice.razaoSocial,
        nomeFantasia: keptChoice.nomeFantasia ?? null,
        cnpj: keptChoice.cnpj,
        dadosCobranca: keptChoice.dadosCobranca ?? null,
      }),
    });
    setAtPayment(true);
  }, [keptChoice, touched]);
  const typed = value.ativo && !companyPurchaseBlocker(value) ? value.dados : null;
  return {
    value,
    change: (next: CompanyPurchase) => {
      setTouched(true);
      setValue(next);
      setServerErrors({});
    },
    /** The `empresa` of registration. */
    body: existing || !offered ? undefined : companyPurchaseBody(value),
    /**
     * The `empresa` of a purchase: the company, or null for the person (which also drops a choice the server
     * kept from an earlier step); nothing for an account already in a company, or staff.
     */
    purchaseBody: existing || !offered ? undefined : (companyPurchaseBody(value) ?? null),
    /** The company already joined, if any (the plan bought is then its). */
    existing,
    /** Who the order summary says the plan is for. */
    summary: existing ?? (typed ? { razaoSocial: typed.razaoSocial, cnpj: typed.cnpj } : null),
    /** Whether the payment step shows the company's fields. */
    atPayment: atPayment && !existing && offered,
    serverErrors,
    showAllErrors,
    /** A refusal: marks the company field it names; at payment, opens the company's fields there. */
    refused(message: string, inPayment: boolean) {
      if (!value.ativo) return;
      const field = companyFieldOf(message);
      if (field) setServerErrors({ [field]: message });
      if (inPayment) setAtPayment(true);
    },
    /** Before paying: the message when the company's fields (shown at payment) are not ready, else null. */
    blockerAtPayment(): string | null {
      if (!atPayment || existing || !offered) return null;
      const blocker = companyPurchaseBlocker(value);
      if (blocker) setShowAllErrors(true);
      return blocker;
    },
  };
}

export type CompanyPurchaseState = ReturnType<typeof useCompanyPurchase>;
