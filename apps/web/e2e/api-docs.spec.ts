/**
 * The API references, served by the app under its own CSP. The public one (/api/docs) is plain HTML: it shows
 * its content with no script, passes axe with every rule, and fits a phone. The staff one (/api/docs/equipe)
 * renders the whole contract in Scalar from this origin only, with no console error and no CSP violation but
 * the one the renderer's bundle makes on purpose, at desktop and phone widths.
 */
import type { Page } from '@playwright/test';
import { checkA11y, expect, expectNoHorizontalOverflow, STORAGE, test } from './fixtures.ts';

/**
 * Faults of the renderer's own markup (Scalar's sidebar buttons carry attributes their role does not allow, some
 * icon buttons have no name, its client-libraries tab list, its scrolling lists): not ours to fix. Contrast is
 * checked: the page sets the product's colours.
 */
const RENDERER_MARKUP = [
  'aria-allowed-attr',
  'aria-required-children',
  'button-name',
  'scrollable-region-focusable',
  'target-size',
];

/**
 * Where the public reference's colour contrast is checked: the header, the index, the prose with its tables and
 * samples, one operation and one event. Every other operation and event is the same markup with the same styles.
 */
const CONTRAST_SAMPLE = ['.topo', '.indice', '#autenticacao', '#erros', '#evento-certidao\\.concluida'];

/** Console errors, page errors, CSP violations and requests to other origins while the page is open. */
async function watch(page: Page, origin: string) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:')) problems.push(`request to ${url}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => {
    // The bundle's schema library checks once whether eval is allowed (inside a try); the CSP says no and it
    // carries on without it. Anything else is a real violation.
    if (text !== 'script-src eval') problems.push(`CSP: ${text}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}

test.describe('public API reference (/api/docs)', () => {
  test('shows its content at once, from this origin, accessible', async ({ page, server }) => {
    const problems = await watch(page, server.url);
    await page.goto('/api/docs');
    await expect(page).toHaveTitle('Referência da API — Certidão Ágil');
    await expect(page.getByRole('heading', { name: 'Referência da API', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Índice da referência' })).toBeVisible();
    // The error catalogue and one operation with its samples and its real errors.
    await expect(page.getByRole('table', { name: 'Catálogo de códigos de erro' })).toBeVisible();
    const create = page.locator('#op-createSolicitacao');
    await expect(create.getByRole('heading', { name: /Criar solicitação/ })).toBeVisible();
    await expect(create.getByText('Aceita Idempotency-Key')).toBeVisible();
    await expect(create.getByText('"codigo": "limite_do_plano"')).toBeVisible();
    await create.getByText('Python (requests)').click();
    await expect(create.getByText('"Idempotency-Key": str(uuid.uuid4())')).toBeVisible();
    // No staff operation.
    await expect(page.locator('#op-getUsers')).toHaveCount(0);
    await checkA11y(page, { contrastIn: [...CONTRAST_SAMPLE, '#op-createSolicitacao'] });
    expect(problems).toEqual([]);
  });

  test('fits a phone', async ({ page, server }) => {
    const problems = await watch(page, server.url);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/api/docs#op-criarWebhook');
    await expect(
      page.locator('#op-criarWebhook').getByRole('heading', { name: /Cadastrar endpoint/ }),
    ).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await checkA11y(page, { contrastIn: [...CONTRAST_SAMPLE, '#op-criarWebhook'] });
    expect(problems).toEqual([]);
  });
});

test.describe('staff API reference (/api/docs/equipe)', () => {
  test.use({ storageState: STORAGE.admin });

  // Scalar draws nothing until it has parsed the whole contract (about 110 operations): about 5 s on an idle
  // two-core machine, several times that while the other workers and the PostgreSQL pass share its cores. Its
  // page then takes axe 10–20 s idle: past the default 30 s per test, and past 120 s on a slow CI machine.
  test.describe.configure({ timeout: 180_000 });
  const FIRST_DRAW = 40_000;

  test('renders the contract from this origin, with the authentication schemes, examples, errors and events', async ({
    page,
    server,
  }) => {
    const problems = await watch(page, server.url);
    await page.goto('/api/docs/equipe');
    await expect(page).toHaveTitle('Referência completa da API (equipe) — Certidão Ágil');
    await expect(page.getByRole('heading', { name: 'Certidão Ágil API', level: 1 })).toBeVisible({
      timeout: FIRST_DRAW,
    });

    // The authentication schemes, sessions and API keys.
    await page
      .getByRole('button', { name: /bearerAuth/ })
      .first()
      .click();
    for (const scheme of ['bearerAuth', 'cookieAuth', 'chaveApi', 'chaveApiHeader'])
      await expect(page.getByRole('option', { name: new RegExp(`^${scheme}( |$)`) })).toBeVisible();
    await page.keyboard.press('Escape');

    // The error format, in the description.
    await expect(page.getByText('{statusCode, codigo, message, error, requestId}').first()).toBeVisible();
    // axe walks the whole page while its tags are closed (introduction, authentication, index, every tag's
    // heading); an open tag adds its operations (Integrations alone, some 9,000 elements), whose markup the
    // phone test below checks on one of them.
    await checkA11y(page, { disableRules: RENDERER_MARKUP });

    // An operation with its request example.
    await page.goto('/api/docs/equipe#tag/integrations/POST/integracoes/chaves');
    await expect(page.getByRole('heading', { name: 'Criar chave de API' })).toBeVisible();
    await expect(page.getByText('"CRM da imobiliária"').first()).toBeVisible();

    // The webhook events, listed with the Integrations operations.
    await page.getByText('Uma certidão foi emitida: o PDF assinado pode ser baixado.').first().click();
    await expect(page).toHaveURL(/webhook\/POST\/certidaoconcluida$/);
    await expect(page.getByText('urlDownload').first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('fits a phone', async ({ page, server }) => {
    const problems = await watch(page, server.url);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/api/docs/equipe#tag/integrations/POST/integracoes/chaves');
    await expect(page.getByRole('heading', { name: 'Criar chave de API' })).toBeVisible({
      timeout: FIRST_DRAW,
    });
    await expectNoHorizontalOverflow(page);
    // One operation's markup, laid out for a phone: every operation is drawn from the same template.
    await checkA11y(page, {
      include: 'section[id$="/tag/integrations/POST/integracoes/chaves"]',
      disableRules: RENDERER_MARKUP,
    });
    expect(problems).toEqual([]);
  });
});
