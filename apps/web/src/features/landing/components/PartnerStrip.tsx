import { container } from './layout.css.ts';
import * as styles from './PartnerStrip.css.ts';

type MarkStyle = keyof typeof styles.mark;

/** The public bodies the certificates come from, as typographic marks (no third-party logos or requests). */
const BODIES: readonly { mark: string; name: string; style: MarkStyle }[] = [
  { mark: 'TJSP', name: 'Justiça estadual', style: 'serif' },
  { mark: 'TRT-2', name: 'Justiça do Trabalho', style: 'sans' },
  { mark: 'TST', name: 'CNDT', style: 'serif' },
  { mark: 'TRF-3', name: 'Justiça Federal', style: 'sans' },
  { mark: 'Receita Federal', name: 'Regularidade fiscal', style: 'wide' },
  { mark: 'Prefeitura de Santos', name: 'IPTU', style: 'wide' },
  { mark: 'PJe', name: 'Processo eletrônico', style: 'sans' },
];

/** The strip of public bodies integrated with the platform. */
export function PartnerStrip() {
  return (
    <section aria-labelledby="orgaos-title" className={styles.strip}>
      <div className={container}>
        <h2 id="orgaos-title" className={styles.title}>
          Integração direta com mais de 200 órgãos públicos, tribunais e cartórios
        </h2>
        <ul className={styles.list}>
          {BODIES.map((body) => (
            <li key={body.mark} className={styles.item}>
              <span className={styles.mark[body.style]}>{body.mark}</span>
              <span className={styles.name}>{body.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
