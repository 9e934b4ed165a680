import { media, setLogoTone } from '@certidao/ui';
import { homeFor } from '../../../app/paths.ts';
import { clearSessionSummary, readSessionSummary } from '../../../lib/sessionCookie.ts';
import * as styles from '../components/LandingHeader.css.ts';

/** The header changes look once the page is scrolled more than 50 px. */
const SCROLL_THRESHOLD = 50;

/** Sets or removes a `data-*` flag ('true' when on, absent when off, as React renders it). */
const flag = (node: HTMLElement, name: string, on: boolean) => {
  if (on) node.dataset[name] = 'true';
  else delete node.dataset[name];
};

/**
 * The landing header's behaviour on its rendered HTML (LandingHeader.tsx): the solid look past 50 px and while
 * the menu is open, the phone menu (toggle, Escape, a tap outside, a link, a wider window), and who is signed
 * in (from the readable session cookie: first name, 'Minha área' and 'Sair' instead of 'Entrar'). Returns the
 * clean-up.
 */
export function enhanceHeader(header: HTMLElement): () => void {
  const toggle = header.querySelector<HTMLButtonElement>('button[aria-controls]');
  const panel = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  const logo = header.querySelector<HTMLElement>('[role="img"]');
  const cleanups: Array<() => void> = [];
  const listen = <T extends EventTarget>(
    target: T,
    type: string,
    listener: EventListener,
    options?: AddEventListenerOptions,
  ) => {
    target.addEventListener(type, listener, options);
    cleanups.push(() => target.removeEventListener(type, listener, options));
  };

  let scrolled = false;
  let menuOpen = false;
  const render = () => {
    const solid = scrolled || menuOpen;
    flag(header, 'scrolled', scrolled);
    flag(header, 'solid', solid);
    if (logo) setLogoTone(logo, solid ? 'light' : 'dark');
    if (toggle && panel) {
      toggle.setAttribute('aria-expanded', String(menuOpen));
      toggle.setAttribute('aria-label', menuOpen ? 'Fechar menu' : 'Abrir menu');
      panel.hidden = !menuOpen;
    }
  };
  const onScroll = () => {
    const past = window.scrollY > SCROLL_THRESHOLD;
    if (past === scrolled) return;
    scrolled = past;
    render();
  };
  const setMenu = (open: boolean) => {
    if (open === menuOpen) return;
    menuOpen = open;
    render();
  };

  // The HTML is the header at the top with the menu closed: nothing to change until the page is scrolled. The
  // position is read once in the next frame too (a reload or a #fragment may have scrolled it before this ran),
  // when the layout that reading it needs is done anyway, rather than forcing one now.
  listen(window, 'scroll', onScroll, { passive: true });
  const firstFrame = requestAnimationFrame(onScroll);
  cleanups.push(() => cancelAnimationFrame(firstFrame));

  if (toggle && panel) {
    listen(toggle, 'click', () => setMenu(!menuOpen));
    // Following any link of the menu closes it.
    listen(panel, 'click', (event) => {
      if ((event.target as Element).closest('a')) setMenu(false);
    });
    listen(document, 'keydown', (event) => {
      if (!menuOpen || (event as KeyboardEvent).key !== 'Escape') return;
      setMenu(false);
      toggle.focus();
    });
    listen(document, 'pointerdown', (event) => {
      if (menuOpen && !header.contains(event.target as Node)) setMenu(false);
    });
    const desktop = window.matchMedia(media.tablet);
    listen(desktop, 'change', () => {
      if (desktop.matches) setMenu(false);
    });
  }

  cleanups.push(showSession(header));
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
}

/**
 * A signed-in visitor (the readable `user_data` cookie) gets their first name, 'Minha área' and 'Sair' in
 * place of 'Entrar'; 'Sair' ends the session on the server and brings 'Entrar' back whatever it answers (an
 * expired session is ended as well). Returns the clean-up, which puts 'Entrar' back.
 */
function showSession(header: HTMLElement): () => void {
  const login = header.querySelector<HTMLAnchorElement>('a[data-session="anonymous"]');
  const user = readSessionSummary();
  if (!login || !user) return () => undefined;

  const name = document.createElement('span');
  name.className = `${styles.userName} ${styles.desktopOnly}`;
  name.textContent = user.firstName;
  const home = document.createElement('a');
  home.href = homeFor(user.role);
  home.className = styles.login;
  home.textContent = 'Minha área';
  const signOut = document.createElement('button');
  signOut.type = 'button';
  signOut.className = `${styles.signOut} ${styles.desktopOnly}`;
  signOut.textContent = 'Sair';
  const signedIn = [name, home, signOut];
  const showLogin = () => {
    if (login.isConnected) return;
    signedIn[0]?.before(login);
    for (const node of signedIn) node.remove();
  };
  signOut.addEventListener('click', () => {
    void fetch('/api/auth/logout', { method: 'POST', headers: { accept: 'application/json' } })
      .catch(() => undefined)
      .finally(() => {
        clearSessionSummary();
        showLogin();
      });
  });
  login.replaceWith(...signedIn);
  return showLogin;
}
