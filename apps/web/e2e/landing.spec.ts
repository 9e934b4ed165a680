/**
 * The landing page `/`: plans from the API and their states, the header (section links,
 * 'Ver oferta', 'Entrar', the look past 50 px, the mobile menu), the FAQ accordion, the WhatsApp links, and axe
 * and horizontal overflow at desktop and phone widths; the page is prerendered and its interactive parts are
 * islands without React, whose plan cards are the app's PlanCard. Nothing is bought here.
 */
import type { Locator, Page } from '@playwright/test';
import { WHATSAPP_GREETING } from '../src/features/landing/contact.ts';
import { checkA11y, expect, expectNoHorizontalOverflow, STORAGE, test } from './fixtures.ts';

const MOBILE = { width: 390, height: 844 } as const;
/** The public plans call of the landing page (whatever its query). */
const PLANS_API = (url: URL) => url.pathname === '/api/planos/publicos';

interface PublicPlan {
  id: string;
  nome: string;
  ordem: number;
}

/** The plans as the API gives them to anyone (the seed has four). */
async function publicPlans(page: Page): Promise<PublicPlan[]> {
  const response = await page.request.get('/api/planos/publicos?page=1&limit=100');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: PublicPlan[] }).data;
}

const plansSection = (page: Page) => page.locator('section#planos');
const banner = (page: Page) => page.getByRole('banner');

/** The section's top edge is just under the fixed header (the smooth scroll has finished there). */
async function expectScrolledTo(page: Page, id: string) {
  await expect
    .poll(
      () =>
        page.evaluate((sectionId) => {
          const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
          const top = document.getElementById(sectionId)?.getBoundingClientRect().top ?? Number.NaN;
          // Either the section starts under the header, or the page cannot scroll any further.
          const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
          return Math.abs(top - header) <= 16 || (atBottom && top >= 0 && top <= window.innerHeight);
        }, id),
      { message: `#${id} is scrolled into view under the header` },
    )
    .toBe(true);
}

test.describe('landing page, first paint', () => {
  test('/ arrives prerendered (readable without JavaScript), its islands start without errors and React never hydrates it; other paths get the app’s loading screen', async ({
    browser,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto('/');
    await expect(bare.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bare.getByRole('link', { name: /Entrar/i }).first()).toBeVisible();
    // Styled before any script: the theme class and the landing stylesheets are in the HTML.
    expect(await bare.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
    // The app's pages arrive with its loading screen painted, none of the landing page.
    await bare.goto('/admin/login');
    await expect(bare.locator('#root').getByRole('progressbar', { name: 'Carregando...' })).toBeVisible();
    await expect(bare.getByRole('heading', { level: 1 })).toHaveCount(0);
    await noScript.close();

    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await expect(plansSection(page).getByRole('article').first()).toBeVisible();
    // The islands run: the header reacts to scrolling (the look past 50 px comes from its script).
    await expect(banner(page)).not.toHaveAttribute('data-scrolled');
    await page.mouse.wheel(0, 400);
    await expect(banner(page)).toHaveAttribute('data-scrolled', 'true');
    expect(errors).toEqual([]);
    // Not hydrated: React never took the page (a React root marks its container with a `__reactContainer$…` key).
    const reactRoot = await page.evaluate(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    );
    expect(reactRoot).toBe(false);
    await page.close();
  });
});

test.describe('landing page, rendered by the app', () => {
  test('a link to / inside the app renders the same page, whose islands work there too', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/verificar/CODIGO-INEXISTENTE');
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    // The public top bar's brand links home through the app's router: no page load.
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(plansSection(page).getByRole('article').first()).toBeVisible();
    await expect(banner(page)).not.toHaveAttribute('data-scrolled');
    await page.mouse.wheel(0, 400);
    await expect(banner(page)).toHaveAttribute('data-scrolled', 'true');
    // The footer's toggle is React's own there, once: a press changes the scheme.
    const toggle = page.getByRole('contentinfo').getByRole('button', { name: 'Tema escuro' });
    const pressed = await toggle.getAttribute('aria-pressed');
    await toggle.click();
    await expect(toggle).not.toHaveAttribute('aria-pressed', pressed ?? '');
    expect(errors).toEqual([]);
  });
});

test.describe('landing page, desktop', () => {
  test('shows the plans of the API by order, and Assinar agora opens the complete checkout', async ({
    page,
  }) => {
    const plans = [...(await publicPlans(page))].sort((a, b) => a.ordem - b.ordem);
    expect(plans.length).toBeGreaterThan(0);
    await page.goto('/');
    await expect(page).toHaveTitle(/Certidão Ágil/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const cards = plansSection(page).getByRole('article');
    await expect(cards).toHaveCount(plans.length);
    for (const [index, plan] of plans.entries()) {
      await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(plan.nome);
    }
    await checkA11y(page);

    const chosen = plans[plans.length > 1 ? 1 : 0]!;
    await plansSection(page)
      .getByRole('article', { name: chosen.nome })
      .getByRole('link', { name: /Assinar agora/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/checkout-completo/${chosen.id}$`));
  });

  test('says the plans are loading, then shows the error with a retry that reloads the page', async ({
    page,
  }) => {
    // First load: the answer is held back (loading state), then fails.
    let fail!: () => void;
    const failed = new Promise<void>((resolve) => {
      fail = resolve;
    });
    // Every read of this page fails (SWR's own retries too, which would otherwise clear the error before the
    // button is pressed); the page that 'Tentar novamente' loads reads the real API.
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });
    await page.route(PLANS_API, async (route) => {
      if (navigations > 1) return route.continue();
      await failed;
      await route.fulfill({
        status: 500,
        json: { statusCode: 500, error: 'Internal Server Error', message: 'Falha' },
      });
    });
    await page.goto('/');
    await expect(plansSection(page).getByRole('status')).toHaveText('Carregando planos...');
    fail();

    const alert = plansSection(page).getByRole('alert');
    await expect(alert).toContainText('Erro ao carregar planos');
    await checkA11y(page);

    // 'Tentar novamente' reloads the page; this time the API answers.
    const reloaded = page.waitForEvent('load');
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await reloaded;
    await expect(plansSection(page).getByRole('article').first()).toBeVisible();
    await expect(plansSection(page).getByRole('alert')).toHaveCount(0);
  });

  test('header links scroll to their sections; Ver oferta to the plans; Entrar opens the login', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = banner(page).getByRole('navigation', { name: 'Principal' });
    for (const [name, id] of [
      ['Sobre', 'sobre'],
      ['Planos', 'planos'],
      ['Avaliações', 'avaliacoes'],
      ['FAQ', 'faq'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expectScrolledTo(page, id);
    }

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await banner(page).getByRole('link', { name: 'Ver oferta' }).click();
    await expectScrolledTo(page, 'planos');

    await banner(page).getByRole('link', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('the header changes look once scrolled past 50 px', async ({ page }) => {
    await page.goto('/');
    const header = banner(page);
    const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
    await expect(header).not.toHaveAttribute('data-scrolled');
    const atTop = await background();

    await page.evaluate(() => window.scrollTo({ top: 40, behavior: 'instant' }));
    await page.waitForTimeout(100);
    await expect(header).not.toHaveAttribute('data-scrolled');

    await page.evaluate(() => window.scrollTo({ top: 120, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(background).not.toBe(atTop);

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(header).not.toHaveAttribute('data-scrolled');
  });

  test('FAQ: one answer open at a time, and the open one can be closed', async ({ page }) => {
    await page.goto('/#faq');
    const faq = page.locator('section#faq');
    // Native disclosure widgets (<details name="faq">): the summary is the control.
    const item = (question: string) =>
      faq.locator('details', { has: page.getByText(question, { exact: true }) });
    const first = item('Em quanto tempo recebo as certidões?');
    const second = item('As certidões têm validade legal?');
    const third = item('Como funciona a garantia de 7 dias?');
    const isOpen = (details: typeof first) => details.evaluate((el) => (el as HTMLDetailsElement).open);

    expect(await isOpen(first)).toBe(true);
    await expect(faq.getByText('IPTU: de 2 a 5 minutos;')).toBeVisible();

    await second.locator('summary').click();
    await expect.poll(() => isOpen(second)).toBe(true);
    expect(await isOpen(first)).toBe(false);
    await expect(faq.getByText(/validade em todo o território nacional/)).toBeVisible();
    await expect(faq.getByText('IPTU: de 2 a 5 minutos;')).toBeHidden();

    // Keyboard: Enter on another question opens it and closes the one that was open.
    await third.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isOpen(third)).toBe(true);
    expect(await isOpen(second)).toBe(false);

    // The open item closes again: nothing is open.
    await third.locator('summary').click();
    await expect.poll(() => isOpen(third)).toBe(false);
    await expect(faq.locator('details[open]')).toHaveCount(0);
  });

  test('the final call to action and the WhatsApp links', async ({ page }) => {
    await page.goto('/');
    const specialist = page.getByRole('link', { name: 'Falar com um especialista' });
    await expect(specialist).toHaveAttribute('href', /^https:\/\/wa\.me\/55\d+\?text=/);
    // The final call to action, the floating chat button, the FAQ help box and the footer.
    const links = page.locator('a[href^="https://wa.me/"]');
    expect(await links.count()).toBeGreaterThanOrEqual(4);
    for (const link of await links.all()) {
      const url = new URL((await link.getAttribute('href')) ?? '');
      expect(url.searchParams.get('text')).toBe(WHATSAPP_GREETING);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(
      page.getByRole('link', { name: /Conversar pelo WhatsApp \(abre em nova aba\)/ }),
    ).toBeVisible();

    // Every in-page link (header, footer quick links, skip link) has its target on the page.
    const hashes = await page
      .locator('a[href^="#"]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    for (const hash of new Set(hashes)) await expect(page.locator(hash), hash).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toContainText('contato@certidaoagil.com.br');
    await expect(page.getByRole('contentinfo')).toContainText('© 2026');

    await page.getByRole('link', { name: 'Começar agora' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

/**
 * A card as a canonical string: elements with their attributes sorted, text joined; without what differs by
 * design between the two pages (the generated ids, the heading level, the call to action).
 */
function cardShapes(cards: Locator): Promise<Record<string, string>> {
  return cards.evaluateAll((articles) => {
    const canonical = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof Element)) return '';
      const tag = /^h[1-6]$/i.test(node.tagName) ? 'heading' : node.tagName.toLowerCase();
      const attributes = [...node.attributes]
        .filter((attribute) => !['id', 'aria-labelledby'].includes(attribute.name))
        .map((attribute) => `${attribute.name}="${attribute.value}"`)
        .sort();
      return `<${[tag, ...attributes].join(' ')}>${[...node.childNodes].map(canonical).join('')}</${tag}>`;
    };
    return Object.fromEntries(
      articles.map((article) => {
        const copy = article.cloneNode(true) as Element;
        // The call to action is the last child, around the page's own links.
        if (copy.lastElementChild?.querySelector('a')) copy.lastElementChild.remove();
        return [copy.querySelector('h1, h2, h3, h4')?.textContent ?? '', canonical(copy)];
      }),
    );
  });
}

test.describe('landing page, plan cards', () => {
  test.use({ storageState: STORAGE.user });

  test('the cards the plans island builds are the PlanCard the app renders with React', async ({ page }) => {
    await page.goto('/planos');
    const appCards = page.getByRole('main').getByRole('article');
    await expect(appCards.first()).toBeVisible();
    const app = await cardShapes(appCards);

    await page.goto('/');
    const landingCards = plansSection(page).getByRole('article');
    await expect(landingCards.first()).toBeVisible();
    const landing = await cardShapes(landingCards);
    expect(Object.keys(landing).length).toBeGreaterThan(0);
    for (const [name, shape] of Object.entries(landing)) expect(shape, name).toBe(app[name]);
  });
});

test.describe('landing page, phone (390 px)', () => {
  test.use({ viewport: MOBILE });

  test('no horizontal scroll and no axe violation, with the menu closed and open', async ({ page }) => {
    test.slow(); // two full-page axe runs
    await page.goto('/');
    await expect(plansSection(page).getByRole('article').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await checkA11y(page);

    await banner(page).getByRole('button', { name: 'Abrir menu' }).click();
    await expect(banner(page).getByRole('navigation', { name: 'Menu' })).toBeVisible();
    await checkA11y(page);
    await expectNoHorizontalOverflow(page);

    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoHorizontalOverflow(page);
  });

  test('the menu opens and closes with the toggle, Escape and its links', async ({ page }) => {
    await page.goto('/');
    const header = banner(page);
    await expect(header.getByRole('navigation', { name: 'Principal' })).toBeHidden();
    const menu = header.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeHidden();

    const toggle = header.getByRole('button', { name: 'Abrir menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const close = header.getByRole('button', { name: 'Fechar menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(['Sobre', 'Planos', 'Avaliações', 'FAQ', 'Ver oferta']);

    // Closes with the toggle.
    await close.click();
    await expect(menu).toBeHidden();

    // Keyboard: Enter opens it, Tab reaches its first link, Escape closes it and gives focus back.
    await header.getByRole('button', { name: 'Abrir menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Sobre' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(header.getByRole('button', { name: 'Abrir menu' })).toBeFocused();

    // A link closes it and scrolls to its section.
    await header.getByRole('button', { name: 'Abrir menu' }).click();
    await menu.getByRole('link', { name: 'Avaliações' }).click();
    await expect(menu).toBeHidden();
    await expectScrolledTo(page, 'avaliacoes');

    // Entrar stays in the bar on phones.
    await header.getByRole('link', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
