import { FINALIDADES, getFinalidade, UF_INFO, UFS } from '@certidao/domain';
import { ListBoxItem, Select, TextField } from '@certidao/ui';
import { fieldRow } from '../../../lib/layout.css.ts';
import { FREE_CHOICE, NO_UF } from '../requestSet.ts';

const PURPOSES = [
  { id: FREE_CHOICE, label: 'Escolher as certidões' },
  ...FINALIDADES.map((f) => ({ id: f.id, label: f.label })),
];

const UF_OPTIONS = [
  { id: NO_UF, label: 'Não informar' },
  ...UFS.map((uf) => ({ id: uf, label: `${uf} — ${UF_INFO[uf].nome}` })),
];

function PlaceRow({
  ufLabel,
  cidadeLabel,
  uf,
  onUf,
  cidadeName,
  cidade,
  onCidade,
  description,
  isDisabled,
}: {
  ufLabel: string;
  cidadeLabel: string;
  uf: string;
  onUf: (uf: string) => void;
  cidadeName: string;
  cidade: string;
  onCidade: (value: string) => void;
  description?: string;
  isDisabled: boolean;
}) {
  return (
    <div className={fieldRow}>
      <Select
        label={ufLabel}
        name={`${cidadeName}Uf`}
        items={UF_OPTIONS}
        selectedKey={uf}
        onSelectionChange={(key) => onUf(String(key ?? NO_UF))}
        description={description}
        isDisabled={isDisabled}
      >
        {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
      </Select>
      <TextField
        label={cidadeLabel}
        name={cidadeName}
        maxLength={80}
        autoComplete="off"
        value={cidade}
        onChange={onCidade}
        isDisabled={isDisabled}
      />
    </div>
  );
}

/**
 * The kind of transaction, where the party lives and, for a transaction with a property, where it lies (the
 * party's place until changed): what the proposed set of certificates is computed from.
 */
export function PlaceFields({
  finalidade,
  onFinalidade,
  uf,
  onUf,
  cidade,
  onCidade,
  imovelUf,
  onImovelUf,
  imovelCidade,
  onImovelCidade,
  hasKit,
  isDisabled,
}: {
  finalidade: string;
  onFinalidade: (id: string) => void;
  uf: string;
  onUf: (uf: string) => void;
  cidade: string;
  onCidade: (value: string) => void;
  imovelUf: string;
  onImovelUf: (uf: string) => void;
  imovelCidade: string;
  onImovelCidade: (value: string) => void;
  /** A kit decides the set: the kind of transaction then only says whether a property is involved. */
  hasKit: boolean;
  isDisabled: boolean;
}) {
  const chosen = getFinalidade(finalidade);
  return (
    <>
      <Select
        label="Tipo de transação"
        name="finalidade"
        items={PURPOSES}
        selectedKey={finalidade}
        onSelectionChange={(key) => onFinalidade(String(key ?? FREE_CHOICE))}
        description={
          hasKit
            ? 'O kit escolhido define as certidões.'
            : (chosen?.descricao ??
              'Sem local, as 10 certidões do catálogo original (São Paulo); você pode adicionar outras.')
        }
        isDisabled={isDisabled}
      >
        {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
      </Select>
      <PlaceRow
        ufLabel="UF onde a parte mora"
        cidadeLabel="Cidade onde a parte mora"
        uf={uf}
        onUf={onUf}
        cidadeName="cidade"
        cidade={cidade}
        onCidade={onCidade}
        isDisabled={isDisabled}
      />
      {chosen?.imovel ? (
        <PlaceRow
          ufLabel="UF do imóvel"
          cidadeLabel="Cidade do imóvel"
          uf={imovelUf}
          onUf={onImovelUf}
          cidadeName="imovelCidade"
          cidade={imovelCidade}
          onCidade={onImovelCidade}
          description="A mesma da parte, até você mudar."
          isDisabled={isDisabled}
        />
      ) : null}
    </>
  );
}
