import type { CentroCusto, Kit } from '@certidao/api-client';
import { ListBoxItem, Select } from '@certidao/ui';
import { ALL_TYPES, NO_CENTRE } from '../kitSelection.ts';
import * as styles from './requests.css.ts';

/**
 * 'Kit' (none: the set the kind of transaction and the place propose; or a kit's), and 'Centro de custo' for a
 * company's member: the active ones, required when the company says so. The certificates are listed below them.
 */
export function KitAndCostCentreFields({
  kits,
  kitId,
  onKit,
  centros,
  centroCustoId,
  onCentroCusto,
  centroObrigatorio,
  isDisabled,
}: {
  kits: readonly Kit[];
  kitId: string;
  onKit: (id: string) => void;
  /** Null when the caller belongs to no company (no field then). */
  centros: readonly CentroCusto[] | null;
  centroCustoId: string;
  onCentroCusto: (id: string) => void;
  centroObrigatorio: boolean;
  isDisabled: boolean;
}) {
  const options = [{ id: ALL_TYPES, nome: 'Nenhum' }, ...kits];
  const active = centros?.filter((c) => c.ativo) ?? [];
  const centreOptions = centroObrigatorio
    ? active
    : [{ id: NO_CENTRE, codigo: '', nome: 'Nenhum' }, ...active];
  return (
    <div className={styles.kitRow}>
      <div>
        <Select
          label="Kit"
          name="kitId"
          items={options}
          selectedKey={kitId}
          onSelectionChange={(key) => onKit(String(key))}
          isDisabled={isDisabled}
        >
          {(item) => <ListBoxItem id={item.id}>{item.nome}</ListBoxItem>}
        </Select>
      </div>
      {centros ? (
        <Select
          label="Centro de custo"
          name="centroCustoId"
          items={centreOptions}
          selectedKey={centroCustoId}
          onSelectionChange={(key) => onCentroCusto(String(key ?? NO_CENTRE))}
          isRequired={centroObrigatorio}
          description={
            centroObrigatorio
              ? 'Obrigatório nesta empresa.'
              : active.length
                ? undefined
                : 'Nenhum centro de custo ativo.'
          }
          isDisabled={isDisabled}
        >
          {(item) => (
            <ListBoxItem id={item.id}>
              {item.codigo ? `${item.codigo} — ${item.nome}` : item.nome}
            </ListBoxItem>
          )}
        </Select>
      ) : null}
    </div>
  );
}
