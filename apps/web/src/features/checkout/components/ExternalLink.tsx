import { ExternalLinkIcon, Link, type LinkProps, visuallyHidden } from '@certidao/ui';
import type { ReactNode } from 'react';

/** A link to another site (the gateway's invoice or boleto page), opened in a new tab, and saying so. */
export function ExternalLink({
  href,
  children,
  ...props
}: Omit<LinkProps, 'href' | 'target' | 'children'> & { href: string; children: ReactNode }) {
  return (
    <Link {...props} href={href} target="_blank" rel="noopener">
      <ExternalLinkIcon aria-hidden="true" />
      {children}
      <span className={visuallyHidden}> (abre em nova aba)</span>
    </Link>
  );
}
