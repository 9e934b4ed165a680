import type { Monitoramento } from '@certidao/api-client';
import { isPositive } from '@certidao/domain';
import { AlertTriangleIcon, Badge, Card, Link } from '@certidao/ui';
import { type Area, partyHref } from './area.ts';
import { CertificateTiles } from './CertificateTiles.tsx';
import * as styles from './monitoring.css.ts';
import { PartyActions } from './PartyActions.tsx';
import { PartyFacts, StatusBadge } from './PartyFacts.tsx';
import { PartyNotices } from './PartyNotices.tsx';

/** One party of the portfolio list: name (to its page), facts, status, latest results and actions. */
export function PartyCard({ party, area }: { party: Monitoramento; area: Area }) {
  const positive = party.certidoes.some((c) => isPositive(c.resultado));
  return (
    <Card as="article" aria-label={party.nomeCompleto}>
      <div className={styles.partyBody}>
        <div className={styles.partyHead}>
          <div>
            <h2 className={styles.partyName}>
              <Link href={partyHref(area, party.id)}>{party.nomeCompleto}</Link>
            </h2>
            <PartyFacts party={party} showOwner={area === 'staff'} />
          </div>
          <div className={styles.actions}>
            <StatusBadge party={party} />
            {positive ? (
              <Badge tone="danger" size="sm">
                <AlertTriangleIcon aria-hidden="true" />
                Consta em alguma certidão
              </Badge>
            ) : null}
          </div>
        </div>
        <PartyNotices party={party} />
        <CertificateTiles certidoes={party.certidoes} blocked={Boolean(party.bloqueio)} />
        <PartyActions party={party} />
      </div>
    </Card>
  );
}
