import type { MembroEmpresa } from '@certidao/api-client';
import { formatDate, formatDateTime } from '@certidao/domain';
import { AlertDialog, Badge, Button, Card, EmptyState } from '@certidao/ui';
import { useState } from 'react';
import { LoadError } from '../../../lib/LoadError.tsx';
import { muted, strong } from '../../../lib/layout.css.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import { useAlterarPapelMembro, useMembrosEmpresa, useRemoverMembro } from '../api.ts';
import { PAPEL_LABEL } from '../labels.ts';
import * as styles from './companies.css.ts';

const fullName = (m: MembroEmpresa) => m.usuario.fullName;

/**
 * 'Remover' after a confirmation that says what ends at once and what stays with the company; `onRemove` calls the gestor's or the back office's
 * operation (its toast says why when it fails).
 */
export function RemoveMemberButton({
  membro,
  onRemove,
}: {
  membro: MembroEmpresa;
  onRemove: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const name = fullName(membro);
  return (
    <>
      <Button variant="ghost" size="sm" aria-label={`Remover ${name}`} onPress={() => setOpen(true)}>
        Remover
      </Button>
      <AlertDialog
        isOpen={open}
        onOpenChange={setOpen}
        title="Remover membro"
        confirmLabel="Remover"
        variant="destructive"
        onConfirm={async () => {
          try {
            await onRemove();
          } catch {
            // The toast said why.
          }
          setOpen(false);
        }}
      >
        {name} ({membro.usuario.email}) perde o acesso à empresa imediatamente: as sessões dele terminam e as
        chaves de API são revogadas. As solicitações que criou continuam com a empresa, e as partes que
        monitorou para ela passam para o monitoramento do titular, com o histórico.
      </AlertDialog>
    </>
  );
}

function RoleButton({ membro }: { membro: MembroEmpresa }) {
  const change = useAlterarPapelMembro();
  const next = membro.papel === 'gestor' ? 'membro' : 'gestor';
  const name = fullName(membro);
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={next === 'gestor' ? `Tornar ${name} gestor` : `Tornar ${name} membro`}
      isPending={change.isMutating}
      onPress={() =>
        void change.trigger({ path: { id: membro.usuario.id }, body: { papel: next } }).catch(() => undefined)
      }
    >
      {next === 'gestor' ? 'Tornar gestor' : 'Tornar membro'}
    </Button>
  );
}

/** A member's name, e-mail, role, 'Titular do plano' and activity: the row's facts, before its actions. */
export function MemberSummary({ membro, isMe = false }: { membro: MembroEmpresa; isMe?: boolean }) {
  return (
    <>
      <div className={styles.rowMain}>
        <span className={strong}>
          {fullName(membro)}
          {isMe ? ' (você)' : ''}
        </span>
        <span className={muted}>{membro.usuario.email}</span>
      </div>
      <div className={styles.rowMeta}>
        <Badge tone={membro.papel === 'gestor' ? 'primary' : 'neutral'} size="sm">
          {PAPEL_LABEL[membro.papel]}
        </Badge>
        {membro.titular ? (
          <Badge tone="info" size="sm">
            Titular do plano
          </Badge>
        ) : null}
        <span className={muted}>
          Desde {formatDate(membro.desde)} · {membro.solicitacoes}{' '}
          {membro.solicitacoes === 1 ? 'solicitação' : 'solicitações'}
          {membro.ultimoAcesso ? ` · último acesso ${formatDateTime(membro.ultimoAcesso)}` : ''}
        </span>
      </div>
    </>
  );
}

function MemberRow({ membro, isMe }: { membro: MembroEmpresa; isMe: boolean }) {
  const remove = useRemoverMembro();
  return (
    <li className={styles.row}>
      <MemberSummary membro={membro} isMe={isMe} />
      {membro.titular ? null : (
        <div className={styles.rowActions}>
          <RoleButton membro={membro} />
          <RemoveMemberButton
            membro={membro}
            onRemove={() => remove.trigger({ path: { id: membro.usuario.id } })}
          />
        </div>
      )}
    </li>
  );
}

/**
 * 'Membros': everyone in the company with their role; a gestor makes others gestor or membro and removes them
 * (the holder of the plan is always a gestor and stays).
 */
export function MembersSection() {
  const { user } = useSession();
  const { data, error, mutate } = useMembrosEmpresa();
  return (
    <Card as="section" title="Membros" titleLevel={2} description="Quem usa o plano da empresa.">
      {data ? (
        data.data.length ? (
          <ul className={styles.rows} aria-label="Membros da empresa">
            {data.data.map((m) => (
              <MemberRow key={m.usuario.id} membro={m} isMe={m.usuario.id === user?.id} />
            ))}
          </ul>
        ) : (
          <EmptyState size="sm" title="Nenhum membro" />
        )
      ) : error ? (
        <LoadError title="Erro ao carregar os membros." onRetry={() => void mutate()} size="sm" />
      ) : (
        <EmptyState size="sm" tone="primary" isLoading title="Carregando membros..." />
      )}
    </Card>
  );
}
