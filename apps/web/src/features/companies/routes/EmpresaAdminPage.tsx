import { isApiError } from '@certidao/api-client';
import { formatCnpj, formatDate } from '@certidao/domain';
import { AlertCircleIcon, ArrowLeftIcon, EmptyState, Link, PageHeader } from '@certidao/ui';
import { useParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { LoadError } from '../../../lib/LoadError.tsx';
import { stack } from '../../../lib/layout.css.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import { useEmpresaStaff } from '../api.ts';
import * as styles from '../components/companies.css.ts';
import { CompanyDataCard, CompanySettingsCard } from '../components/staff/CompanyDataCard.tsx';
import { CompanyPlanCard } from '../components/staff/CompanyPlanCard.tsx';
import { MonthUsageCard } from '../components/staff/MonthUsageCard.tsx';
import { PendingInvitationsCard, StaffMembersCard } from '../components/staff/StaffMembersCard.tsx';

/**
 * /admin/empresas/{id} (staff): the company's data and settings (edited by an admin), its plan with the quota and
 * seats, this month's usage, the members (an admin removes them) and the pending invitations. The plan itself is
 * acted on from the holder's user page.
 */
export default function EmpresaAdminPage() {
  const { id = '' } = useParams();
  const { can } = useSession();
  const { data, error, mutate } = useEmpresaStaff(id);
  const back = (
    <Link href={paths.empresasAdmin.href()} buttonVariant="outline">
      <ArrowLeftIcon aria-hidden="true" />
      Voltar
    </Link>
  );
  if (!data) {
    return (
      <>
        <PageHeader title="Detalhes da empresa" actions={back} />
        {isApiError(error) && error.status === 404 ? (
          <EmptyState tone="danger" icon={<AlertCircleIcon />} title="Empresa não encontrada" />
        ) : error ? (
          <LoadError title="Erro ao carregar a empresa." onRetry={() => void mutate()} />
        ) : (
          <EmptyState tone="primary" isLoading title="Carregando..." />
        )}
      </>
    );
  }
  const { empresa } = data;
  const canEdit = can('atualizarEmpresaStaff');
  return (
    <>
      <PageHeader
        title={empresa.razaoSocial}
        description={`CNPJ ${formatCnpj(empresa.cnpj)} · conta de empresa desde ${formatDate(empresa.criadoEm)}`}
        actions={back}
      />
      <div className={stack}>
        <div className={styles.sectionGrid}>
          <div className={stack}>
            <CompanyDataCard empresa={empresa} canEdit={canEdit} />
            <CompanySettingsCard empresa={empresa} canEdit={canEdit} />
          </div>
          <CompanyPlanCard detail={data} />
        </div>
        <MonthUsageCard report={data.usoMes} />
        <StaffMembersCard
          empresaId={empresa.id}
          membros={data.membros}
          canRemove={can('removerMembroEmpresaStaff')}
        />
        <PendingInvitationsCard convites={data.convitesPendentes} />
      </div>
    </>
  );
}
