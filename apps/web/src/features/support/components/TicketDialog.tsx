import type { TicketSuporte } from '@certidao/api-client';
import {
  formatDateTime,
  SUPPORT_TICKET_STATUSES,
  type SupportTicketStatus,
  supportProblemLabel,
  supportTicketStatusLabel,
} from '@certidao/domain';
import { Button, Dialog, DialogFooter, Modal, Radio, RadioGroup } from '@certidao/ui';
import { useState } from 'react';
import { useAlterarStatusChamado, useChamado } from '../api.ts';
import { TicketStatusBadge } from './TicketStatusBadge.tsx';
import * as styles from './tickets.css.ts';

/**
 * One ticket: who sent it, when, the problem type, the whole message and the status, which staff change
 * here (the sender is told by e-mail of each change).
 */
export function TicketDialog({ ticket: initial, onClose }: { ticket: TicketSuporte; onClose: () => void }) {
  const { data } = useChamado(initial);
  const ticket = data ?? initial;
  const change = useAlterarStatusChamado();
  const [status, setStatus] = useState<SupportTicketStatus>(ticket.status);
  const save = async () => {
    try {
      await change.trigger({ path: { id: ticket.id }, body: { status } });
    } catch {
      // The hook's toast already says why.
    }
  };
  return (
    <Modal size="lg" isOpen isDismissable onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog title={`Chamado #${ticket.protocolo}`} description={supportProblemLabel(ticket.tipoProblema)}>
        <div className={styles.details}>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>Remetente</dt>
              <dd>{ticket.nome}</dd>
            </div>
            <div className={styles.fact}>
              <dt>E-mail</dt>
              <dd>{ticket.email}</dd>
            </div>
            <div className={styles.fact}>
              <dt>Aberto em</dt>
              <dd>{formatDateTime(ticket.criadoEm)}</dd>
            </div>
            <div className={styles.fact}>
              <dt>Status atual</dt>
              <dd>
                <TicketStatusBadge status={ticket.status} />
              </dd>
            </div>
          </dl>
          <section aria-label="Mensagem">
            <p className={styles.message}>{ticket.mensagem}</p>
          </section>
          <RadioGroup
            label="Alterar status"
            orientation="horizontal"
            value={status}
            onChange={(value) => setStatus(value as SupportTicketStatus)}
            description="O cliente recebe um e-mail a cada mudança de status."
          >
            {SUPPORT_TICKET_STATUSES.map((s) => (
              <Radio key={s} value={s}>
                {supportTicketStatusLabel(s)}
              </Radio>
            ))}
          </RadioGroup>
          <DialogFooter>
            <Button variant="outline" onPress={onClose}>
              Fechar
            </Button>
            <Button
              onPress={() => void save()}
              isPending={change.isMutating}
              isDisabled={status === ticket.status}
            >
              Salvar status
            </Button>
          </DialogFooter>
        </div>
      </Dialog>
    </Modal>
  );
}
