import { FullPageMessage, Link } from '@certidao/ui';
import { paths } from './paths.ts';

/** Any path the app does not know (spec §2). */
export default function NotFound() {
  return (
    <main>
      <FullPageMessage
        tone="info"
        title="404"
        description="Oops! Page not found"
        actions={
          <Link href={paths.home.href()} buttonVariant="primary">
            Voltar para o início
          </Link>
        }
      />
    </main>
  );
}
