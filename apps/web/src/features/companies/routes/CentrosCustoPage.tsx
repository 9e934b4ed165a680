import { Card, EmptyState, PageHeader } from '@certidao/ui';
import { LoadError } from '../../../lib/LoadError.tsx';
import { stack } from '../../../lib/layout.css.ts';
import { useCentrosCusto } from '../api.ts';
import { GestorOnly } from '../components/CompanyGate.tsx';
import { NewCostCentreForm } from '../components/CostCentreForm.tsx';
import { CostCentreList } from '../components/CostCentreList.tsx';

/** /admin/centros-custo: create, rename, (de)activate and delete the company's cost centres. */
function CentrosCusto({ obrigatorio }: { obrigatorio: boolean }) {
  const { data, error, mutate } = useCentrosCusto();
  return (
    <>
      <PageHeader
        title="Centros de custo"
        description="Separe o uso e o gasto da empresa por área, cliente ou projeto."
      />
      <div className={stack}>
        <Card
          as="section"
          title="Novo centro de custo"
          titleLevel={2}
          description={`O código (ex.: JUR-01) identifica o centro de custo na planilha de solicitações e na CLI. ${
            obrigatorio
              ? 'A empresa exige um centro de custo em toda nova solicitação.'
              : 'Opcional nas solicitações: pode ser exigido em Empresa › Configurações.'
          }`}
        >
          <NewCostCentreForm />
        </Card>
        <Card as="section" title="Centros de custo da empresa" titleLevel={2}>
          {data ? (
            data.data.length ? (
              <CostCentreList centros={data.data} />
            ) : (
              <EmptyState size="sm" title="Nenhum centro de custo" description="Adicione o primeiro acima." />
            )
          ) : error ? (
            <LoadError
              title="Erro ao carregar os centros de custo."
              onRetry={() => void mutate()}
              size="sm"
            />
          ) : (
            <EmptyState size="sm" tone="primary" isLoading title="Carregando centros de custo..." />
          )}
        </Card>
      </div>
    </>
  );
}

export default function CentrosCustoPage() {
  return (
    <GestorOnly title="Centros de custo">
      {(empresa) => <CentrosCusto obrigatorio={empresa.centroCustoObrigatorio} />}
    </GestorOnly>
  );
}
