import type { EmpresaDetalheStaff } from '@certidao/api-client';
import { formatCnpj, maskCep } from '@certidao/domain';
import { Card } from '@certidao/ui';
import { companyDataOf } from '../../../../lib/companyData.ts';
import { muted, stack } from '../../../../lib/layout.css.ts';
import { useAtualizarEmpresaStaff } from '../../api.ts';
import { CompanyDataForm } from '../CompanyDataForm.tsx';
import * as styles from '../companies.css.ts';
import { SettingsSwitches } from '../SettingsCard.tsx';

type Company = EmpresaDetalheStaff['empresa'];

/** The data as a list, for staff who may not change it (a moderator). */
function CompanyFacts({ empresa }: { empresa: Company }) {
  const billing = empresa.dadosCobranca;
  return (
    <dl className={styles.facts}>
      <dt>Razão social</dt>
      <dd>{empresa.razaoSocial}</dd>
      <dt>Nome fantasia</dt>
      <dd>{empresa.nomeFantasia ?? '—'}</dd>
      <dt>CNPJ</dt>
      <dd>{formatCnpj(empresa.cnpj)}</dd>
      <dt>Cobrança</dt>
      <dd className={styles.factText}>
        {billing
          ? `${billing.endereco}, ${billing.cidade}, CEP ${maskCep(billing.cep)} · ${billing.emailCobranca}`
          : 'Não informados'}
      </dd>
    </dl>
  );
}

/**
 * 'Dados da empresa': the gestor's form (razão social, nome fantasia, CNPJ, billing address) for an admin, the
 * same data as a list for a moderator.
 */
export function CompanyDataCard({ empresa, canEdit }: { empresa: Company; canEdit: boolean }) {
  const update = useAtualizarEmpresaStaff();
  return (
    <Card as="section" title="Dados da empresa" titleLevel={2}>
      {canEdit ? (
        <CompanyDataForm
          key={empresa.id}
          initial={companyDataOf(empresa)}
          label="Dados da empresa"
          submitLabel="Salvar dados"
          save={(body) => update.trigger({ path: { id: empresa.id }, body })}
          isSaving={update.isMutating}
        />
      ) : (
        <CompanyFacts empresa={empresa} />
      )}
    </Card>
  );
}

/** The company's settings; switched by an admin (saved at once), shown to a moderator. */
export function CompanySettingsCard({ empresa, canEdit }: { empresa: Company; canEdit: boolean }) {
  const update = useAtualizarEmpresaStaff('Configuração salva.');
  return (
    <Card as="section" title="Configurações" titleLevel={2}>
      <div className={stack}>
        <SettingsSwitches
          empresa={empresa}
          onChange={(body) => void update.trigger({ path: { id: empresa.id }, body }).catch(() => undefined)}
          isDisabled={!canEdit || update.isMutating}
        />
        {canEdit ? null : <p className={muted}>Somente administradores alteram os dados da empresa.</p>}
      </div>
    </Card>
  );
}
