import { FullPageMessage, Link } from '@certidao/ui';
import { paths } from './paths.ts';

/** Any path the app does not know: 'Oops! Page not found' with a link to the home page. */
export default function NotFound() {
  return (
    <main>
      <FullPageMessage
        status="info"
        title="Oops! Page not found"
        description="A página que você procura não existe ou foi movida."
        actions={
          <Link href={paths.home.href()} buttonVariant="primary">
            Voltar para o início
          </Link>
        }
      />
    </main>
  );
}
