import { Card, ExternalLink } from '@certidao/ui';
import * as styles from './integrations.css.ts';

/** Where the API reference lives. The server serves it (not a page of this app), so it opens in a new tab. */
const API_DOCS = '/api/docs';

/** 'Como integrar': how a key is sent, and the link to the interactive API reference. */
export function HowToIntegrate() {
  return (
    <Card as="section" variant="muted" padding="md" title="Como integrar" titleLevel={2}>
      <p className={styles.howTo}>
        Crie uma chave de API e envie-a em cada chamada no cabeçalho{' '}
        <code className={styles.inlineCode}>Authorization: Bearer &lt;sua chave&gt;</code>. Cadastre um
        webhook para receber os eventos (certidão concluída, pagamento confirmado…) assinados no padrão
        Standard Webhooks. Todas as operações, os escopos que cada uma exige e os eventos estão na{' '}
        <ExternalLink href={API_DOCS}>referência da API</ExternalLink>.
      </p>
    </Card>
  );
}
