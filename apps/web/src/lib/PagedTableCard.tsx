import { AlertCircleIcon, Badge, Card, type CardProps, EmptyState, Pagination } from '@certidao/ui';
import type { ReactNode } from 'react';
import { LoadError } from './LoadError.tsx';
import { titleCount } from './layout.css.ts';

/** A list page's title with the number of results beside it, once the first page has told it. */
export function CountedTitle({ children, count }: { children: ReactNode; count: number | undefined }) {
  return (
    <>
      {children}
      {count !== undefined ? (
        <Badge tone="primary" className={titleCount}>
          {count}
        </Badge>
      ) : null}
    </>
  );
}

export interface PagedTableCardProps {
  /** The table; it shows its own loading state and 'nothing found' row. */
  children: ReactNode;
  /** Set when the first load failed: the message takes the card's place ('Tentar novamente' with `onRetry`). */
  loadError?: { title: string; onRetry?: () => void } | null;
  /** Shown instead of the card when set (a 'nothing matches' message of the page's own). */
  empty?: ReactNode;
  page: number;
  /** The pages the server counted; undefined until the first page arrives (no pagination yet). */
  totalPages: number | undefined;
  onPageChange: (page: number) => void;
  /** Disables the pagination while the next page loads. */
  isLoading?: boolean;
  padding?: CardProps['padding'];
}

/**
 * The body of a paged list page, one look for all: the table in a card (or the load's error, or the page's
 * 'nothing found'), then the pagination (hidden while there is a single page).
 */
export function PagedTableCard({
  children,
  loadError,
  empty,
  page,
  totalPages,
  onPageChange,
  isLoading,
  padding,
}: PagedTableCardProps) {
  return (
    <>
      {loadError ? (
        loadError.onRetry ? (
          <LoadError title={loadError.title} onRetry={loadError.onRetry} />
        ) : (
          <EmptyState tone="danger" icon={<AlertCircleIcon />} title={loadError.title} />
        )
      ) : (
        (empty ?? <Card padding={padding}>{children}</Card>)
      )}
      {totalPages !== undefined ? (
        <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} isDisabled={isLoading} />
      ) : null}
    </>
  );
}
