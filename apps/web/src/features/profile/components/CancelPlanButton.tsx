import { AlertDialog, Button, DialogTrigger, toast } from '@certidao/ui';
import { useCancelMyPlan } from '../api.ts';
import * as styles from './PlanDetails.css.ts';

/**
 * 'Cancelar plano' after a confirmation that states the 7-day guarantee. The server's answer says what
 * happened (refunded or not); it is shown as it comes.
 */
export function CancelPlanButton({
  planName,
  onCancelled,
}: {
  planName: string;
  onCancelled: (message: string) => void;
}) {
  const cancel = useCancelMyPlan();
  const confirm = async () => {
    const result = await cancel.trigger(undefined);
    toast.success(result.message);
    onCancelled(result.message);
  };
  return (
    <DialogTrigger>
      <Button variant="danger">Cancelar plano</Button>
      <AlertDialog
        title="Cancelar plano"
        variant="destructive"
        confirmLabel="Cancelar plano"
        cancelLabel="Manter plano"
        onConfirm={confirm}
      >
        <p className={styles.dialogText}>
          Tem certeza que deseja cancelar o plano {planName}? O cancelamento vale a partir de agora e não
          haverá novas cobranças.
        </p>
        <p className={styles.dialogText}>
          <strong>Garantia de 7 dias:</strong> se o seu primeiro pagamento foi confirmado há 7 dias ou menos,
          ele será reembolsado integralmente.
        </p>
      </AlertDialog>
    </DialogTrigger>
  );
}
