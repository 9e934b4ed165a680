/**
 * The role matrix, generated from the app's own route table: every route × {anonymous, user,
 * moderator, admin} lands where `redirectFor` says (or stays), plus /admin, unmatched /admin/* and unknown paths.
 * One browser context per role, a few pages at a time.
 */
import type { BrowserContext } from '@playwright/test';
import { homeFor, paths } from '../src/app/paths.ts';
import { appRoutes } from '../src/app/routes.tsx';
import { type Role, redirectFor } from '../src/session/access.ts';
import { expect, STORAGE, test } from './fixtures.ts';

type Visitor = Role | 'anonymous';
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
  // /admin and unmatched /admin/* go to the login page, which sends a signed-in visitor on to their
  // home (docs/decisions.md, 'Web app').
  const login = visitor === 'anonymous' ? paths.login.href() : homeFor(visitor);
  return [
    ...appRoutes.map((route) => ({
      label: route.path,
      url: fill(route.path),
      expected: route.name === 'login' ? login : (redirectFor(route.access, visitor) ?? fill(route.path)),
    })),
    { label: '/admin', url: '/admin', expected: login },
    { label: '/admin/* (unmatched)', url: '/admin/qualquer-coisa', expected: login },
    { label: 'unknown path', url: '/qualquer/coisa', expected: '/qualquer/coisa', notFound: true },
  ];
}

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
