import { CERTIFICATE_TYPES, type CertificateTypeInfo } from '@certidao/domain';
import { ClockIcon, visuallyHidden } from '@certidao/ui';
import * as styles from './HowItWorks.css.ts';
import { container, eyebrow, lead, section, sectionHeader, sectionTitle } from './layout.css.ts';

const STEPS = [
  {
    title: 'Escolha seu plano',
    text: 'Assine em poucos minutos e pague com PIX, boleto ou cartão de crédito. Garantia de 7 dias.',
  },
  {
    title: 'Informe os dados',
    text: 'Nome e CPF ou CNPJ (e a inscrição do imóvel, para o IPTU). Cada solicitação já inclui as 10 certidões.',
  },
  {
    title: 'Receba os PDFs',
    text: 'Acompanhe o andamento em tempo real e baixe as certidões assinadas digitalmente, com QR code de verificação.',
  },
] as const;

/** '1–3 min', or 'até 2 h' for the certificates that can take hours. */
function typicalTime({ typicalMinutes: { min, max } }: CertificateTypeInfo): string {
  return max >= 60 ? `até ${max / 60} h` : `${min}–${max} min`;
}

/** Three steps, then the 10 certificate types bundled in every request (anchor 'como-funciona'). */
export function HowItWorks() {
  return (
    <section id="como-funciona" aria-labelledby="como-funciona-title" className={section.surface}>
      <div className={container}>
        <header className={sectionHeader}>
          <p className={eyebrow}>Como funciona</p>
          <h2 id="como-funciona-title" className={sectionTitle}>
            Do pedido ao PDF em três passos
          </h2>
          <p className={lead}>
            Você informa os dados uma única vez. A plataforma consulta cada órgão, emite as certidões e avisa
            quando estiverem prontas.
          </p>
        </header>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
        <div className={styles.catalogue}>
          <div className={styles.catalogueIntro}>
            <h3 className={styles.catalogueTitle}>As 10 certidões de cada solicitação</h3>
            <p className={styles.catalogueText}>
              Justiça estadual, federal e do trabalho, Receita Federal e prefeitura: o pacote completo para
              análise de imóveis, contratos e due diligence. Ao lado, o prazo típico de emissão.
            </p>
          </div>
          <ul className={styles.certificates}>
            {CERTIFICATE_TYPES.map((type) => (
              <li key={type.code} className={styles.certificate}>
                <span className={styles.certificateText}>
                  <span className={styles.certificateName}>{type.label}</span>
                  <span className={styles.certificateBody}>{type.orgao}</span>
                </span>
                <span className={styles.time}>
                  <ClockIcon />
                  <span className={visuallyHidden}>Prazo típico: </span>
                  {typicalTime(type)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
