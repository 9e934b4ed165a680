import type { CertidaoNaLista as Certidao } from '@certidao/api-client';
import { assistedNote } from '../issuance.ts';
import * as styles from './requests.css.ts';

/** 'Emissão assistida · Prazo: até 02/12 às 14:30' under an assisted certificate; nothing for an automatic one. */
export function AssistedNote({ certidao }: { certidao: Pick<Certidao, 'emissao' | 'prazoEm' | 'status'> }) {
  const assisted = assistedNote(certidao);
  if (!assisted) return null;
  return (
    <p className={styles.assistedNote}>
      {assisted.label}
      {assisted.prazo ? ` · ${assisted.prazo}` : null}
    </p>
  );
}
