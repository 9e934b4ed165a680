import { type ExtraField, FIELD_LABELS, FIELD_MAX_LENGTH } from '@certidao/domain';
import { TextField } from '@certidao/ui';
import { fieldRow } from './layout.css.ts';

/** The inputs only some types use (the party's RG and birth date are asked with the party). */
export const CERTIFICATE_INPUTS = ['nomeMae', 'inscricaoImovel', 'matricula', 'registroImobiliario'] as const;
export type CertificateInput = (typeof CERTIFICATE_INPUTS)[number];

const HELP: Record<CertificateInput, string | undefined> = {
  nomeMae: undefined,
  inscricaoImovel: 'Está no carnê do IPTU.',
  matricula: 'O número da matrícula na certidão do cartório.',
  registroImobiliario: 'Por exemplo: 4º Ofício de Registro de Imóveis de Belo Horizonte.',
};

/** The chosen types' extra inputs, and only those: required where some chosen type requires them. */
export function CertificateInputFields({
  fields,
  required,
  values,
  set,
  isDisabled,
}: {
  fields: readonly ExtraField[];
  required: readonly ExtraField[];
  values: Record<CertificateInput, string>;
  set: (field: CertificateInput) => (value: string) => void;
  isDisabled: boolean;
}) {
  const shown = CERTIFICATE_INPUTS.filter((f) => fields.includes(f));
  if (!shown.length) return null;
  return (
    <div className={fieldRow}>
      {shown.map((f) => (
        <TextField
          key={f}
          label={FIELD_LABELS[f]}
          name={f}
          maxLength={FIELD_MAX_LENGTH[f]}
          inputMode={f === 'matricula' ? 'numeric' : undefined}
          isRequired={required.includes(f)}
          description={HELP[f]}
          value={values[f]}
          onChange={set(f)}
          isDisabled={isDisabled}
        />
      ))}
    </div>
  );
}
