import { isApiError } from '@certidao/api-client';
import { isPositive } from '@certidao/domain';
import {
  AlertCircleIcon,
  AlertTriangleIcon,
  ArrowLeftIcon,
  Badge,
  Card,
  EmptyState,
  Link,
  PageHeader,
} from '@certidao/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { LoadError } from '../../../lib/LoadError.tsx';
import { stack } from '../../../lib/layout.css.ts';
import { useMonitoramento } from '../api.ts';
import { type Area, listHref } from './area.ts';
import { DeedDateCard } from './DeedDateCard.tsx';
import * as styles from './monitoring.css.ts';
import { PartyActions } from './PartyActions.tsx';
import { PartyFacts, StatusBadge } from './PartyFacts.tsx';
import { PartyNotices } from './PartyNotices.tsx';
import { Timeline } from './Timeline.tsx';
import { TypeTable } from './TypeTable.tsx';

function BackLink({ area }: { area: Area }) {
  return (
    <Link href={listHref(area)} variant="standalone">
      <ArrowLeftIcon aria-hidden="true" />
      Voltar para o monitoramento
    </Link>
  );
}

/** A monitored party: header with its facts and actions, its certificates by type, its timeline. */
export function PartyScreen({ area }: { area: Area }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, error, mutate } = useMonitoramento(id);
  const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
  if (!data)
    return (
      <div className={stack}>
        <BackLink area={area} />
        {notFound ? (
          <EmptyState
            titleLevel={1}
            icon={<AlertCircleIcon />}
            title="Parte não encontrada"
            description="Ela pode ter sido removida do monitoramento, ou o endereço está incorreto."
          />
        ) : error ? (
          <LoadError
            titleLevel={1}
            title="Não foi possível carregar a parte."
            onRetry={() => void mutate()}
          />
        ) : (
          <EmptyState titleLevel={1} tone="primary" isLoading title="Carregando parte..." />
        )}
      </div>
    );
  const positive = data.certidoes.some((c) => isPositive(c.resultado));
  return (
    <div className={stack}>
      <BackLink area={area} />
      <PageHeader
        title={data.nomeCompleto}
        description={<PartyFacts party={data} showOwner={area === 'staff'} />}
        actions={<PartyActions party={data} onRemoved={() => navigate(listHref(area))} />}
      />
      <div className={styles.actions}>
        <StatusBadge party={data} />
        {positive ? (
          <Badge tone="danger" size="sm">
            <AlertTriangleIcon aria-hidden="true" />
            Consta em alguma certidão
          </Badge>
        ) : null}
      </div>
      <PartyNotices party={data} />
      <DeedDateCard key={data.dataEscritura ?? ''} party={data} />
      <Card as="section" title="Certidões" titleLevel={2}>
        <TypeTable certidoes={data.certidoes} blocked={Boolean(data.bloqueio)} />
      </Card>
      <Card as="section" title="Linha do tempo" titleLevel={2}>
        <Timeline eventos={data.eventos} />
      </Card>
    </div>
  );
}
