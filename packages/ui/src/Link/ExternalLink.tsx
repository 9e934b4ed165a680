import type { ReactNode } from 'react';
import { ExternalLinkIcon } from '../icons';
import { visuallyHidden } from '../theme/utilities.css';
import { Link, type LinkProps } from './Link';

export interface ExternalLinkProps extends Omit<LinkProps, 'href' | 'target' | 'rel' | 'children'> {
  /** O endereço externo (`https://…`); abre em nova aba. */
  href: string;
  /** O texto do link; '(abre em nova aba)' é acrescentado para leitores de tela. */
  children: ReactNode;
  /** Nome acessível; por padrão, o texto do link seguido de '(abre em nova aba)'. */
  'aria-label'?: string;
}

/**
 * A link to another site (the gateway's invoice or boleto page): opens in a new tab, shows the external icon
 * and tells screen readers '(abre em nova aba)'.
 */
export function ExternalLink({ href, children, ...props }: ExternalLinkProps) {
  return (
    <Link {...props} href={href} target="_blank" rel="noopener">
      <ExternalLinkIcon aria-hidden="true" />
      {children}
      <span className={visuallyHidden}> (abre em nova aba)</span>
    </Link>
  );
}
