import type { User } from '@certidao/api-client';
import { AlertDialog, Button, TrashIcon } from '@certidao/ui';
import { useState } from 'react';
import { useDeleteUsuario } from '../api.ts';

/** Delete after 'Tem certeza que deseja remover este usuário?'; a refusal is the server's message (toast). */
export function DeleteUserButton({
  user,
  onDeleted,
  withText = false,
}: {
  user: User;
  onDeleted?: () => void;
  /** 'Remover usuário' written out (the profile page) instead of a trash icon named for the user (a row). */
  withText?: boolean;
}) {
  const remove = useDeleteUsuario();
  const [open, setOpen] = useState(false);
  return (
    <>
      {withText ? (
        <Button variant="danger" onPress={() => setOpen(true)}>
          <TrashIcon aria-hidden="true" />
          Remover usuário
        </Button>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remover ${user.fullName}`}
          onPress={() => setOpen(true)}
        >
          <TrashIcon aria-hidden="true" />
        </Button>
      )}
      <AlertDialog
        isOpen={open}
        onOpenChange={setOpen}
        title="Remover usuário"
        confirmLabel="Remover"
        variant="destructive"
        onConfirm={async () => {
          try {
            await remove.trigger({ path: { id: user.id } });
            onDeleted?.();
          } catch {
            // The toast said why; the dialog closes so the list can be read.
            setOpen(false);
          }
        }}
      >
        Tem certeza que deseja remover este usuário?
      </AlertDialog>
    </>
  );
}
