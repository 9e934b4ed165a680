/**
 * The role matrix of the product's route rules, written out by hand: every route × {anonymous, user,
 * moderator, admin} → where the visitor lands, plus /admin, unmatched /admin/* and unknown paths. The table is
 * deliberately not derived from the app's own route table (routes.tsx), so a wrong access entry there fails
 * here; a check below only makes sure the table lists every route the app has. One browser context per role,
 * a few pages at a time.
 */
import type { BrowserContext } from '@playwright/test';
import { paths } from '../src/app/paths.ts';
import { appRoutes } from '../src/app/routes.tsx';
import { expect, STORAGE, test } from './fixtures.ts';

type Visitor = 'anonymous' | 'user' | 'moderator' | 'admin';
const VISITORS: Visitor[] = ['anonymous', 'user', 'moderator', 'admin'];
/** Fills every `:param` of a route (ids, plan ids, verification codes). */
const SAMPLE_ID = '7d3c2b1a-5e4f-4a6b-8c9d-0e1f2a3b4c5d';
/** Pages of a role's context working through its cases side by side. */
const LANES = 3;
/** How long a case may take to settle (generous: a loaded CI machine is slow to parse and run the app). */
const SETTLE_TIMEOUT = 20_000;
const LOADING = 'Carregando...';
const ROUTE_ERROR = 'Algo deu errado';
const NOT_FOUND = 'Oops! Page not found';

// The four visitors are independent: let them run on both workers.
test.describe.configure({ mode: 'parallel' });

/** Where a visitor lands: the route itself, or another path. */
const HERE = 'here';
const LOGIN = '/admin/login';
/** A signed-in visitor without the role: a plain user goes to the requests, staff to the dashboard. */
const REQUESTS = '/admin/solicitacoes';
const DASHBOARD = '/admin/dashboard';
/** The not-found page, at the same path. */
const NOT_FOUND_PAGE = 'not found';
type Landing = typeof HERE | typeof LOGIN | typeof REQUESTS | typeof DASHBOARD | typeof NOT_FOUND_PAGE;

/** Route (as the router writes it) → where [anonymous, user, moderator, admin] land. */
const MATRIX: Record<string, readonly [Landing, Landing, Landing, Landing]> = {
  // Public: anyone stays. The login page sends a signed-in visitor on to their home (docs/decisions/).
  '/': [HERE, HERE, HERE, HERE],
  '/admin/login': [HERE, REQUESTS, DASHBOARD, DASHBOARD],
  '/checkout-completo/:planoId': [HERE, HERE, HERE, HERE],
  '/confirm-email': [HERE, HERE, HERE, HERE],
  '/desbloquear-conta': [HERE, HERE, HERE, HERE],
  '/verificar/:codigo': [HERE, HERE, HERE, HERE],
  '/convite/:token': [HERE, HERE, HERE, HERE],
  '/cobertura': [HERE, HERE, HERE, HERE],
  '/status': [HERE, HERE, HERE, HERE],
  // A visitor signs up there for a one-off order; a signed-in one goes on to the request form.
  '/pedido-avulso': [HERE, REQUESTS, REQUESTS, REQUESTS],
  // Any signed-in user.
  '/admin/solicitacoes': [LOGIN, HERE, HERE, HERE],
  '/admin/detalhes-certidao/:id': [LOGIN, HERE, HERE, HERE],
  '/admin/meu-perfil': [LOGIN, HERE, HERE, HERE],
  '/checkout/:planoId': [LOGIN, HERE, HERE, HERE],
  '/pagamentos': [LOGIN, HERE, HERE, HERE],
  '/adicionar-cartao': [LOGIN, HERE, HERE, HERE],
  '/planos': [LOGIN, HERE, HERE, HERE],
  '/admin/integracoes': [LOGIN, HERE, HERE, HERE],
  '/admin/integracoes/webhooks/:id': [LOGIN, HERE, HERE, HERE],
  '/monitoramento': [LOGIN, HERE, HERE, HERE],
  '/monitoramento/:id': [LOGIN, HERE, HERE, HERE],
  '/admin/notificacoes': [LOGIN, HERE, HERE, HERE],
  // The company's screens: any signed-in visitor stays; the page itself says who they are for (gestores).
  '/admin/empresa': [LOGIN, HERE, HERE, HERE],
  '/admin/kits': [LOGIN, HERE, HERE, HERE],
  '/admin/centros-custo': [LOGIN, HERE, HERE, HERE],
  '/admin/relatorios': [LOGIN, HERE, HERE, HERE],
  // Admin and moderator.
  '/admin/dashboard': [LOGIN, REQUESTS, HERE, HERE],
  '/admin/usuarios': [LOGIN, REQUESTS, HERE, HERE],
  '/admin/perfil-usuario/:id': [LOGIN, REQUESTS, HERE, HERE],
  '/admin/empresas': [LOGIN, REQUESTS, HERE, HERE],
  '/admin/empresas/:id': [LOGIN, REQUESTS, HERE, HERE],
  '/admin/visualizacao-certidao/:id': [LOGIN, REQUESTS, HERE, HERE],
  '/admin/monitoramento': [LOGIN, REQUESTS, HERE, HERE],
  '/admin/monitoramento/:id': [LOGIN, REQUESTS, HERE, HERE],
  '/admin/fontes': [LOGIN, REQUESTS, HERE, HERE],
  '/admin/emissao-assistida': [LOGIN, REQUESTS, HERE, HERE],
  '/admin/emissao-assistida/:id': [LOGIN, REQUESTS, HERE, HERE],
  '/admin/planos-assinaturas': [LOGIN, REQUESTS, HERE, HERE],
  '/admin/suporte-ajuda': [LOGIN, REQUESTS, HERE, HERE],
  '/admin/suporte/chamados': [LOGIN, REQUESTS, HERE, HERE],
  // Admin only.
  '/admin/configuracoes-sistema': [LOGIN, REQUESTS, DASHBOARD, HERE],
  '/admin/faturamento-pagamentos': [LOGIN, REQUESTS, DASHBOARD, HERE],
  '/admin/assinaturas-ativas': [LOGIN, REQUESTS, DASHBOARD, HERE],
  '/admin/usuario/novo': [LOGIN, REQUESTS, DASHBOARD, HERE],
  '/admin/cadastro-vendedor': [LOGIN, REQUESTS, DASHBOARD, HERE],
  '/admin/gerenciamento-usuarios': [LOGIN, REQUESTS, DASHBOARD, HERE],
  '/admin/historico-auditoria': [LOGIN, REQUESTS, DASHBOARD, HERE],
  // /admin and unmatched /admin/* go to the login page, which sends a signed-in visitor on to their home.
  '/admin': [LOGIN, REQUESTS, DASHBOARD, DASHBOARD],
  '/admin/qualquer-coisa': [LOGIN, REQUESTS, DASHBOARD, DASHBOARD],
  // Any other path.
  '/qualquer/coisa': [NOT_FOUND_PAGE, NOT_FOUND_PAGE, NOT_FOUND_PAGE, NOT_FOUND_PAGE],
};
/** Rows of the table that are not routes of the app. */
const NOT_ROUTES = ['/admin', '/admin/qualquer-coisa', '/qualquer/coisa'];

const fill = (path: string) => path.replace(/:[A-Za-z]+/g, SAMPLE_ID);
const pattern = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Case {
  label: string;
  url: string;
  /** The path the browser must end on. */
  expected: string;
  /** The not-found page is expected instead of a route of the table. */
  notFound?: boolean;
}

function casesFor(visitor: Visitor): Case[] {
  const column = VISITORS.indexOf(visitor);
  return Object.entries(MATRIX).map(([path, row]) => {
    const landing = row[column] as Landing;
    const url = fill(path);
    if (landing === NOT_FOUND_PAGE) return { label: path, url, expected: url, notFound: true };
    return { label: path, url, expected: landing === HERE ? url : landing };
  });
}

test('the matrix lists every route of the app, and nothing else', () => {
  expect(
    Object.keys(MATRIX)
      .filter((path) => !NOT_ROUTES.includes(path))
      .sort(),
  ).toEqual(appRoutes.map((route) => route.path).sort());
});

/** A page that records its uncaught errors (they usually say why a case went wrong). */
async function openPage(context: BrowserContext) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Each document starts with a clean slate: late errors of the previous one arrive before this event, and the
  // app boots after it (main.tsx imports its code asynchronously). Client-side redirects do not fire it.
  page.on('domcontentloaded', () => {
    errors.length = 0;
  });
  return { page, errors };
}

/**
 * Loads one case in the lane's page (a full navigation: the app starts afresh). Returns null when it lands
 * right, else what went wrong.
 */
async function visit(
  { page, errors }: Awaited<ReturnType<typeof openPage>>,
  c: Case,
): Promise<string | null> {
  const timeout = SETTLE_TIMEOUT;
  try {
    await page.goto(c.url);
    if (c.notFound) {
      await expect(page.getByText(NOT_FOUND), 'the not-found page').toBeVisible({ timeout });
      await expect(page.getByRole('link', { name: /início/i }), 'a link to the home page').toHaveAttribute(
        'href',
        paths.home.href(),
        { timeout },
      );
    } else {
      const target = appRoutes.find((route) => pattern(route.path).test(c.expected));
      if (!target) throw new Error(`${c.expected} is not a route of the table`);
      // The title follows the rendered route: once it is the target's, the router has shown it.
      await expect(page, `the title of ${c.expected}`).toHaveTitle(
        new RegExp(`^${escapeRegExp(target.title)}`),
        { timeout },
      );
    }
    // The session check and lazy pages show 'Carregando...'; the page has settled when it is gone.
    await expect(page.getByText(LOADING, { exact: true }), `no '${LOADING}' left`).toHaveCount(0, {
      timeout,
    });
    await expect(page).toHaveURL((url) => url.pathname === c.expected, { timeout });
    await expect(
      page.getByText(ROUTE_ERROR),
      'no error page (the page failed to load or render)',
    ).toHaveCount(0);
    return null;
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    const pageErrors = errors.length ? `; page errors: ${[...new Set(errors)].join(' | ')}` : '';
    return `${c.label} (${c.url}): expected ${c.expected}, on ${new URL(page.url()).pathname}: ${message}${pageErrors}`;
  }
}

for (const visitor of VISITORS) {
  test(`role matrix: ${visitor}`, async ({ browser, server }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({
      baseURL: server.url,
      storageState: visitor === 'anonymous' ? undefined : STORAGE[visitor],
    });
    const cases = casesFor(visitor);
    const queue = [...cases];
    const failures: string[] = [];
    const lane = async () => {
      const tab = await openPage(context);
      for (let c = queue.shift(); c; c = queue.shift()) {
        const failure = await visit(tab, c);
        if (failure) failures.push(failure);
      }
    };
    await Promise.all(Array.from({ length: LANES }, lane));
    await context.close();
    expect(
      failures.length,
      `${visitor}: ${failures.length} of ${cases.length} routes wrong:\n  ${failures.join('\n  ')}\n`,
    ).toBe(0);
  });
}

test.describe('while the session is checked', () => {
  test.use({ storageState: STORAGE.user });

  test(`a guarded page shows '${LOADING}', then the page`, async ({ page }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/profile', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(paths.pagamentos.href());
    await expect(page.getByText(LOADING, { exact: true })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === paths.pagamentos.href());
    release();
    await expect(page.getByText(LOADING, { exact: true })).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === paths.pagamentos.href());
  });

  test.describe('anonymous', () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test(`shows '${LOADING}', then goes to the login page`, async ({ page }) => {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/auth/profile', async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(paths.pagamentos.href());
      await expect(page.getByText(LOADING, { exact: true })).toBeVisible();
      release();
      await expect(page).toHaveURL((url) => url.pathname === paths.login.href());
    });
  });
});
