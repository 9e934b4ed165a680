import { Checkbox } from '@certidao/ui';
import { useState } from 'react';
import { CompanyDataFields } from '../../../lib/CompanyDataFields.tsx';
import type { CompanyDataValues } from '../../../lib/companyData.ts';
import * as styles from './checkout.css.ts';
import {
  type CompanyPurchase,
  type CompanyPurchaseErrors,
  companyPurchaseErrors,
} from './companyPurchase.ts';

type Field = keyof CompanyDataValues;

export interface CompanyPurchaseSectionProps {
  value: CompanyPurchase;
  onChange: (value: CompanyPurchase) => void;
  isDisabled?: boolean;
  /** Every message at once (after a refused submit), not only those of the fields already left. */
  showAllErrors?: boolean;
  /** The server's refusal of one field (a CNPJ another company has), shown until the company changes. */
  serverErrors?: CompanyPurchaseErrors;
}

/**
 * 'Comprar para uma empresa': a checkbox that opens the company's data (razão social, CNPJ by the domain's rule,
 * the billing address), the same fields as 'Criar empresa'. Each message shows once its field is left.
 */
export function CompanyPurchaseSection({
  value,
  onChange,
  isDisabled,
  showAllErrors = false,
  serverErrors = {},
}: CompanyPurchaseSectionProps) {
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const errors = companyPurchaseErrors(value);
  const shown: CompanyPurchaseErrors = { ...serverErrors };
  for (const [field, message] of Object.entries(errors) as [Field, string][])
    if (showAllErrors || touched[field]) shown[field] ??= message;
  return (
    <div className={styles.companyPurchase}>
      <Checkbox
        isSelected={value.ativo}
        onChange={(ativo) => onChange({ ...value, ativo })}
        isDisabled={isDisabled}
        description="O plano fica com a empresa e você se torna o gestor dela; depois é só convidar a equipe."
      >
        Comprar para uma empresa
      </Checkbox>
      {value.ativo ? (
        <fieldset className={styles.companyFields}>
          <legend className={styles.companyLegend}>Dados da empresa</legend>
          <CompanyDataFields
            values={value.dados}
            onChange={(field) => (text) => onChange({ ...value, dados: { ...value.dados, [field]: text } })}
            errors={shown}
            onBlur={(field) => setTouched((t) => ({ ...t, [field]: true }))}
            isDisabled={isDisabled}
          />
        </fieldset>
      ) : null}
    </div>
  );
}
