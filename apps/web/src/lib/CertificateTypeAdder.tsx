import type { PersonType } from '@certidao/domain';
import { Disclosure } from '@certidao/ui';
import { useState } from 'react';
import { CertificateTypePicker } from './CertificateTypePicker.tsx';

/**
 * 'Adicionar outras certidões': the whole catalogue's picker, mounted only while open — its 160 checkboxes
 * stay out of the page (and of what assistive technology and tests walk) until the customer asks for them.
 */
export function CertificateTypeAdder({
  selected,
  onChange,
  hidden,
  tipoPessoa,
  isDisabled,
}: {
  selected: readonly string[];
  onChange: (codes: string[]) => void;
  /** The types already listed above it. */
  hidden: readonly string[];
  tipoPessoa?: PersonType;
  isDisabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Disclosure
      title="Adicionar outras certidões"
      headingLevel={4}
      isExpanded={open}
      onExpandedChange={setOpen}
      isDisabled={isDisabled}
    >
      {open ? (
        <CertificateTypePicker
          label="Outras certidões do catálogo"
          tipoPessoa={tipoPessoa}
          hidden={hidden}
          selected={selected}
          onChange={onChange}
          isDisabled={isDisabled}
        />
      ) : null}
    </Disclosure>
  );
}
