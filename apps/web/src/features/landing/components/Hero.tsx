import { ArrowRightIcon, CheckIcon } from '@certidao/ui';
import * as styles from './Hero.css.ts';
import { StarIcon, ZapIcon } from './icons.tsx';
import { container } from './layout.css.ts';

const STATS = [
  { value: '+1.000', label: 'profissionais emitem com a gente' },
  { value: '4,9', label: 'de nota média dos clientes', star: true },
  { value: '200+', label: 'órgãos públicos integrados' },
  { value: '24h', label: 'para pedir, todos os dias' },
] as const;

const ASSURANCES = ['Garantia de 7 dias', 'Cancele quando quiser', 'PIX, boleto ou cartão'] as const;

/** Example rows of the request preview (the certificate types' typical times). */
const PREVIEW_ROWS = [
  { name: 'Regularidade Fiscal', body: 'Receita Federal / PGFN', status: 'Pronta · 2 min', done: true },
  { name: 'Débitos de IPTU', body: 'Prefeitura de Santos', status: 'Pronta · 4 min', done: true },
  { name: 'Distribuição Federal', body: 'TRF-3', status: 'Pronta · 12 min', done: true },
  { name: 'Débitos Trabalhistas', body: 'TST · CNDT', status: 'Pronta · 18 min', done: true },
  { name: 'Distribuição Cível', body: 'TJSP', status: 'Processando', done: false },
] as const;

/** The first screen: the promise, the calls to action, the numbers and a preview of a request. */
export function Hero() {
  return (
    <section id="inicio" aria-labelledby="hero-title" className={styles.hero}>
      <div className={`${container} ${styles.grid}`}>
        <div className={styles.copy}>
          <p className={styles.kicker}>
            <span className={styles.kickerDot} aria-hidden="true" />
            100% digital · disponível 24 horas
          </p>
          <h1 id="hero-title" className={styles.title}>
            Certidões oficiais em minutos, <span className={styles.highlight}>sem sair do escritório</span>
          </h1>
          <p className={styles.lead}>
            As 10 certidões essenciais para compra e venda de imóveis, contratos e due diligence em uma única
            solicitação. Emitidas direto nos tribunais e órgãos públicos, com assinatura digital e validade em
            todo o território nacional.
          </p>
          <div className={styles.ctas}>
            <a href="#planos" className={styles.primaryCta}>
              Ver planos e preços
              <ArrowRightIcon />
            </a>
            <a href="#como-funciona" className={styles.secondaryCta}>
              Como funciona
            </a>
          </div>
          <ul className={styles.assurances}>
            {ASSURANCES.map((item) => (
              <li key={item} className={styles.assurance}>
                <CheckIcon />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <RequestPreview />
      </div>
      <div className={container}>
        <dl className={styles.stats}>
          {STATS.map((stat) => (
            <div key={stat.value} className={styles.stat}>
              <dt className={styles.statLabel}>{stat.label}</dt>
              <dd className={styles.statValue}>
                {stat.value}
                {'star' in stat ? <StarIcon className={styles.statStar} /> : null}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** An illustration of the product (a request being followed): one image for assistive technology. */
function RequestPreview() {
  return (
    <div
      role="img"
      aria-label="Exemplo de solicitação acompanhada na plataforma: certidões emitidas em minutos, com assinatura digital e QR code de verificação."
      className={styles.preview}
    >
      <div className={styles.previewCard}>
        <div className={styles.previewHead}>
          <div>
            <p className={styles.previewTitle}>Solicitação nº 48.213</p>
            <p className={styles.previewMeta}>Pessoa física · CPF ***.482.190-**</p>
          </div>
          <span className={styles.previewBadge}>Em andamento</span>
        </div>
        <div className={styles.progress}>
          <div className={styles.progressText}>
            <span>9 de 10 certidões prontas</span>
            <span>90%</span>
          </div>
          <div className={styles.progressTrack}>
            <div className={styles.progressFill} />
          </div>
        </div>
        <ul className={styles.rows}>
          {PREVIEW_ROWS.map((row) => (
            <li key={row.name} className={styles.row}>
              <span className={styles.rowIcon} data-done={row.done ? 'true' : undefined}>
                {row.done ? <CheckIcon /> : <span className={styles.spinnerDot} />}
              </span>
              <span className={styles.rowText}>
                <span className={styles.rowName}>{row.name}</span>
                <span className={styles.rowBody}>{row.body}</span>
              </span>
              <span className={styles.rowStatus} data-done={row.done ? 'true' : undefined}>
                {row.status}
              </span>
            </li>
          ))}
        </ul>
        <p className={styles.moreRows}>+ 5 certidões prontas</p>
        <div className={styles.previewFoot}>
          <img src="/landing/qr-verificacao.svg" alt="" width={48} height={48} className={styles.qr} />
          <p className={styles.footText}>
            <strong>PDF com assinatura digital</strong>
            Autenticidade conferida pelo QR code
          </p>
        </div>
      </div>
      <p className={`${styles.chip} ${styles.chipTop}`}>
        <ZapIcon className={styles.chipIcon} />
        IPTU emitido em 4 min
      </p>
      <p className={`${styles.chip} ${styles.chipBottom}`}>
        <CheckIcon className={styles.chipIconSuccess} />
        Validade nacional
      </p>
    </div>
  );
}
