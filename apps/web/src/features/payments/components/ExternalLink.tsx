import { ExternalLinkIcon, Link, type LinkProps, UiRouterProvider, visuallyHidden } from '@certidao/ui';
import type { ReactNode } from 'react';

const asIs = (href: string) => href;
const openOutside = (href: string) => void window.open(href, '_blank', 'noopener');

/**
 * A link to another site (the gateway's invoice or boleto page), opened in a new tab. The app's router
 * turns every href into a path of the app (react-router's useHref makes 'http://…' relative), so this link
 * gets a router of its own that leaves the address as it is.
 */
export function ExternalLink({
  href,
  children,
  ...props
}: Omit<LinkProps, 'href' | 'target' | 'children'> & { href: string; children: ReactNode }) {
  return (
    <UiRouterProvider navigate={openOutside} useHref={asIs}>
      <Link {...props} href={href} target="_blank" rel="noopener">
        <ExternalLinkIcon aria-hidden="true" />
        {children}
        <span className={visuallyHidden}> (abre em nova aba)</span>
      </Link>
    </UiRouterProvider>
  );
}
