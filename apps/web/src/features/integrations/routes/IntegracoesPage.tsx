import { PageHeader } from '@certidao/ui';
import { stack } from '../../../lib/layout.css.ts';
import { ApiKeysSection } from '../components/ApiKeysSection.tsx';
import { HowToIntegrate } from '../components/HowToIntegrate.tsx';
import { WebhooksSection } from '../components/WebhooksSection.tsx';

/** /admin/integracoes: the caller's API keys and webhook endpoints, and how to use them. */
export default function IntegracoesPage() {
  return (
    <>
      <PageHeader
        title="Integrações"
        description="Conecte seus sistemas à Certidão Ágil: chaves para chamar a API e webhooks para receber eventos."
      />
      <div className={stack}>
        <HowToIntegrate />
        <ApiKeysSection />
        <WebhooksSection />
      </div>
    </>
  );
}
