/**
 * The colour scheme on the landing page: a stored choice applies before any module script runs (the inline
 * script of index.html, which the CSP allows by its hash), the system's preference rules until the visitor
 * chooses, and the footer's 'Tema escuro' toggle stores the choice across page loads. Then the main pages of
 * each role in the dark theme and under forced colours (Windows high contrast), each checked by axe.
 */
import { checkA11y, expect, STORAGE, test } from './fixtures.ts';

const footerToggle = (page: import('@playwright/test').Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: 'Tema escuro' });

test.describe('colour scheme', () => {
  test('a stored dark choice is applied by the inline script alone, under the CSP', async ({ page }) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.addInitScript(() => localStorage.setItem('certidao-tema', 'dark'));
    // No module script may run: only the inline script of index.html can set the scheme.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The prerendered page is painted with the dark tokens (vars.color.bg of the dark theme).
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(11, 17, 32)',
    );
    expect(blocked).toEqual([]);
  });

  test("follows the system's preference until the footer's toggle stores a choice", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(footerToggle(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');

    await footerToggle(page).click();
    await expect(footerToggle(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(246, 248, 251)',
    );

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(footerToggle(page)).toHaveAttribute('aria-pressed', 'false');
  });
});

/** The main pages of each kind of visitor (the signed-in ones from the setup project's states). */
const MAIN_PAGES = {
  anonymous: ['/', '/admin/login', '/planos'],
  user: ['/admin/solicitacoes', '/monitoramento', '/admin/meu-perfil', '/admin/integracoes'],
  admin: ['/admin/dashboard', '/admin/usuarios', '/admin/monitoramento', '/admin/notificacoes'],
} as const;

for (const [visitor, pages] of Object.entries(MAIN_PAGES)) {
  test.describe(`main pages of ${visitor} in dark and forced colours`, () => {
    test.use({
      storageState:
        visitor === 'anonymous' ? { cookies: [], origins: [] } : STORAGE[visitor as 'user' | 'admin'],
    });
    test('pass axe in the dark theme and under forced colours', async ({ page }) => {
      test.slow();
      for (const path of pages) {
        await page.emulateMedia({ colorScheme: 'dark', forcedColors: 'none' });
        await page.goto(path);
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'light');
        // The dark tokens are in force (the page's background is the dark theme's).
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
          'rgb(11, 17, 32)',
        );
        await checkA11y(page);
        await page.emulateMedia({ colorScheme: 'light', forcedColors: 'active' });
        // Under forced colours the user's system palette paints text and backgrounds, so contrast is that
        // palette's (axe reads the author's colours it replaced and would judge those); every other rule applies.
        await checkA11y(page, { disableRules: ['color-contrast'] });
      }
    });
  });
}
