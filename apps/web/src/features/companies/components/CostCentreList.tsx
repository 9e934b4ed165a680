import type { CentroCusto } from '@certidao/api-client';
import { AlertDialog, Badge, Button } from '@certidao/ui';
import { useState } from 'react';
import { muted, strong } from '../../../lib/layout.css.ts';
import { useAtualizarCentroCusto, useRemoverCentroCusto } from '../api.ts';
import { EditCostCentreDialog } from './CostCentreForm.tsx';
import * as styles from './companies.css.ts';

function CostCentreRow({ centro }: { centro: CentroCusto }) {
  const toggle = useAtualizarCentroCusto(
    centro.ativo ? 'Centro de custo desativado.' : 'Centro de custo ativado.',
  );
  const remove = useRemoverCentroCusto();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const label = `${centro.codigo} — ${centro.nome}`;
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <span className={strong}>{centro.nome}</span>
        <span className={muted}>
          <code>{centro.codigo}</code> · {centro.solicitacoes}{' '}
          {centro.solicitacoes === 1 ? 'solicitação' : 'solicitações'}
        </span>
      </div>
      <div className={styles.rowMeta}>
        <Badge tone={centro.ativo ? 'success' : 'neutral'} size="sm">
          {centro.ativo ? 'Ativo' : 'Inativo'}
        </Badge>
      </div>
      <div className={styles.rowActions}>
        <Button variant="outline" size="sm" aria-label={`Editar ${label}`} onPress={() => setEditing(true)}>
          Editar
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={`${centro.ativo ? 'Desativar' : 'Ativar'} ${label}`}
          isPending={toggle.isMutating}
          onPress={() =>
            void toggle
              .trigger({ path: { id: centro.id }, body: { ativo: !centro.ativo } })
              .catch(() => undefined)
          }
        >
          {centro.ativo ? 'Desativar' : 'Ativar'}
        </Button>
        {centro.solicitacoes === 0 ? (
          <Button variant="ghost" size="sm" aria-label={`Excluir ${label}`} onPress={() => setRemoving(true)}>
            Excluir
          </Button>
        ) : null}
      </div>
      {editing ? <EditCostCentreDialog centro={centro} onClose={() => setEditing(false)} /> : null}
      <AlertDialog
        isOpen={removing}
        onOpenChange={setRemoving}
        title="Excluir centro de custo"
        confirmLabel="Excluir"
        variant="destructive"
        onConfirm={async () => {
          try {
            await remove.trigger({ path: { id: centro.id } });
          } catch {
            // The toast said why.
          }
          setRemoving(false);
        }}
      >
        O centro de custo “{label}” será excluído. Ele não tem solicitações.
      </AlertDialog>
    </li>
  );
}

/**
 * The company's cost centres, active first. One with requests cannot be deleted, only deactivated (it keeps
 * its requests and can no longer be chosen), so 'Excluir' shows only on unused ones.
 */
export function CostCentreList({ centros }: { centros: readonly CentroCusto[] }) {
  return (
    <ul className={styles.rows} aria-label="Centros de custo">
      {centros.map((c) => (
        <CostCentreRow key={c.id} centro={c} />
      ))}
    </ul>
  );
}
