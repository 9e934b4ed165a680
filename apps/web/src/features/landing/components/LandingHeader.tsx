import { Logo, MenuIcon, media, XIcon } from '@certidao/ui';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { homeFor, paths } from '../../../app/paths.ts';
import { api } from '../../../lib/api.ts';
import { clearSessionSummary, readSessionSummary, type SessionSummary } from '../../../lib/sessionCookie.ts';
import * as styles from './LandingHeader.css.ts';
import { container } from './layout.css.ts';

/** The header changes look once the page is scrolled more than 50 px. */
const SCROLL_THRESHOLD = 50;
const MENU_ID = 'menu-celular';

/** The header links scroll (smoothly, see LandingLayout.css.ts) to the sections of the page. */
const SECTIONS = [
  { href: '#sobre', label: 'Sobre' },
  { href: '#planos', label: 'Planos' },
  { href: '#avaliacoes', label: 'Avaliações' },
  { href: '#faq', label: 'FAQ' },
] as const;

/** Whether the window is scrolled further than `threshold` pixels. */
function useScrolledPast(threshold: number): boolean {
  // False on the first render, as in the prerendered HTML; the effect reads the real position at once.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

/**
 * Who is signed in, from the readable session cookie (the landing page boots without the session code).
 * Read after the first render, which must match the prerendered HTML of a visitor.
 */
function useSignedIn(): [SessionSummary | null, () => void] {
  const [summary, setSummary] = useState<SessionSummary | null>(null);
  useEffect(() => setSummary(readSessionSummary()), []);
  const signOut = () => {
    // The header says 'ENTRAR' again whatever the server answers (an expired session is ended as well).
    void api
      .logout()
      .catch(() => undefined)
      .finally(() => {
        clearSessionSummary();
        setSummary(null);
      });
  };
  return [summary, signOut];
}

/**
 * The fixed header: the logo, links to the sections, 'VER OFERTA' (to the plans) and 'ENTRAR' (to the login
 * page). Transparent over the hero, solid once scrolled past 50 px. Below 768 px the section links and
 * 'VER OFERTA' move into a menu opened by a toggle button ('ENTRAR' stays in the bar); Escape, a link, a tap
 * outside or a wider window close it. A signed-in visitor sees their first name, 'MINHA ÁREA' (their home in
 * the app) instead of 'ENTRAR', and 'SAIR' (on a phone 'MINHA ÁREA'
 * leads to the app, whose top bar has 'Sair').
 */
export function LandingHeader() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const [user, signOut] = useSignedIn();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    const desktop = window.matchMedia(media.tablet);
    const onWiden = () => {
      if (desktop.matches) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    desktop.addEventListener('change', onWiden);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      desktop.removeEventListener('change', onWiden);
    };
  }, [menuOpen]);

  /** Following any link of the mobile menu closes it. */
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) setMenuOpen(false);
  };

  const solid = scrolled || menuOpen;
  return (
    <header
      ref={headerRef}
      className={styles.header}
      data-scrolled={scrolled ? 'true' : undefined}
      data-solid={solid ? 'true' : undefined}
    >
      <div className={`${container} ${styles.bar}`}>
        <a href="#inicio" className={styles.brand}>
          <Logo tone={solid ? 'light' : 'dark'} aria-label="Certidão Ágil, voltar ao início" />
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
            VER OFERTA
          </a>
          {user ? (
            <>
              <span className={`${styles.userName} ${styles.desktopOnly}`}>{user.firstName}</span>
              <a href={homeFor(user.role)} className={styles.login}>
                MINHA ÁREA
              </a>
              <button type="button" className={`${styles.signOut} ${styles.desktopOnly}`} onClick={signOut}>
                SAIR
              </button>
            </>
          ) : (
            <a href={paths.login.href()} className={styles.login}>
              ENTRAR
            </a>
          )}
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <MenuClose /> : <MenuOpen />}
          </button>
        </div>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only notices clicks on the links inside */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links inside are keyboard-activated already */}
      <div id={MENU_ID} className={styles.mobilePanel} hidden={!menuOpen} onClick={closeOnLink}>
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
            VER OFERTA
          </a>
        </nav>
      </div>
    </header>
  );
}

const MenuOpen = () => <MenuIcon className={styles.toggleIcon} />;
const MenuClose = () => <XIcon className={styles.toggleIcon} />;
