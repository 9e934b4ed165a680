import { FullPageMessage, Link } from '@certidao/ui';

/** The plan of the URL could not be loaded (unknown id, network): say so, with the way back to the plans. */
export function PlanLoadError({ backHref, backLabel }: { backHref: string; backLabel: string }) {
  return (
    <FullPageMessage
      status="error"
      fill="container"
      title="Não foi possível carregar o plano"
      description="O plano escolhido não existe mais ou não pôde ser carregado agora. Escolha um plano novamente."
      actions={
        <Link href={backHref} buttonVariant="primary">
          {backLabel}
        </Link>
      }
    />
  );
}
