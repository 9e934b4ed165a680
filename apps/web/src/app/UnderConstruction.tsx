import { FullPageMessage, Link } from '@certidao/ui';
import { paths } from './paths.ts';

/** Screens of the later web issues (requests and back office) until they are built. */
export default function UnderConstruction() {
  return (
    <FullPageMessage
      status="info"
      fill="container"
      title="Em breve"
      description="Esta tela ainda está sendo construída. Enquanto isso, use as outras áreas do menu."
      actions={
        <Link href={paths.meuPerfil.href()} buttonVariant="outline">
          Ir para Meu Perfil
        </Link>
      }
    />
  );
}
