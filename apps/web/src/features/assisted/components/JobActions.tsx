import type { EmissaoAssistida } from '@certidao/api-client';
import { Button, Card } from '@certidao/ui';
import { useSession } from '../../../session/SessionProvider.tsx';
import { useAssumir, useLiberar } from '../api.ts';
import { isOpen } from '../queue.ts';
import * as styles from './assisted.css.ts';

/**
 * Who has the job and what the operator may do: 'Assumir' a waiting one (or another operator's, which the
 * server refuses with their name), 'Liberar' one's own (an admin may free anyone's).
 */
export function JobActions({ job, mine }: { job: EmissaoAssistida; mine: boolean }) {
  const { user } = useSession();
  const take = useAssumir();
  const free = useLiberar();
  const path = { path: { id: job.id } };
  const run = (action: typeof take) => () =>
    void action.trigger(path).catch(() => {
      // The hook's toast says why.
    });
  if (!isOpen(job)) return null;
  const canFree = job.situacao === 'em_atendimento' && (mine || user?.role === 'admin');
  return (
    <Card
      title="Atendimento"
      titleLevel={2}
      as="section"
      description={
        job.situacao === 'aguardando'
          ? 'Assuma a emissão para obtê-la no portal oficial e enviar o PDF.'
          : mine
            ? 'A emissão está com você. Envie o PDF obtido ou registre a falha.'
            : `A emissão está com ${job.operador?.fullName ?? 'outro operador'}.`
      }
    >
      <div className={styles.actions}>
        {job.situacao === 'aguardando' ? (
          <Button onPress={run(take)} isPending={take.isMutating}>
            Assumir
          </Button>
        ) : null}
        {canFree ? (
          <Button variant="outline" onPress={run(free)} isPending={free.isMutating}>
            Liberar
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
