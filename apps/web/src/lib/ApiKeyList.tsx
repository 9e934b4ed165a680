import type { ChaveApi } from '@certidao/api-client';
import { formatDate, formatDateTime } from '@certidao/domain';
import {
  AlertDialog,
  Badge,
  Button,
  Cell,
  Column,
  cx,
  EmptyState,
  Row,
  Table,
  TableBody,
  TableHeader,
  useSortedRows,
} from '@certidao/ui';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import * as styles from './ApiKeyList.css.ts';
import { keyStatusView, scopeLabel } from './apiKeys.ts';
import * as cards from './cardList.css.ts';
import { muted, narrowOnly, nowrap, strong, wideOnly } from './layout.css.ts';

type Revoke = (key: ChaveApi) => Promise<unknown>;

const time = (iso: string | null) => (iso ? new Date(iso) : null);
const EMPTY = 'Nenhuma chave de API criada';

/** What the keys table sorts by, per column id. */
function keySortValue(key: ChaveApi, column: Key): unknown {
  switch (column) {
    case 'nome':
      return key.nome;
    case 'criada':
      return time(key.criadoEm);
    case 'uso':
      return time(key.ultimoUsoEm);
    case 'expira':
      return time(key.expiraEm);
    case 'status':
      return keyStatusView(key.status).label;
    default:
      return null;
  }
}

/** 'Revogar' after a confirmation that says what stops working; a refusal is the caller's toast. */
function RevokeKeyButton({ chave, onRevoke }: { chave: ChaveApi; onRevoke: Revoke }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" aria-label={`Revogar ${chave.nome}`} onPress={() => setOpen(true)}>
        Revogar
      </Button>
      <AlertDialog
        isOpen={open}
        onOpenChange={setOpen}
        title="Revogar chave de API"
        confirmLabel="Revogar"
        variant="destructive"
        onConfirm={async () => {
          try {
            await onRevoke(chave);
          } catch {
            // The toast said why; the dialog closes so the list can be read.
          }
          setOpen(false);
        }}
      >
        A chave “{chave.nome}” ({chave.prefixo}…) deixa de funcionar imediatamente: os sistemas que a usam
        passam a receber erro 401. Esta ação não pode ser desfeita.
      </AlertDialog>
    </>
  );
}

function StatusCell({ chave }: { chave: ChaveApi }) {
  const status = keyStatusView(chave.status);
  return (
    <Badge tone={status.tone} size="sm">
      {status.label}
    </Badge>
  );
}

function Prefix({ chave }: { chave: ChaveApi }) {
  return <code className={styles.code}>{chave.prefixo}…</code>;
}

function Scopes({ chave }: { chave: ChaveApi }) {
  return (
    <ul className={styles.scopes}>
      {chave.escopos.map((scope) => (
        <li key={scope}>{scopeLabel(scope)}</li>
      ))}
    </ul>
  );
}

function LastUse({ chave }: { chave: ChaveApi }) {
  if (!chave.ultimoUsoEm) return <span className={muted}>Nunca usada</span>;
  return (
    <span className={styles.twoLines}>
      <span className={nowrap}>{formatDateTime(chave.ultimoUsoEm)}</span>
      {chave.ultimoIp ? <span className={cx(muted, styles.ip)}>IP {chave.ultimoIp}</span> : null}
    </span>
  );
}

function Expiry({ chave }: { chave: ChaveApi }) {
  return chave.expiraEm ? (
    <span className={nowrap}>{formatDate(chave.expiraEm)}</span>
  ) : (
    <span className={muted}>Não expira</span>
  );
}

function KeyTable({ rows, label, isLoading, onRevoke, sorting }: TableArgs) {
  return (
    <Table aria-label={label} {...sorting}>
      <TableHeader>
        <Column id="nome" isRowHeader allowsSorting>
          Nome
        </Column>
        <Column id="escopos">Escopos</Column>
        <Column id="criada" allowsSorting>
          Criada em
        </Column>
        <Column id="uso" allowsSorting>
          Último uso
        </Column>
        <Column id="expira" allowsSorting>
          Expira em
        </Column>
        <Column id="status" allowsSorting>
          Status
        </Column>
        {onRevoke ? <Column id="acoes">Ações</Column> : null}
      </TableHeader>
      <TableBody items={rows} isLoading={isLoading} emptyState={EMPTY}>
        {(chave) => (
          <Row id={chave.id}>
            <Cell>
              <span className={styles.twoLines}>
                <span className={strong}>{chave.nome}</span>
                <Prefix chave={chave} />
              </span>
            </Cell>
            <Cell>
              <Scopes chave={chave} />
            </Cell>
            <Cell>
              <span className={nowrap}>{formatDate(chave.criadoEm)}</span>
            </Cell>
            <Cell>
              <LastUse chave={chave} />
            </Cell>
            <Cell>
              <Expiry chave={chave} />
            </Cell>
            <Cell>
              <StatusCell chave={chave} />
            </Cell>
            {onRevoke ? (
              <Cell>
                {chave.status === 'ativa' ? <RevokeKeyButton chave={chave} onRevoke={onRevoke} /> : null}
              </Cell>
            ) : null}
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

interface TableArgs {
  rows: ChaveApi[];
  label: string;
  isLoading: boolean;
  onRevoke?: Revoke;
  sorting: Omit<ReturnType<typeof useSortedRows<ChaveApi>>, 'rows'>;
}

/** One card per key, for narrow screens. */
function KeyCards({ rows, label, onRevoke }: Pick<TableArgs, 'rows' | 'label' | 'onRevoke'>) {
  return (
    <ul className={cards.cardList} aria-label={label}>
      {rows.map((chave) => (
        <li key={chave.id} className={cards.card}>
          <div className={cards.cardHead}>
            <h3 className={cards.cardTitle}>{chave.nome}</h3>
            <StatusCell chave={chave} />
          </div>
          <dl className={cards.cardFacts}>
            <div className={cards.fullRow}>
              <dt>Prefixo</dt>
              <dd>
                <Prefix chave={chave} />
              </dd>
            </div>
            <div className={cards.fullRow}>
              <dt>Escopos</dt>
              <dd>
                <Scopes chave={chave} />
              </dd>
            </div>
            <div>
              <dt>Criada em</dt>
              <dd>{formatDate(chave.criadoEm)}</dd>
            </div>
            <div>
              <dt>Expira em</dt>
              <dd>
                <Expiry chave={chave} />
              </dd>
            </div>
            <div className={cards.fullRow}>
              <dt>Último uso</dt>
              <dd>
                <LastUse chave={chave} />
              </dd>
            </div>
          </dl>
          {onRevoke && chave.status === 'ativa' ? (
            <RevokeKeyButton chave={chave} onRevoke={onRevoke} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The API keys of an account (the customer's own on 'Integrações', a customer's on the staff's user profile):
 * name and prefix, scopes as words, dates, last use with its IP, status; 'Revogar' on active keys when
 * `onRevoke` is given. A table on wide screens, cards below 1024 px. The secret itself never comes back from
 * the server, only the prefix.
 */
export function ApiKeyList({
  keys,
  label,
  isLoading = false,
  onRevoke,
}: {
  keys: readonly ChaveApi[];
  /** The list's accessible name. */
  label: string;
  isLoading?: boolean;
  onRevoke?: Revoke;
}) {
  const { rows, ...sorting } = useSortedRows(
    keys,
    { column: 'criada', direction: 'descending' },
    keySortValue,
  );
  return (
    <>
      <div className={wideOnly}>
        <KeyTable rows={rows} label={label} isLoading={isLoading} onRevoke={onRevoke} sorting={sorting} />
      </div>
      <div className={narrowOnly}>
        {isLoading ? (
          <EmptyState size="sm" tone="primary" isLoading title="Carregando chaves..." />
        ) : rows.length === 0 ? (
          <EmptyState size="sm" title={EMPTY} />
        ) : (
          <KeyCards rows={rows} label={label} onRevoke={onRevoke} />
        )}
      </div>
    </>
  );
}
