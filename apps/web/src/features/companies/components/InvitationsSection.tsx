import { type ConviteEmpresa, type ErroAssentos, isApiError, type PapelEmpresa } from '@certidao/api-client';
import { formatDate, formatMoney, isValidEmail } from '@certidao/domain';
import {
  AlertDialog,
  Badge,
  Button,
  Card,
  EmptyState,
  InlineAlert,
  Link,
  ListBoxItem,
  Select,
  TextField,
} from '@certidao/ui';
import { useState } from 'react';
import { paths } from '../../../app/paths.ts';
import { FormFrame } from '../../../lib/FormFrame.tsx';
import { LoadError } from '../../../lib/LoadError.tsx';
import { muted, strong } from '../../../lib/layout.css.ts';
import { serverMessage } from '../../../lib/swr.ts';
import { useFormState } from '../../../lib/useFormState.ts';
import { useConvitesEmpresa, useCriarConvite, useReenviarConvite, useRevogarConvite } from '../api.ts';
import { CONVITE_STATUS, PAPEL_LABEL } from '../labels.ts';
import * as styles from './companies.css.ts';

const PAPEIS = [
  { id: 'membro', label: 'Membro' },
  { id: 'gestor', label: 'Gestor' },
] as const;

/** The refusal of an invitation beyond the plan's seats, with the plans that have more. */
function SeatsRefusal({ erro }: { erro: ErroAssentos }) {
  const cheapest = erro.upgrade[0];
  return (
    <InlineAlert
      tone="warning"
      isLive
      action={
        <Link href={paths.planos.href()} buttonVariant="outline" buttonSize="sm">
          Mudar de plano
        </Link>
      }
    >
      {erro.message}
      {cheapest
        ? ` O plano ${cheapest.nome} tem ${cheapest.assentos} assentos por ${formatMoney(cheapest.valor)} por mês.`
        : ''}
    </InlineAlert>
  );
}

function isSeatsError(body: unknown): body is ErroAssentos {
  return typeof body === 'object' && body !== null && 'assentos' in body && 'upgrade' in body;
}

/** E-mail and role, 'Convidar'; a refusal is said under the form (seats full: why, and the upgrade). */
function InviteForm({ seatsFull }: { seatsFull: boolean }) {
  const invite = useCriarConvite();
  const [papel, setPapel] = useState<PapelEmpresa>('membro');
  const [refusal, setRefusal] = useState<{ message: string; seats?: ErroAssentos } | null>(null);
  const { values, set, errors, rootRef, handleSubmit, reset } = useFormState({ email: '' }, (v) =>
    isValidEmail(v.email.trim()) ? {} : { email: 'Digite um e-mail válido' },
  );
  const busy = invite.isMutating;
  const submit = handleSubmit(async (v) => {
    if (busy) return;
    setRefusal(null);
    try {
      await invite.trigger({ body: { email: v.email.trim(), papel } });
      reset({ email: '' });
    } catch (error) {
      if (isApiError(error) && error.status === 401) return;
      setRefusal({
        message: serverMessage(error, 'Erro ao enviar o convite. Tente novamente.'),
        seats: isApiError(error) && isSeatsError(error.body) ? error.body : undefined,
      });
    }
  });
  return (
    <FormFrame label="Convidar por e-mail" rootRef={rootRef} errors={errors} submit={submit}>
      <div className={styles.inviteForm}>
        <TextField
          label="E-mail"
          name="email"
          type="email"
          isRequired
          maxLength={254}
          value={values.email}
          onChange={set('email')}
          isDisabled={busy}
        />
        <Select
          label="Papel"
          items={PAPEIS}
          selectedKey={papel}
          onSelectionChange={(key) => setPapel(key as PapelEmpresa)}
          isDisabled={busy}
        >
          {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
        </Select>
        <Button type="submit" isPending={busy}>
          Convidar
        </Button>
      </div>
      {refusal ? (
        refusal.seats ? (
          <SeatsRefusal erro={refusal.seats} />
        ) : (
          <InlineAlert tone="danger" isLive>
            {refusal.message}
          </InlineAlert>
        )
      ) : null}
      <p className={muted}>
        Membros criam e acompanham solicitações; gestores também administram a empresa, os kits, os centros de
        custo e os relatórios.
        {seatsFull ? ' Todos os assentos estão ocupados: um novo convite será recusado.' : ''}
      </p>
    </FormFrame>
  );
}

function RevokeButton({ convite }: { convite: ConviteEmpresa }) {
  const revoke = useRevogarConvite();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Revogar convite de ${convite.email}`}
        onPress={() => setOpen(true)}
      >
        Revogar
      </Button>
      <AlertDialog
        isOpen={open}
        onOpenChange={setOpen}
        title="Revogar convite"
        confirmLabel="Revogar"
        variant="destructive"
        onConfirm={async () => {
          try {
            await revoke.trigger({ path: { id: convite.id } });
          } catch {
            // The toast said why.
          }
          setOpen(false);
        }}
      >
        O link enviado para {convite.email} deixa de funcionar imediatamente e o assento fica livre.
      </AlertDialog>
    </>
  );
}

function ResendButton({ convite }: { convite: ConviteEmpresa }) {
  const resend = useReenviarConvite();
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Reenviar convite para ${convite.email}`}
      isPending={resend.isMutating}
      onPress={() => void resend.trigger({ path: { id: convite.id } }).catch(() => undefined)}
    >
      Reenviar
    </Button>
  );
}

/** An invitation's address, role, who sent it, status and date: the row's facts, before its actions. */
export function InvitationSummary({ convite }: { convite: ConviteEmpresa }) {
  const status = CONVITE_STATUS[convite.status];
  return (
    <>
      <div className={styles.rowMain}>
        <span className={strong}>{convite.email}</span>
        <span className={muted}>
          {PAPEL_LABEL[convite.papel]}
          {convite.convidadoPor ? ` · convidado por ${convite.convidadoPor.fullName}` : ''}
        </span>
      </div>
      <div className={styles.rowMeta}>
        <Badge tone={status.tone} size="sm">
          {status.label}
        </Badge>
        <span className={muted}>
          {convite.status === 'pendente'
            ? `Expira em ${formatDate(convite.expiraEm)}`
            : convite.status === 'expirado'
              ? `Expirou em ${formatDate(convite.expiraEm)}`
              : convite.aceitoEm
                ? `Aceito em ${formatDate(convite.aceitoEm)}`
                : convite.revogadoEm
                  ? `Revogado em ${formatDate(convite.revogadoEm)}`
                  : ''}
        </span>
      </div>
    </>
  );
}

function InvitationRow({ convite }: { convite: ConviteEmpresa }) {
  const open = convite.status === 'pendente' || convite.status === 'expirado';
  return (
    <li className={styles.row}>
      <InvitationSummary convite={convite} />
      {open ? (
        <div className={styles.rowActions}>
          <ResendButton convite={convite} />
          {convite.status === 'pendente' ? <RevokeButton convite={convite} /> : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * 'Convites': invite by e-mail with a role, and the invitations with their status and expiry; pending ones can
 * be resent (a new link, 7 more days) or revoked; an expired one resent.
 */
export function InvitationsSection({ seatsFull }: { seatsFull: boolean }) {
  const { data, error, mutate } = useConvitesEmpresa();
  return (
    <Card
      as="section"
      title="Convites"
      titleLevel={2}
      description="O convidado recebe um link por e-mail, válido por 7 dias."
    >
      <InviteForm seatsFull={seatsFull} />
      {data ? (
        data.data.length ? (
          <ul className={styles.rows} aria-label="Convites da empresa">
            {data.data.map((c) => (
              <InvitationRow key={c.id} convite={c} />
            ))}
          </ul>
        ) : (
          <EmptyState size="sm" title="Nenhum convite enviado" />
        )
      ) : error ? (
        <LoadError title="Erro ao carregar os convites." onRetry={() => void mutate()} size="sm" />
      ) : (
        <EmptyState size="sm" tone="primary" isLoading title="Carregando convites..." />
      )}
    </Card>
  );
}
