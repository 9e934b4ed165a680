import { Button, Form, TextField } from '@certidao/ui';
import { DraftPeriodFields } from '../../../lib/DraftPeriodFields.tsx';
import { filterActions } from '../../../lib/layout.css.ts';
import { useDraftFilters } from '../../../lib/useDraftFilters.ts';
import * as styles from './audit.css.ts';

/** The audit history's filters as the screen keeps them (in the URL); empty string = no filter. */
export interface AuditFilterValues {
  usuario: string;
  acao: string;
  dataInicial: string;
  dataFinal: string;
}

export const NO_AUDIT_FILTERS: AuditFilterValues = { usuario: '', acao: '', dataInicial: '', dataFinal: '' };

/**
 * User text (name or e-mail), action text (matched against the pt-BR label too) and period; 'Filtrar' applies
 * them and 'Limpar filtros' clears them all.
 */
export function AuditFilters({
  value,
  onApply,
}: {
  value: AuditFilterValues;
  onApply: (filters: AuditFilterValues) => void;
}) {
  const { draft, set, submit, clear } = useDraftFilters({
    value,
    empty: NO_AUDIT_FILTERS,
    onApply,
    tidy: (d) => ({ ...d, usuario: d.usuario.trim(), acao: d.acao.trim() }),
  });
  return (
    <Form onSubmit={submit} aria-label="Filtrar histórico de auditoria" className={styles.filters}>
      <TextField
        label="Usuário"
        placeholder="Nome ou e-mail"
        value={draft.usuario}
        onChange={set('usuario')}
        maxLength={100}
      />
      <TextField
        label="Ação"
        placeholder="Ex.: Plano criado"
        value={draft.acao}
        onChange={set('acao')}
        maxLength={100}
      />
      <DraftPeriodFields draft={draft} set={set} />
      <div className={filterActions}>
        <Button variant="ghost" onPress={clear}>
          Limpar filtros
        </Button>
        <Button type="submit" variant="primary">
          Filtrar
        </Button>
      </div>
    </Form>
  );
}
