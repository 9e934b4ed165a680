import { Card, InlineAlert } from '@certidao/ui';
import { EMPTY_COMPANY_DATA } from '../../../lib/companyData.ts';
import { stack } from '../../../lib/layout.css.ts';
import { useCriarEmpresa } from '../api.ts';
import { CompanyDataForm } from './CompanyDataForm.tsx';
import * as styles from './companies.css.ts';

/** 'Criar empresa': a customer of no company turns their account into the company's (they become its gestor). */
export function CreateCompany() {
  const create = useCriarEmpresa();
  return (
    <div className={styles.narrowPage}>
      <Card as="section" title="Criar empresa" titleLevel={2}>
        <div className={stack}>
          <InlineAlert tone="info">
            Sua conta passa a ser a conta da empresa e você se torna o gestor dela. Seu plano, suas
            solicitações e seus pagamentos passam a ser da empresa; depois você convida as pessoas da equipe
            por e-mail.
          </InlineAlert>
          <CompanyDataForm
            initial={EMPTY_COMPANY_DATA}
            label="Criar empresa"
            submitLabel="Criar empresa"
            save={(body) => create.trigger({ body })}
            isSaving={create.isMutating}
          />
        </div>
      </Card>
    </div>
  );
}
