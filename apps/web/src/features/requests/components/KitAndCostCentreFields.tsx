import type { CentroCusto, Kit } from '@certidao/api-client';
import { certificateLabel, type PersonType } from '@certidao/domain';
import { Disclosure, ListBoxItem, Select } from '@certidao/ui';
import { muted } from '../../../lib/layout.css.ts';
import { ALL_TYPES, NO_CENTRE, typesForKit } from '../kitSelection.ts';
import * as styles from './requests.css.ts';

/**
 * 'Kit' (every certificate, as always, or a kit's) with the certificates it will ask for, and 'Centro de custo'
 * for a company's member: the active ones, required when the company says so.
 */
export function KitAndCostCentreFields({
  kits,
  kitId,
  onKit,
  tipoPessoa,
  centros,
  centroCustoId,
  onCentroCusto,
  centroObrigatorio,
  isDisabled,
}: {
  kits: readonly Kit[];
  kitId: string;
  onKit: (id: string) => void;
  tipoPessoa: PersonType;
  /** Null when the caller belongs to no company (no field then). */
  centros: readonly CentroCusto[] | null;
  centroCustoId: string;
  onCentroCusto: (id: string) => void;
  centroObrigatorio: boolean;
  isDisabled: boolean;
}) {
  const kit = kits.find((k) => k.id === kitId);
  const types = typesForKit(kit, tipoPessoa);
  const options = [{ id: ALL_TYPES, nome: 'Todas as certidões' }, ...kits];
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
        <Disclosure
          title={`${types.length} ${types.length === 1 ? 'certidão' : 'certidões'} nesta solicitação`}
        >
          <ul className={muted}>
            {types.map((t) => (
              <li key={t}>{certificateLabel(t)}</li>
            ))}
          </ul>
        </Disclosure>
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
