import {
  certificatePriceCentavos,
  formatMoney,
  fromCents,
  getCertificateType,
  issuanceOf,
  type PersonType,
  QUOTE_MESSAGES,
} from '@certidao/domain';
import { Badge, Checkbox, InlineAlert } from '@certidao/ui';
import { CertificateTypeAdder } from '../../../lib/CertificateTypeAdder.tsx';
import { issuanceText, MAX_CERTIFICATES, type ProposedItem } from '../requestSet.ts';
import * as styles from './requests.css.ts';

/**
 * The proposed set as checkboxes (name, why it is there, automatic or assisted with its time, its price), what the
 * catalogue could not cover, the count, and any other type of the catalogue to add.
 */
export function ProposedCertificates({
  items,
  avisos,
  tipoPessoa,
  unchecked,
  onUnchecked,
  added,
  onAdded,
  count,
  allowAdding,
  isDisabled,
}: {
  items: readonly ProposedItem[];
  avisos: readonly string[];
  tipoPessoa: PersonType;
  unchecked: readonly string[];
  onUnchecked: (codes: string[]) => void;
  added: readonly string[];
  onAdded: (codes: string[]) => void;
  /** How many will be sent. */
  count: number;
  /** A kit's request may carry only the kit's types. */
  allowAdding: boolean;
  isDisabled: boolean;
}) {
  const rows: ProposedItem[] = [
    ...items,
    ...added
      .filter((c) => !items.some((i) => i.tipoCertidao === c))
      .map((tipoCertidao) => ({ tipoCertidao, motivo: 'Adicionada por você' })),
  ];
  const isChecked = (code: string) => !unchecked.includes(code);
  const setChecked = (code: string, on: boolean) => {
    if (!items.some((i) => i.tipoCertidao === code)) {
      if (!on) onAdded(added.filter((c) => c !== code));
      return;
    }
    onUnchecked(on ? unchecked.filter((c) => c !== code) : [...unchecked, code]);
  };
  return (
    <section aria-labelledby="certidoes-propostas" className={styles.proposal}>
      <h3 id="certidoes-propostas" className={styles.proposalTitle}>
        {count} {count === 1 ? 'certidão' : 'certidões'} nesta solicitação
      </h3>
      {avisos.map((aviso) => (
        <InlineAlert key={aviso} tone="warning">
          {aviso}
        </InlineAlert>
      ))}
      {count > MAX_CERTIFICATES ? (
        <InlineAlert tone="danger" isLive>
          {`Uma solicitação tem no máximo ${MAX_CERTIFICATES} certidões: desmarque ${count - MAX_CERTIFICATES}.`}
        </InlineAlert>
      ) : null}
      <ul className={styles.proposalList} aria-label="Certidões propostas">
        {rows.map(({ tipoCertidao, motivo }) => {
          const tipo = getCertificateType(tipoCertidao);
          if (!tipo) return null;
          const assisted = issuanceOf(tipo, tipoPessoa) === 'assistida';
          return (
            <li key={tipoCertidao} className={styles.proposalItem}>
              <Checkbox
                isSelected={isChecked(tipoCertidao)}
                onChange={(on) => setChecked(tipoCertidao, on)}
                description={motivo}
                isDisabled={isDisabled}
              >
                {tipo.label}
              </Checkbox>
              <span className={styles.proposalMeta}>
                <Badge tone={assisted ? 'warning' : 'success'} size="sm">
                  {assisted ? 'Emissão assistida' : 'Automática'}
                </Badge>
                <span className={styles.muted}>{issuanceText(tipo, tipoPessoa).split(' · ')[1]}</span>
                <span className={styles.itemPrice}>
                  {formatMoney(fromCents(certificatePriceCentavos(tipoCertidao) ?? 0))}
                  {tipo.taxaOficialCentavos === null ? ` ${QUOTE_MESSAGES.variableFee}` : ''}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      {allowAdding ? (
        <CertificateTypeAdder
          tipoPessoa={tipoPessoa}
          hidden={items.map((i) => i.tipoCertidao)}
          selected={added}
          onChange={onAdded}
          isDisabled={isDisabled}
        />
      ) : null}
    </section>
  );
}
