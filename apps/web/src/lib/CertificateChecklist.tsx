import { getCertificateType, type PersonType } from '@certidao/domain';
import { Checkbox, CheckboxGroup } from '@certidao/ui';
import { CertificateTypeAdder } from './CertificateTypeAdder.tsx';

/**
 * A choice among the whole catalogue that stays short: the usual types (`base`) and the chosen ones as
 * checkboxes, then 'Adicionar outras certidões' for any other. Unchecking an added type sends it back to the
 * picker. Used where kits and monitored parties pick their types.
 */
export function CertificateChecklist({
  label,
  name,
  base,
  value,
  onChange,
  tipoPessoa,
  isRequired,
  errorMessage,
  isDisabled,
}: {
  label: string;
  name: string;
  base: readonly string[];
  value: readonly string[];
  onChange: (codes: string[]) => void;
  tipoPessoa?: PersonType;
  isRequired?: boolean;
  errorMessage?: string;
  isDisabled?: boolean;
}) {
  const shown = [...new Set([...base, ...value])].filter((c) => getCertificateType(c));
  return (
    <>
      <CheckboxGroup
        label={label}
        name={name}
        isRequired={isRequired}
        value={[...value]}
        onChange={onChange}
        isDisabled={isDisabled}
        isInvalid={Boolean(errorMessage)}
        errorMessage={errorMessage}
      >
        {shown.map((code) => (
          <Checkbox key={code} value={code}>
            {getCertificateType(code)?.label}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <CertificateTypeAdder
        selected={value}
        onChange={onChange}
        hidden={shown}
        tipoPessoa={tipoPessoa}
        isDisabled={isDisabled}
      />
    </>
  );
}
