import { Button, FullPageMessage, Link } from '@certidao/ui';
import { useRouteError } from 'react-router-dom';
import { paths } from './paths.ts';

/** Shown when a page throws while rendering or its code cannot be loaded (e.g. after a new deploy). */
export default function RouteError() {
  const error = useRouteError();
  console.error(error);
  const chunkFailed = error instanceof TypeError && /import|module/i.test(error.message);
  return (
    <FullPageMessage
      status="error"
      title="Algo deu errado"
      description={
        chunkFailed
          ? 'Não foi possível carregar esta página. Verifique sua conexão ou recarregue a página.'
          : 'Ocorreu um erro inesperado ao exibir esta página. Tente novamente em instantes.'
      }
      actions={
        <>
          <Link href={paths.home.href()} buttonVariant="outline">
            Voltar para o início
          </Link>
          <Button onPress={() => window.location.reload()}>Recarregar a página</Button>
        </>
      }
    />
  );
}
