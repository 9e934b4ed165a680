import { RefreshIcon, UsersIcon } from '@certidao/ui';
import type { ComponentType } from 'react';
import * as styles from './Features.css.ts';
import {
  GlobeIcon,
  HeadsetIcon,
  LandmarkIcon,
  MonitorIcon,
  QrCodeIcon,
  ShieldCheckIcon,
  ZapIcon,
} from './icons.tsx';
import { container, eyebrow, lead, section, sectionHeader, sectionTitle } from './layout.css.ts';

interface Feature {
  icon: ComponentType<{ className?: string }>;
  title: string;
  text: string;
}

/** The product's claims (100% digital, minutes, 24h, national validity, signature, QR code…). */
const FEATURES: readonly Feature[] = [
  {
    icon: MonitorIcon,
    title: '100% digital, 24 horas por dia',
    text: 'Sem filas, sem balcão e sem papel. Peça, acompanhe e baixe suas certidões pela internet, a qualquer hora, inclusive nos fins de semana.',
  },
  {
    icon: ZapIcon,
    title: 'Resultados em minutos',
    text: 'A maioria das certidões fica pronta em poucos minutos. As mais complexas, em até 2 horas, e você acompanha cada etapa em tempo real.',
  },
  {
    icon: GlobeIcon,
    title: 'Validade nacional',
    text: 'Documentos oficiais emitidos pelos próprios órgãos, aceitos por cartórios, bancos, construtoras e tribunais em todo o Brasil.',
  },
  {
    icon: QrCodeIcon,
    title: 'Assinatura digital e QR code',
    text: 'Cada PDF é assinado digitalmente e traz um QR code de verificação: quem recebe confere a autenticidade em segundos.',
  },
  {
    icon: LandmarkIcon,
    title: 'Integração direta com os órgãos',
    text: 'Conexão direta com cartórios, tribunais e mais de 200 órgãos públicos, sem intermediários e sem digitação manual.',
  },
  {
    icon: HeadsetIcon,
    title: 'Suporte de verdade',
    text: 'Atendimento por chat, e-mail e telefone com especialistas em certidões. No chat, resposta em até 1 hora.',
  },
  {
    icon: RefreshIcon,
    title: 'Reemissão de certidões vencidas',
    text: 'Certidão fora do prazo de validade? Emita de novo com os mesmos dados, sem preencher tudo outra vez.',
  },
  {
    icon: UsersIcon,
    title: 'Emissão para terceiros',
    text: 'Peça certidões de clientes, vendedores e sócios, com a documentação e a autorização registradas na plataforma.',
  },
  {
    icon: ShieldCheckIcon,
    title: 'Segurança e LGPD',
    text: 'Conexão protegida por SSL e tratamento de dados em conformidade com a Lei Geral de Proteção de Dados.',
  },
];

/** Why the product: the claims of the marketing page as a grid of cards (anchor 'sobre'). */
export function Features() {
  return (
    <section id="sobre" aria-labelledby="sobre-title" className={section.page}>
      <div className={container}>
        <header className={sectionHeader}>
          <p className={eyebrow}>Por que a Certidão Ágil</p>
          <h2 id="sobre-title" className={sectionTitle}>
            Menos burocracia, mais negócios fechados
          </h2>
          <p className={lead}>
            Corretores de imóveis, advogados e empresas usam a Certidão Ágil para reunir em minutos a
            documentação que antes levava dias entre sites de tribunais, prefeituras e cartórios.
          </p>
        </header>
        <ul className={styles.grid}>
          {FEATURES.map(({ icon: FeatureIcon, title, text }) => (
            <li key={title} className={styles.card}>
              <span className={styles.iconBox}>
                <FeatureIcon className={styles.icon} />
              </span>
              <h3 className={styles.cardTitle}>{title}</h3>
              <p className={styles.cardText}>{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
