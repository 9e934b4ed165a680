import { Card, PageHeader } from '@certidao/ui';
import { companyDataOf } from '../../../lib/companyData.ts';
import { stack } from '../../../lib/layout.css.ts';
import { useMinhaEmpresa } from '../../../lib/minhaEmpresa.ts';
import { useAtualizarEmpresa } from '../api.ts';
import { CompanyDataForm } from '../components/CompanyDataForm.tsx';
import { GestorOnly } from '../components/CompanyGate.tsx';
import { CreateCompany } from '../components/CreateCompany.tsx';
import * as styles from '../components/companies.css.ts';
import { InvitationsSection } from '../components/InvitationsSection.tsx';
import { MembersSection } from '../components/MembersSection.tsx';
import { SeatsCard } from '../components/SeatsCard.tsx';
import { SettingsCard } from '../components/SettingsCard.tsx';

/** /admin/empresa: a gestor's company (data, settings, seats, members, invitations); without one, 'Criar empresa'. */
export default function EmpresaPage() {
  const { role } = useMinhaEmpresa();
  const update = useAtualizarEmpresa();
  if (role === 'none') {
    return (
      <>
        <PageHeader title="Empresa" description="Use o Certidão Ágil com a sua equipe, em um só plano." />
        <CreateCompany />
      </>
    );
  }
  return (
    <GestorOnly title="Empresa">
      {(empresa) => (
        <>
          <PageHeader
            title={empresa.razaoSocial}
            description="Dados, configurações, membros e convites da empresa."
          />
          <div className={stack}>
            <div className={styles.sectionGrid}>
              <Card as="section" title="Dados da empresa" titleLevel={2}>
                <CompanyDataForm
                  key={empresa.id}
                  initial={companyDataOf(empresa)}
                  label="Dados da empresa"
                  submitLabel="Salvar dados"
                  save={(body) => update.trigger({ body })}
                  isSaving={update.isMutating}
                />
              </Card>
              <div className={stack}>
                <SeatsCard empresa={empresa} />
                <SettingsCard empresa={empresa} />
              </div>
            </div>
            <MembersSection />
            <InvitationsSection seatsFull={empresa.assentos.emUso >= empresa.assentos.limite} />
          </div>
        </>
      )}
    </GestorOnly>
  );
}
