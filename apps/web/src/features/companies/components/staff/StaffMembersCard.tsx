import type { ConviteEmpresa, MembroEmpresa } from '@certidao/api-client';
import { Card, EmptyState, Link } from '@certidao/ui';
import { paths } from '../../../../app/paths.ts';
import { useRemoverMembroStaff } from '../../api.ts';
import * as styles from '../companies.css.ts';
import { InvitationSummary } from '../InvitationsSection.tsx';
import { MemberSummary, RemoveMemberButton } from '../MembersSection.tsx';

function MemberRow({
  empresaId,
  membro,
  canRemove,
}: {
  empresaId: string;
  membro: MembroEmpresa;
  canRemove: boolean;
}) {
  const remove = useRemoverMembroStaff();
  const name = membro.usuario.fullName;
  return (
    <li className={styles.row}>
      <MemberSummary membro={membro} />
      <div className={styles.rowActions}>
        <Link
          href={paths.perfilUsuario.href(membro.usuario.id)}
          buttonVariant="outline"
          buttonSize="sm"
          aria-label={`Ver usuário ${name}`}
        >
          Ver usuário
        </Link>
        {canRemove && !membro.titular ? (
          <RemoveMemberButton
            membro={membro}
            onRemove={() => remove.trigger({ path: { id: empresaId, userId: membro.usuario.id } })}
          />
        ) : null}
      </div>
    </li>
  );
}

/**
 * 'Membros' as staff see them: each member's role and activity, their user page, and (admin) 'Remover' after a
 * confirmation; the holder of the plan stays.
 */
export function StaffMembersCard({
  empresaId,
  membros,
  canRemove,
}: {
  empresaId: string;
  membros: readonly MembroEmpresa[];
  canRemove: boolean;
}) {
  return (
    <Card as="section" title="Membros" titleLevel={2} description="Quem usa o plano da empresa.">
      <ul className={styles.rows} aria-label="Membros da empresa">
        {membros.map((m) => (
          <MemberRow key={m.usuario.id} empresaId={empresaId} membro={m} canRemove={canRemove} />
        ))}
      </ul>
    </Card>
  );
}

/** The invitations still waiting for an answer (they take seats until they expire). */
export function PendingInvitationsCard({ convites }: { convites: readonly ConviteEmpresa[] }) {
  return (
    <Card
      as="section"
      title="Convites pendentes"
      titleLevel={2}
      description="Ocupam assentos até serem aceitos, revogados pelo gestor ou expirarem."
    >
      {convites.length ? (
        <ul className={styles.rows} aria-label="Convites pendentes">
          {convites.map((c) => (
            <li key={c.id} className={styles.row}>
              <InvitationSummary convite={c} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState size="sm" title="Nenhum convite pendente" />
      )}
    </Card>
  );
}
