import type { Kit } from '@certidao/api-client';
import { certificateLabel } from '@certidao/domain';
import { AlertDialog, Button, Card } from '@certidao/ui';
import { useState } from 'react';
import { muted } from '../../../lib/layout.css.ts';
import { useRemoverKit } from '../api.ts';
import * as styles from './companies.css.ts';
import { KitDialog } from './KitForm.tsx';

function KitActions({ kit }: { kit: Kit }) {
  const remove = useRemoverKit();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  return (
    <div className={styles.actions}>
      <Button variant="outline" size="sm" aria-label={`Editar ${kit.nome}`} onPress={() => setEditing(true)}>
        Editar
      </Button>
      <Button variant="ghost" size="sm" aria-label={`Excluir ${kit.nome}`} onPress={() => setRemoving(true)}>
        Excluir
      </Button>
      {editing ? <KitDialog kit={kit} isOpen onClose={() => setEditing(false)} /> : null}
      <AlertDialog
        isOpen={removing}
        onOpenChange={setRemoving}
        title="Excluir kit"
        confirmLabel="Excluir"
        variant="destructive"
        onConfirm={async () => {
          try {
            await remove.trigger({ path: { id: kit.id } });
          } catch {
            // The toast said why.
          }
          setRemoving(false);
        }}
      >
        O kit “{kit.nome}” deixa de aparecer no formulário. As solicitações feitas com ele mantêm o nome do
        kit.
      </AlertDialog>
    </div>
  );
}

/** A kit: name, code, description and its certificates; the company's own with 'Editar' and 'Excluir'. */
export function KitCard({ kit }: { kit: Kit }) {
  return (
    <Card
      as="article"
      title={kit.nome}
      titleLevel={3}
      description={kit.descricao || undefined}
      footer={kit.padrao ? undefined : <KitActions kit={kit} />}
    >
      <p className={muted}>
        {kit.tiposCertidao.length} {kit.tiposCertidao.length === 1 ? 'certidão' : 'certidões'} · código{' '}
        <code>{kit.codigo}</code>
        {kit.porLocal ? ' · adapta ao local da parte' : null}
      </p>
      <ul className={styles.typeList}>
        {kit.tiposCertidao.map((t) => (
          <li key={t}>{certificateLabel(t)}</li>
        ))}
      </ul>
    </Card>
  );
}
