import { AlertDialog, Button, Dialog, DialogFooter, Modal } from '@certidao/ui';
import { useState } from 'react';
import { useRotacionarSegredo } from '../api.ts';
import * as styles from './integrations.css.ts';
import { SecretReveal } from './SecretReveal.tsx';

/**
 * 'Gerar novo segredo': a confirmation that explains the 24-hour overlap, then the new secret, shown this once.
 */
export function RotateSecretButton({ endpointId }: { endpointId: string }) {
  const rotate = useRotacionarSegredo();
  const [confirming, setConfirming] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <>
      <Button variant="outline" size="sm" onPress={() => setConfirming(true)}>
        Gerar novo segredo
      </Button>
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title="Gerar novo segredo"
        confirmLabel="Gerar novo segredo"
        onConfirm={async () => {
          try {
            const rotated = await rotate.trigger({ path: { id: endpointId } });
            setSecret(rotated.segredo);
          } catch {
            // The toast said why.
          }
          setConfirming(false);
        }}
      >
        As entregas passam a ser assinadas com um novo segredo. Nas próximas 24 horas o segredo atual continua
        assinando também, para você trocá-lo no seu sistema sem perder eventos.
      </AlertDialog>
      <Modal isOpen={secret !== null} onOpenChange={(open) => (open ? undefined : setSecret(null))}>
        <Dialog title="Novo segredo gerado">
          {({ close }) => (
            <div className={styles.form}>
              <SecretReveal label="Novo segredo de assinatura" value={secret ?? ''}>
                Copie o novo segredo agora: ele não será mostrado novamente. O segredo anterior continua
                assinando as entregas por 24 horas; depois, só o novo.
              </SecretReveal>
              <DialogFooter>
                <Button onPress={close}>Concluir</Button>
              </DialogFooter>
            </div>
          )}
        </Dialog>
      </Modal>
    </>
  );
}
