import type { Plano } from '@certidao/api-client';
import { AlertDialog, Button, PencilIcon, PlanCard, TrashIcon } from '@certidao/ui';
import { useState } from 'react';
import { useDeletePlano } from '../api.ts';
import * as admin from './planAdmin.css.ts';
import * as styles from './plans.css.ts';

export interface PlanAdminGridProps {
  planos: readonly Plano[];
  /** Edit and delete are offered only with the permission (the server checks it anyway). */
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (plano: Plano) => void;
}

/** The admin's plan cards: order shown, edit and delete icons; delete after a confirmation. */
export function PlanAdminGrid({ planos, canEdit, canDelete, onEdit }: PlanAdminGridProps) {
  const remove = useDeletePlano();
  const [deleting, setDeleting] = useState<Plano | null>(null);
  return (
    <div className={styles.gridContainer}>
      <div className={styles.grid}>
        {planos.map((plano) => (
          <PlanCard
            key={plano.id}
            plan={plano}
            headingLevel={2}
            showOrder
            headerActions={
              <div className={admin.cardActions}>
                {canEdit ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    isIconOnly
                    aria-label={`Editar plano ${plano.nome}`}
                    onPress={() => onEdit(plano)}
                  >
                    <PencilIcon />
                  </Button>
                ) : null}
                {canDelete ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    isIconOnly
                    aria-label={`Excluir plano ${plano.nome}`}
                    onPress={() => setDeleting(plano)}
                  >
                    <TrashIcon />
                  </Button>
                ) : null}
              </div>
            }
          />
        ))}
      </div>
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Excluir plano"
        confirmLabel="Excluir"
        variant="destructive"
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.trigger({ path: { id: deleting.id } });
          } catch {
            // The server's refusal (a plan in use) was shown; nothing else to do.
          }
          setDeleting(null);
        }}
      >
        Tem certeza que deseja excluir o plano {deleting?.nome}? Esta ação não pode ser desfeita.
      </AlertDialog>
    </div>
  );
}
