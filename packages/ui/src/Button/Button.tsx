import { useEffect, useId, useRef } from 'react';
import {
  composeRenderProps,
  Button as RACButton,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { Spinner } from '../Spinner';
import { composeClassName } from '../utils';
import { buttonRecipe } from './Button.css';

/**
 * React Aria announces a focused button's pending state through its live announcer: an entry
 * `role="img" aria-labelledby="<button id>"` that stays in the page for seven seconds. When the
 * button goes away meanwhile (a sign-in that navigates, a form replaced by its result), that entry
 * names an element that no longer exists, which screen readers read as nothing and axe reports
 * (`role-img-alt`). The announcement has already been heard, so such entries are dropped.
 */
/** How long after the button goes the page is watched: React Aria writes its first announcement of a page
 * 100 ms late, and a busy machine later still. */
const ORPHAN_WATCH_MS = 2000;

function dropOrphanAnnouncements() {
  for (const entry of document.querySelectorAll('[role="log"] > [role="img"][aria-labelledby]')) {
    const ids = (entry.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (ids.every((id) => document.getElementById(id) === null)) entry.remove();
  }
}

/** Drops orphan announcements now and as soon as one is written during the next ORPHAN_WATCH_MS. */
function watchOrphanAnnouncements() {
  dropOrphanAnnouncements();
  const observer = new MutationObserver(dropOrphanAnnouncements);
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), ORPHAN_WATCH_MS);
}

/** Literal unions (not derived from the recipe) so Storybook's docgen lists the options. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonOwnProps extends Omit<RACButtonProps, 'render'> {
  /** O texto do botão (verbo no infinitivo, em caixa de frase) e, se quiser, um ícone antes ou depois. */
  children?: RACButtonProps['children'];
  /** Botão quadrado com um ícone como único conteúdo: exige então um `aria-label`. */
  isIconOnly?: boolean;
  /** Peso visual: uma única ação `primary` por tela; `danger` para ações destrutivas. */
  variant?: ButtonVariant;
  /**
   * Altura e espaçamento: `sm` em barras de ferramentas e tabelas, `md` (o padrão), `lg` para a chamada
   * principal.
   */
  size?: ButtonSize;
  /** Estica o botão até a largura do contêiner (formulários no celular). */
  fullWidth?: boolean;
  /**
   * Desabilita o botão: ignora cliques e sai da ordem do Tab. Prefira explicar por que a ação não está
   * disponível.
   */
  isDisabled?: boolean;
  /** Mostra o indicador de carregamento, marca `aria-busy` e ignora cliques, mantendo o foco no botão. */
  isPending?: boolean;
  /** Chamada ao clicar, tocar ou apertar Enter ou Espaço. */
  onPress?: RACButtonProps['onPress'];
  /** Tipo do botão num formulário: `submit` envia, `button` (o padrão) não envia. */
  type?: 'button' | 'submit' | 'reset';
}

type IconOnlyProps =
  | {
      /** Botão quadrado com um ícone como único conteúdo: exige então um `aria-label`. */
      isIconOnly?: false;
    }
  | {
      /** Botão quadrado com um ícone como único conteúdo: exige então um `aria-label`. */
      isIconOnly: true;
      /** O nome do botão, já que ele não tem texto visível. */
      'aria-label': string;
    };

export type ButtonProps = ButtonOwnProps & IconOnlyProps;

/**
 * The action button: React Aria `Button` (press, keyboard and focus handling) with the design
 * system's variants. `isPending` shows a spinner, sets `aria-busy` and ignores presses while
 * keeping focus, so the user hears the pending state.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  isIconOnly = false,
  className,
  children,
  ...props
}: ButtonProps) {
  const ownId = useId();
  const id = props.id ?? ownId;
  const wasPending = useRef(false);
  if (props.isPending) wasPending.current = true;
  useEffect(
    () => () => {
      // Only a button that was pending can have left an announcement behind. The watch starts once the
      // page has finished removing the button, and catches an announcement written after it went (a quick
      // action may end and remove its button before React Aria writes its delayed first announcement).
      if (!wasPending.current) return;
      setTimeout(watchOrphanAnnouncements, 0);
    },
    [],
  );
  return (
    <RACButton
      {...props}
      id={id}
      // React Aria filters unknown ARIA props, so aria-busy goes through its `render` hook.
      render={props.isPending ? (domProps) => <button {...domProps} aria-busy="true" /> : undefined}
      className={composeClassName(
        className,
        buttonRecipe({ variant, size, iconOnly: isIconOnly, fullWidth }),
      )}
    >
      {composeRenderProps(children, (children, { isPending }) => (
        <>
          {isPending ? <Spinner size="sm" tone="current" /> : null}
          {isPending && isIconOnly ? null : children}
        </>
      ))}
    </RACButton>
  );
}
