/**
 * What the public pages' top bars say about the session, and the not-found page: a signed-in visitor sees
 * their name, 'Minha área' and 'Sair' on the landing page and on the other public pages (never 'Entrar'), and
 * signing out there brings 'Entrar' back; an unknown path says so at once, without a loading spinner first;
 * an anonymous visit asks nobody who is signed in, so no failed request is logged.
 */
import type { Page } from '@playwright/test';
import { checkA11y, expect, expectNoHorizontalOverflow, test } from './fixtures.ts';

const MOBILE = { width: 390, height: 844 } as const;
const VERIFY_PAGE = '/verificar/CODIGO-INEXISTENTE';

/** Records whether the app rendered 'Carregando...' (its own loading state, not the HTML's first screen). */
async function watchForSpinner(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { sawSpinner: boolean };
    w.sawSpinner = false;
    new MutationObserver(() => {
      // The HTML's own loading screen (data-app-shell), painted before any script runs, is not the app's.
      const shell = document.querySelector('[data-app-shell]')?.textContent ?? '';
      const text = document.body?.textContent ?? '';
      if (text.replace(shell, '').includes('Carregando...')) w.sawSpinner = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { sawSpinner: boolean }).sawSpinner);
}

test.describe('signed in on the public pages', () => {
  test('landing page: first name, Minha área to the customer’s requests, Sair back to Entrar', async ({
    page,
    newUser,
    signIn,
  }) => {
    const user = await newUser({ firstName: 'Beatriz', lastName: 'Moraes' });
    await signIn(page, user.email, user.password);
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Beatriz', { exact: true })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Entrar' })).toHaveCount(0);
    const home = banner.getByRole('link', { name: 'Minha área' });
    await expect(home).toHaveAttribute('href', '/admin/solicitacoes');
    await checkA11y(page);

    await banner.getByRole('button', { name: 'Sair' }).click();
    await expect(banner.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(banner.getByText('Beatriz', { exact: true })).toHaveCount(0);
    // The server ended the session too.
    await page.goto('/admin/meu-perfil');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('landing page on a phone: Minha área in the bar, leading to the app and its Sair', async ({
    page,
    newUser,
    signIn,
  }) => {
    await page.setViewportSize(MOBILE);
    const user = await newUser({ firstName: 'Beatriz' });
    await signIn(page, user.email, user.password);
    await page.goto('/');
    const banner = page.getByRole('banner');
    const home = banner.getByRole('link', { name: 'Minha área' });
    await expect(home).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Entrar' })).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await checkA11y(page);
    await home.click();
    await expect(page).toHaveURL(/\/admin\/solicitacoes$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sair' })).toBeVisible();
  });

  for (const viewport of [{ width: 1280, height: 800 }, MOBILE]) {
    test(`another public page at ${viewport.width} px: 'Minha área' and 'Sair' instead of 'Entrar'`, async ({
      page,
      newUser,
      signIn,
    }) => {
      await page.setViewportSize(viewport);
      const user = await newUser({ firstName: 'Beatriz' });
      await signIn(page, user.email, user.password);
      await page.goto(VERIFY_PAGE);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'Minha área' })).toHaveAttribute(
        'href',
        '/admin/solicitacoes',
      );
      await expect(banner.getByRole('link', { name: 'Entrar' })).toHaveCount(0);
      if (viewport.width > 500) await expect(banner.getByText('Beatriz', { exact: true })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await checkA11y(page);

      await banner.getByRole('button', { name: 'Sair' }).click();
      await expect(banner.getByRole('link', { name: 'Entrar' })).toBeVisible();
    });
  }

  test('an anonymous visitor of a public page is offered Entrar', async ({ page }) => {
    await page.goto(VERIFY_PAGE);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sair' })).toHaveCount(0);
  });
});

test.describe('not-found page', () => {
  for (const viewport of [{ width: 1280, height: 800 }, MOBILE]) {
    test(`an unknown path says so at once at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const sawSpinner = await watchForSpinner(page);
      await page.goto('/qualquer/caminho');
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Voltar para o início' })).toBeVisible();
      expect(await sawSpinner(), "'Carregando...' showed before the not-found page").toBe(false);
      await expectNoHorizontalOverflow(page);
      await checkA11y(page);
    });
  }
});

test.describe('anonymous visits', () => {
  test('the public app pages log no error and do not ask the server for a session', async ({ page }) => {
    const plans = await page.request.get('/api/planos/publicos?page=1&limit=100');
    const planId = ((await plans.json()) as { data: { id: string }[] }).data[0]?.id;
    expect(planId).toBeTruthy();
    const consoleErrors: string[] = [];
    const probes: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/profile') probes.push(request.url());
    });
    for (const [path, heading] of [
      [`/checkout-completo/${planId}`, /^Assinar o plano/],
      [VERIFY_PAGE, 'Certidão não encontrada'],
      ['/admin/login', 'Área administrativa'],
      // A guarded page sends the visitor to the login without asking either.
      [`/checkout/${planId}`, 'Área administrativa'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    }
    // The unknown verification code's 404 is that page's real answer; no page may log a 401.
    expect(consoleErrors.filter((text) => text.includes('401'))).toEqual([]);
    expect(probes).toEqual([]);
  });
});
