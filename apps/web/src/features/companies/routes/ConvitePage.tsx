import { isApiError } from '@certidao/api-client';
import { formatDate } from '@certidao/domain';
import { Card, FullPageMessage, InlineAlert, Link } from '@certidao/ui';
import { useParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { LoadError } from '../../../lib/LoadError.tsx';
import { useConvite } from '../api.ts';
import { AcceptInvitation } from '../components/AcceptInvitation.tsx';
import * as styles from '../components/companies.css.ts';
import { PAPEL_LABEL } from '../labels.ts';

/** Why an invitation that is no longer pending cannot be accepted. */
const CLOSED: Record<'aceito' | 'revogado' | 'expirado' | 'removido', string> = {
  aceito: 'Este convite já foi aceito.',
  removido: 'Este convite já foi aceito.',
  revogado: 'Este convite foi revogado pelo gestor da empresa.',
  expirado: 'Este convite expirou. Peça um novo ao gestor da empresa.',
};

/** /convite/:token — the link of the invitation e-mail: who invites to which company, and how to accept. */
export default function ConvitePage() {
  const { token = '' } = useParams();
  const { data: convite, error, mutate } = useConvite(token);
  if (error) {
    if (isApiError(error) && error.status === 404)
      return (
        <FullPageMessage
          status="error"
          fill="container"
          title="Convite não encontrado"
          description="O link pode estar incompleto ou ter sido substituído por um convite reenviado. Peça um novo ao gestor da empresa."
          actions={<Link href={paths.home.href()}>Ir para a página inicial</Link>}
        />
      );
    return <LoadError title="Erro ao carregar o convite." onRetry={() => void mutate()} />;
  }
  if (!convite) return <FullPageMessage status="loading" fill="container" title="Carregando convite..." />;
  return (
    <div className={styles.invitePage}>
      <h1 className={styles.inviteTitle}>Convite para {convite.empresa.razaoSocial}</h1>
      <Card as="section" title="Detalhes do convite" titleLevel={2}>
        <dl className={styles.facts}>
          <dt>Empresa</dt>
          <dd>{convite.empresa.razaoSocial}</dd>
          <dt>Papel</dt>
          <dd>{PAPEL_LABEL[convite.papel]}</dd>
          <dt>E-mail convidado</dt>
          <dd>{convite.email}</dd>
          {convite.convidadoPor ? (
            <>
              <dt>Convidado por</dt>
              <dd>{convite.convidadoPor}</dd>
            </>
          ) : null}
          <dt>Válido até</dt>
          <dd>{formatDate(convite.expiraEm)}</dd>
        </dl>
      </Card>
      {convite.status === 'pendente' ? (
        <Card as="section" title="Aceitar convite" titleLevel={2}>
          <AcceptInvitation token={token} convite={convite} />
        </Card>
      ) : (
        <InlineAlert tone={convite.status === 'aceito' || convite.status === 'removido' ? 'info' : 'warning'}>
          {CLOSED[convite.status]}
        </InlineAlert>
      )}
    </div>
  );
}
