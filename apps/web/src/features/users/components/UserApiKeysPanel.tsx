import { Card } from '@certidao/ui';
import { ApiKeyList } from '../../../lib/ApiKeyList.tsx';
import { LoadError } from '../../../lib/LoadError.tsx';
import { useChavesApiDoUsuario, useRevogarChaveApiDoUsuario } from '../api.ts';

/** 'Chaves de API' of the user (prefixes only), with 'Revogar' on active keys when staff may revoke. */
export function UserApiKeysPanel({ userId, canRevoke }: { userId: string; canRevoke: boolean }) {
  const { data, error, isLoading, mutate } = useChavesApiDoUsuario(userId);
  const revoke = useRevogarChaveApiDoUsuario();
  return (
    <Card
      as="section"
      title="Chaves de API"
      titleLevel={2}
      description="As chaves que o usuário criou para os sistemas dele. Uma chave revogada deixa de funcionar na hora."
    >
      {error && !data ? (
        <LoadError size="sm" title="Erro ao carregar as chaves de API" onRetry={() => void mutate()} />
      ) : (
        <ApiKeyList
          label="Chaves de API do usuário"
          keys={data?.data ?? []}
          isLoading={isLoading && !data}
          onRevoke={canRevoke ? (chave) => revoke.trigger({ path: { id: chave.id } }) : undefined}
        />
      )}
    </Card>
  );
}
