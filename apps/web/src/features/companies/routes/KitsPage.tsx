import { Button, Card, EmptyState, LayersIcon, PageHeader, PlusIcon } from '@certidao/ui';
import { useState } from 'react';
import { LoadError } from '../../../lib/LoadError.tsx';
import { stack } from '../../../lib/layout.css.ts';
import { useKits } from '../api.ts';
import { GestorOnly } from '../components/CompanyGate.tsx';
import * as styles from '../components/companies.css.ts';
import { KitCard } from '../components/KitCard.tsx';
import { KitDialog } from '../components/KitForm.tsx';

/** /admin/kits: the product's kits (read-only) and the company's own (create, edit, delete). */
function Kits() {
  const { data, error, mutate } = useKits();
  const [creating, setCreating] = useState(false);
  const own = data?.data.filter((k) => !k.padrao) ?? [];
  const product = data?.data.filter((k) => k.padrao) ?? [];
  return (
    <>
      <PageHeader
        title="Kits"
        description="Conjuntos de certidões para começar uma solicitação com um clique."
        actions={
          <Button onPress={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" />
            Novo kit
          </Button>
        }
      />
      {creating ? <KitDialog isOpen onClose={() => setCreating(false)} /> : null}
      {data ? (
        <div className={stack}>
          <Card as="section" title="Kits da empresa" titleLevel={2}>
            {own.length ? (
              <div className={styles.kitGrid}>
                {own.map((kit) => (
                  <KitCard key={kit.id} kit={kit} />
                ))}
              </div>
            ) : (
              <EmptyState
                size="sm"
                icon={<LayersIcon />}
                title="Nenhum kit da empresa"
                description="Crie kits com as certidões que sua equipe pede com frequência."
              />
            )}
          </Card>
          <Card
            as="section"
            title="Kits do Certidão Ágil"
            titleLevel={2}
            description="Prontos para os casos mais comuns; não podem ser alterados."
          >
            <div className={styles.kitGrid}>
              {product.map((kit) => (
                <KitCard key={kit.id} kit={kit} />
              ))}
            </div>
          </Card>
        </div>
      ) : error ? (
        <LoadError title="Erro ao carregar os kits." onRetry={() => void mutate()} />
      ) : (
        <EmptyState tone="primary" isLoading title="Carregando kits..." />
      )}
    </>
  );
}

export default function KitsPage() {
  return <GestorOnly title="Kits">{() => <Kits />}</GestorOnly>;
}
