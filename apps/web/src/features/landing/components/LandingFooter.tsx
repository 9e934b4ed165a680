import { Logo, ThemeToggle, visuallyHidden } from '@certidao/ui';
import { CITY, CNPJ, CONTACT_EMAIL, LEGAL_NAME, SUPPORT_HOURS, whatsappHref } from '../contact.ts';
import { MailIcon, ShieldCheckIcon, WhatsAppIcon } from './icons.tsx';
import * as styles from './LandingFooter.css.ts';
import { container } from './layout.css.ts';

/**
 * Quick links. None of them has a page of its own: they lead to the sections of this page and to
 * the privacy and terms summaries at the bottom of the footer.
 */
const QUICK_LINKS = [
  { href: '#sobre', label: 'Sobre' },
  { href: '#como-funciona', label: 'Como funciona' },
  { href: '#planos', label: 'Planos' },
  { href: '#avaliacoes', label: 'Avaliações' },
  { href: '#faq', label: 'Perguntas frequentes' },
] as const;

const LEGAL_LINKS = [
  { href: '#privacidade', label: 'Política de privacidade' },
  { href: '#termos', label: 'Termos de uso' },
] as const;

export function LandingFooter() {
  return (
    <footer className={styles.footer}>
      <div className={container}>
        <div className={styles.columns}>
          <div className={styles.brand}>
            <Logo tone="dark" />
            <p className={styles.tagline}>
              Certidões oficiais online, em minutos, para corretores de imóveis, advogados e empresas.
            </p>
            <p className={styles.trust}>
              <ShieldCheckIcon />
              Conexão segura (SSL) e conformidade com a LGPD
            </p>
          </div>
          <nav aria-labelledby="rodape-links" className={styles.column}>
            <h2 id="rodape-links" className={styles.columnTitle}>
              Links rápidos
            </h2>
            <ul className={styles.links}>
              {QUICK_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className={styles.link}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="rodape-legal" className={styles.column}>
            <h2 id="rodape-legal" className={styles.columnTitle}>
              Legal
            </h2>
            <ul className={styles.links}>
              {LEGAL_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className={styles.link}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.column}>
            <h2 className={styles.columnTitle}>Contato</h2>
            <ul className={styles.links}>
              <li>
                <a href={`mailto:${CONTACT_EMAIL}`} className={styles.contact}>
                  <MailIcon />
                  {CONTACT_EMAIL}
                </a>
              </li>
              <li>
                <a href={whatsappHref()} target="_blank" rel="noopener noreferrer" className={styles.contact}>
                  <WhatsAppIcon />
                  WhatsApp<span className={visuallyHidden}> (abre em nova aba)</span>
                </a>
              </li>
            </ul>
            <p className={styles.hours}>{SUPPORT_HOURS}.</p>
          </div>
        </div>

        <div className={styles.legal}>
          <p id="privacidade" className={styles.legalText}>
            <strong>Política de privacidade.</strong> Tratamos dados pessoais conforme a LGPD (Lei nº
            13.709/2018), apenas para emitir as certidões solicitadas, prestar suporte e cumprir obrigações
            legais. Para acessar, corrigir ou excluir seus dados, escreva para {CONTACT_EMAIL}.
          </p>
          <p id="termos" className={styles.legalText}>
            <strong>Termos de uso.</strong> Assinatura mensal, com garantia de 7 dias (devolução do valor
            pago) e cancelamento a qualquer momento. Certidões em nome de terceiros exigem a documentação e a
            autorização do titular.
          </p>
        </div>

        <div className={styles.bottom}>
          <p className={styles.copyright}>
            © 2026 {LEGAL_NAME} · CNPJ {CNPJ} · {CITY}. Todos os direitos reservados.
          </p>
          {/* On the prerendered page the theme-toggle island gives it its behaviour (../islands/index.ts). */}
          <ThemeToggle tone="inverse" showLabel data-island="theme-toggle" />
        </div>
      </div>
    </footer>
  );
}
