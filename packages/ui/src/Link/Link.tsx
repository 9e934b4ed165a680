import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { buttonRecipe } from '../Button/Button.css';
import { composeClassName } from '../utils';
import { linkRecipe } from './Link.css';

export type LinkVariant = 'inline' | 'standalone' | 'inverse';

export interface LinkProps extends Omit<RACLinkProps, 'render'> {
  /** `inline` dentro do texto (sublinhado), `standalone` sozinho, `inverse` sobre superfícies escuras. */
  variant?: LinkVariant;
  /**
   * Renderiza o link com a aparência de um `Button` dessa variante: para navegação com cara de ação
   * ('Entrar', 'Ver todas'). Use `Button` para ações que não mudam o endereço.
   */
  buttonVariant?: ButtonVariant;
  /** Com `buttonVariant`: o tamanho do botão (`sm`, `md`, `lg`). */
  buttonSize?: ButtonSize;
  /** Destino do link (rota do app ou endereço externo). */
  href?: string;
  /** Desabilita o link: não navega nem recebe foco. */
  isDisabled?: boolean;
  /** Nome acessível quando o texto visível não basta (ex.: só um ícone). */
  'aria-label'?: string;
  /** Baixa o arquivo em vez de abri-lo; um texto define o nome do arquivo. */
  download?: string | boolean;
}

/**
 * A navigation link: React Aria `Link`. Inside `UiRouterProvider` it navigates with the app's
 * router (client-side) instead of reloading the page; modifier keys and `target="_blank"` keep
 * the browser behaviour.
 */
export function Link({
  variant = 'inline',
  buttonVariant,
  buttonSize = 'md',
  className,
  ...props
}: LinkProps) {
  const ownClassName = buttonVariant
    ? buttonRecipe({ variant: buttonVariant, size: buttonSize })
    : linkRecipe({ variant });
  return <RACLink {...props} className={composeClassName(className, ownClassName)} />;
}
