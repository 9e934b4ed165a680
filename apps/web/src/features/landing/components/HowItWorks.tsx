import * as styles from './HowItWorks.css.ts';
import { container, eyebrow, lead, section, sectionHeader, sectionTitle } from './layout.css.ts';

const STEPS = [
  {
    title: 'Escolha seu plano',
    text: 'Assine em poucos minutos e pague com PIX, boleto ou cartão de crédito. Garantia de 7 dias.',
  },
  {
    title: 'Informe os dados',
    text: 'Nome e CPF ou CNPJ, o tipo de transação e onde a parte mora: a plataforma propõe as certidões certas para o local.',
  },
  {
    title: 'Receba os PDFs',
    text: 'Acompanhe o andamento em tempo real e baixe as certidões assinadas digitalmente, com QR code de verificação.',
  },
] as const;

/** The figures the catalogue island fills in (../islands/catalogue.ts), by their `data-catalogue` name. */
const FIGURES = [
  { name: 'tipos', label: 'tipos de certidão' },
  { name: 'ufs', label: 'unidades da federação cobertas' },
  { name: 'automaticos', label: 'com emissão automática' },
  { name: 'assistidos', label: 'com emissão assistida por um operador' },
] as const;

/**
 * Three steps, then the catalogue in numbers (anchor 'como-funciona'): rendered with dashes, filled by the
 * catalogue island from the public summary, so the page never ships the catalogue's ~160 rows.
 */
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
        <div className={styles.catalogue} data-island="catalogue">
          <div className={styles.catalogueIntro}>
            <h3 className={styles.catalogueTitle}>Certidões de todo o Brasil</h3>
            <p className={styles.catalogueText}>
              Justiça estadual, federal e do trabalho, Receita Federal, protestos, prefeituras e registro de
              imóveis. Onde não há emissão automática, um operador emite a certidão no portal oficial, com
              prazo informado no pedido.
            </p>
          </div>
          <div className={styles.figuresBlock}>
            <ul className={styles.figures}>
              {FIGURES.map((f) => (
                <li key={f.name} className={styles.figure}>
                  <span className={styles.figureValue} data-catalogue={f.name}>
                    —
                  </span>
                  <span className={styles.figureLabel}>{f.label}</span>
                </li>
              ))}
            </ul>
            <ul
              className={styles.categories}
              data-catalogue="porCategoria"
              aria-label="Tipos por categoria"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
