import { AlertDialog, Button, TrashIcon } from '@certidao/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useExcluirWebhook } from '../api.ts';

/** 'Excluir' after a confirmation; then back to 'Integrações'. */
export function DeleteEndpointButton({ endpointId }: { endpointId: string }) {
  const remove = useExcluirWebhook();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" size="sm" onPress={() => setOpen(true)}>
        <TrashIcon aria-hidden="true" />
        Excluir
      </Button>
      <AlertDialog
        isOpen={open}
        onOpenChange={setOpen}
        title="Excluir endpoint"
        confirmLabel="Excluir"
        variant="destructive"
        onConfirm={async () => {
          try {
            await remove.trigger({ path: { id: endpointId } });
            navigate(paths.integracoes.href());
          } catch {
            setOpen(false);
          }
        }}
      >
        Tem certeza que deseja excluir este endpoint? O registro de entregas também será apagado e as entregas
        pendentes não serão feitas.
      </AlertDialog>
    </>
  );
}
