import { Logo, MenuIcon, XIcon } from '@certidao/ui';
import { paths } from '../../../app/paths.ts';
import * as styles from './LandingHeader.css.ts';
import { container } from './layout.css.ts';

const MENU_ID = 'menu-celular';

/** The header links scroll (smoothly, see LandingLayout.css.ts) to the sections of the page. */
const SECTIONS = [
  { href: '#sobre', label: 'Sobre' },
  { href: '#planos', label: 'Planos' },
  { href: '#avaliacoes', label: 'Avaliações' },
  { href: '#faq', label: 'FAQ' },
] as const;

/**
 * The fixed header: the logo, links to the sections, 'Ver oferta' (to the plans) and 'Entrar' (to the login
 * page). Transparent over the hero, solid once scrolled past 50 px. Below 768 px the section links and
 * 'Ver oferta' move into a menu opened by a toggle button ('Entrar' stays in the bar); Escape, a link, a tap
 * outside or a wider window close it. A signed-in visitor sees their first name, 'Minha área' (their home in
 * the app) instead of 'Entrar', and 'Sair' (on a phone 'Minha área' leads to the app, whose top bar has
 * 'Sair').
 *
 * Rendered as a visitor sees it at the top of the page with the menu closed; the header island
 * (../islands/header.ts) does the rest on the page, so it needs no React in the browser.
 */
export function LandingHeader() {
  return (
    <header className={styles.header} data-island="header">
      <div className={`${container} ${styles.bar}`}>
        <a href="#inicio" className={styles.brand}>
          <Logo tone="dark" aria-label="Certidão Ágil, voltar ao início" />
        </a>
        <nav aria-label="Principal" className={styles.desktopNav}>
          <ul className={styles.navList}>
            {SECTIONS.map((section) => (
              <li key={section.href}>
                <a href={section.href} className={styles.navLink}>
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <a href="#planos" className={`${styles.offer} ${styles.desktopOnly}`}>
            Ver oferta
          </a>
          <a href={paths.login.href()} className={styles.login} data-session="anonymous">
            Entrar
          </a>
          {/* Both icons are drawn; the toggle's aria-expanded shows one (LandingHeader.css.ts). */}
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={false}
            aria-controls={MENU_ID}
            aria-label="Abrir menu"
          >
            <MenuIcon className={`${styles.toggleIcon} ${styles.openIcon}`} />
            <XIcon className={`${styles.toggleIcon} ${styles.closeIcon}`} />
          </button>
        </div>
      </div>
      <div id={MENU_ID} className={styles.mobilePanel} hidden>
        <nav aria-label="Menu" className={container}>
          <ul className={styles.mobileList}>
            {SECTIONS.map((section) => (
              <li key={section.href}>
                <a href={section.href} className={styles.mobileLink}>
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
          <a href="#planos" className={`${styles.offer} ${styles.mobileOffer}`}>
            Ver oferta
          </a>
        </nav>
      </div>
    </header>
  );
}
