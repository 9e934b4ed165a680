import { BadgeCheckIcon } from '@certidao/ui';
import { container, eyebrow, lead, section, sectionHeader, sectionTitle } from './layout.css.ts';
import { Stars } from './Stars.tsx';
import * as styles from './Testimonials.css.ts';

interface Testimonial {
  name: string;
  role: string;
  /** File name of the portrait in /landing/avatars (local illustrations, no network). */
  photo: string;
  text: string;
}

const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Mariana Albuquerque',
    role: 'Corretora de imóveis · Santos (SP)',
    photo: 'mariana-albuquerque',
    text: 'Eu perdia uma manhã inteira entre sites de tribunais para montar a pasta de um comprador. Agora peço as 10 certidões de uma vez e, em poucos minutos, quase tudo já está pronto.',
  },
  {
    name: 'Rafael Monteiro',
    role: 'Advogado imobiliário · São Paulo (SP)',
    photo: 'rafael-monteiro',
    text: 'Uso em todas as due diligences do escritório. Os PDFs vêm com assinatura digital e QR code, então o cliente e o cartório conferem a autenticidade na hora.',
  },
  {
    name: 'Carla Nogueira',
    role: 'Empresária, construção civil · Campinas (SP)',
    photo: 'carla-nogueira',
    text: 'Emitimos CNDT e certidão da Receita para licitações toda semana. Quando uma vence, a reemissão leva dois cliques e nenhum prazo fica para trás.',
  },
  {
    name: 'João Pedro Saraiva',
    role: 'Gerente de imobiliária · Guarujá (SP)',
    photo: 'joao-pedro-saraiva',
    text: 'Coloquei a equipe inteira no plano Empresarial. Cada corretor acompanha os próprios pedidos e o atendimento por telefone resolve qualquer dúvida no mesmo dia.',
  },
  {
    name: 'Fernanda Lima',
    role: 'Advogada trabalhista · Santo André (SP)',
    photo: 'fernanda-lima',
    text: 'A certidão do TRT-2 sai em minutos, com validade nacional. Quando precisei de ajuda com um CNPJ, o suporte respondeu pelo chat em menos de 15 minutos.',
  },
  {
    name: 'Ricardo Tanaka',
    role: 'Contador · São Vicente (SP)',
    photo: 'ricardo-tanaka',
    text: 'Peço certidões dos meus clientes com a autorização deles registrada na plataforma. Ganhei horas por semana e passei a entregar a documentação no mesmo dia.',
  },
];

/** Static testimonials (anchor 'avaliacoes'): photo, name, role, 5 stars and the verified flag. */
export function Testimonials() {
  return (
    <section id="avaliacoes" aria-labelledby="avaliacoes-title" className={section.page}>
      <div className={container}>
        <header className={sectionHeader}>
          <p className={eyebrow}>Avaliações</p>
          <h2 id="avaliacoes-title" className={sectionTitle}>
            Quem emite com a Certidão Ágil recomenda
          </h2>
          <p className={lead}>
            Nota <strong className={styles.score}>4,9 de 5</strong> na avaliação de mais de 1.000 corretores,
            advogados e empresas.
          </p>
        </header>
        <ul className={styles.grid}>
          {TESTIMONIALS.map((item) => (
            <li key={item.name} className={styles.item}>
              <figure className={styles.card}>
                <div className={styles.top}>
                  <Stars />
                  <span className={styles.verified}>
                    <BadgeCheckIcon />
                    Cliente verificado
                  </span>
                </div>
                <blockquote className={styles.quote}>
                  <p>“{item.text}”</p>
                </blockquote>
                <figcaption className={styles.author}>
                  <img
                    src={`/landing/avatars/${item.photo}.svg`}
                    alt={`Foto de ${item.name}`}
                    width={48}
                    height={48}
                    loading="lazy"
                    decoding="async"
                    className={styles.photo}
                  />
                  <span className={styles.who}>
                    <span className={styles.name}>{item.name}</span>
                    <span className={styles.role}>{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
