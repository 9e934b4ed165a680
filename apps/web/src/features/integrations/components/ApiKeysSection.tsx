import { Button, Card, PlusIcon } from '@certidao/ui';
import { useState } from 'react';
import { ApiKeyList } from '../../../lib/ApiKeyList.tsx';
import { LoadError } from '../../../lib/LoadError.tsx';
import { useChavesApi, useRevogarChaveApi } from '../api.ts';
import { NewKeyDialog } from './NewKeyDialog.tsx';

/** 'Chaves de API': the caller's keys (prefix only), 'Nova chave' and 'Revogar'. */
export function ApiKeysSection() {
  const { data, error, isLoading, mutate } = useChavesApi();
  const revoke = useRevogarChaveApi();
  const [creating, setCreating] = useState(false);
  return (
    <Card
      as="section"
      title="Chaves de API"
      titleLevel={2}
      description="Seus sistemas chamam a API com uma chave, em seu nome e só com os escopos que ela tiver."
      actions={
        <Button onPress={() => setCreating(true)}>
          <PlusIcon aria-hidden="true" />
          Nova chave
        </Button>
      }
    >
      {error && !data ? (
        <LoadError size="sm" title="Erro ao carregar as chaves de API" onRetry={() => void mutate()} />
      ) : (
        <ApiKeyList
          label="Chaves de API"
          keys={data?.data ?? []}
          isLoading={isLoading && !data}
          onRevoke={(chave) => revoke.trigger({ path: { id: chave.id } })}
        />
      )}
      <NewKeyDialog isOpen={creating} onClose={() => setCreating(false)} />
    </Card>
  );
}
