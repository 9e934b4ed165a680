import type { Plano } from '@certidao/api-client';
import { Button, EmptyState, LayersIcon, PageHeader, PlusIcon } from '@certidao/ui';
import { useState } from 'react';
import { LoadError } from '../../../lib/LoadError.tsx';
import { stack } from '../../../lib/layout.css.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import { usePlanos } from '../api.ts';
import { PlanAdminGrid } from '../components/PlanAdminGrid.tsx';
import { PlanFormDialog } from '../components/PlanFormDialog.tsx';

/** /admin/planos-assinaturas: the plan cards, 'Novo plano', the edit dialog, delete. */
export default function PlanosAssinaturasPage() {
  const { can } = useSession();
  const { planos, error, mutate } = usePlanos();
  const [dialog, setDialog] = useState<{ open: boolean; plano: Plano | null }>({ open: false, plano: null });
  return (
    <>
      <PageHeader
        title="Planos"
        description="Planos oferecidos aos clientes, na ordem em que aparecem."
        actions={
          can('createPlano') ? (
            <Button onPress={() => setDialog({ open: true, plano: null })}>
              <PlusIcon aria-hidden="true" />
              Novo plano
            </Button>
          ) : null
        }
      />
      <div className={stack}>
        {planos ? (
          planos.length > 0 ? (
            <PlanAdminGrid
              planos={planos}
              canEdit={can('updatePlano')}
              canDelete={can('deletePlano')}
              onEdit={(plano) => setDialog({ open: true, plano })}
            />
          ) : (
            <EmptyState icon={<LayersIcon />} title="Nenhum plano cadastrado" />
          )
        ) : error ? (
          <LoadError title="Erro ao carregar planos" onRetry={() => void mutate()} />
        ) : (
          <EmptyState tone="primary" isLoading title="Carregando planos..." />
        )}
      </div>
      <PlanFormDialog
        key={dialog.plano?.id ?? 'novo'}
        plano={dialog.plano}
        isOpen={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
    </>
  );
}
