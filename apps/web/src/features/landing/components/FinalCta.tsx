import { paths } from '../../../app/paths.ts';
import { whatsappHref } from '../contact.ts';
import * as styles from './FinalCta.css.ts';
import { WhatsAppIcon } from './icons.tsx';
import { container } from './layout.css.ts';

/** The closing call to action: start now (login) or talk to a specialist on WhatsApp. */
export function FinalCta() {
  return (
    <section aria-labelledby="cta-title" className={styles.band}>
      <div className={container}>
        <div className={styles.panel}>
          <h2 id="cta-title" className={styles.title}>
            Sua próxima certidão pode ficar pronta em minutos
          </h2>
          <p className={styles.text}>
            Junte-se a mais de 1.000 profissionais que trocaram filas e sites de tribunais por uma única
            solicitação online.
          </p>
          <div className={styles.actions}>
            <a href={paths.login.href()} className={styles.start}>
              Começar agora
            </a>
            <a href={whatsappHref()} target="_blank" rel="noopener noreferrer" className={styles.specialist}>
              <WhatsAppIcon />
              Falar com um especialista
            </a>
          </div>
          <p className={styles.fineprint}>Garantia de 7 dias · Sem fidelidade · PIX, boleto ou cartão</p>
        </div>
      </div>
    </section>
  );
}
