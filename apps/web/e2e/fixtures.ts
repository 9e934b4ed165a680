/**
 * What every e2e spec imports (docs/web-conventions.md): `test` with the fixtures below, `expect`, `checkA11y`,
 * `expectNoHorizontalOverflow` and the `STORAGE` files of the signed-in roles.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ApiClient, type CreateUserRequest, createApiClient, type User } from '@certidao/api-client';
import { runAxe } from '@certidao/ui/testing/axe';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export { expect };

/**
 * The signed-in states of this run: the global setup gives each server its own folder (E2E_AUTH_DIR,
 * e2e/.auth/<port>), so runs on the same machine never sign each other's browsers in with a foreign cookie.
 */
const AUTH_DIR = process.env.E2E_AUTH_DIR ?? fileURLToPath(new URL('./.auth', import.meta.url));
const authFile = (role: string) => join(AUTH_DIR, `${role}.json`);

/** Signed-in browser states written by the `setup` project: `test.use({ storageState: STORAGE.user })`. */
export const STORAGE = {
  user: authFile('user'),
  moderator: authFile('moderator'),
  admin: authFile('admin'),
} as const;

export type SignedInRole = keyof typeof STORAGE;

/** The password of every account the tests create (8+ characters with lower, upper, digit and symbol). */
export const TEST_PASSWORD = 'Senha@123';

/** The accounts behind STORAGE: a confirmed customer and a moderator (created by the setup project), the admin. */
export const ACCOUNTS: Record<SignedInRole, { email: string; password: string }> = {
  user: { email: 'cliente.e2e@teste.com.br', password: TEST_PASSWORD },
  moderator: { email: 'moderador.e2e@teste.com.br', password: TEST_PASSWORD },
  get admin() {
    return { email: env('E2E_ADMIN_EMAIL'), password: env('E2E_ADMIN_PASSWORD') };
  },
};

function env(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `${name} is not set: run the e2e tests with -c apps/web/playwright.config.ts (its global setup starts the server).`,
    );
  }
  return value;
}

export interface E2eServer {
  /** The app, e.g. http://127.0.0.1:41234 (also the `baseURL` of every page). */
  url: string;
  /** `${url}/api` */
  apiUrl: string;
  /** The server's DATA_DIR. */
  dataDir: string;
  /**
   * The e-mails sent so far (.eml files of DATA_DIR/outbox), oldest first, with quoted-printable soft line
   * breaks and escapes decoded so links can be matched whole.
   */
  outbox(): string[];
}

export interface NewUser {
  email: string;
  password: string;
  userId: string;
  /** An api-client signed in as this user (bearer token). */
  api: ApiClient;
}

interface TestFixtures {
  /** Creates a confirmed customer with no plan through the admin API and signs it in (API only). */
  newUser: (overrides?: Partial<CreateUserRequest>) => Promise<NewUser>;
  /**
   * Signs the page's browser context in through `POST /api/auth/login` (so the session cookie lands in the
   * context), without going through the login form. Returns the signed-in user.
   */
  signIn: (page: Page, email: string, password: string) => Promise<User>;
}

interface WorkerFixtures {
  server: E2eServer;
  /** An api-client signed in as the admin. */
  adminApi: ApiClient;
}

function decodeQuotedPrintable(text: string): string {
  return (
    text
      .replace(/=\r?\n/g, '')
      // Runs of escaped bytes are UTF-8 ('Cobran=C3=A7a' is 'Cobrança'), as emlText of @certidao/api/testing reads them
      // (that module is not imported here: it would load the whole server into every test worker).
      .replace(/(?:=[0-9A-F]{2})+/g, (bytes) =>
        Buffer.from(bytes.replaceAll('=', ''), 'hex').toString('utf8'),
      )
  );
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // A page the server rendered (the requests list, a request's page: `#app-data`) shows its content before the
  // app has hydrated it, and a press before that does nothing: navigations wait for the app (`data-hydrated`).
  // Pages under /api/ (the references) are not the app: the check would only queue behind their renderer's
  // first draw, which on a slow machine keeps the main thread busy longer than the wait.
  page: async ({ page }, use) => {
    const hydrated = () =>
      new URL(page.url()).pathname.startsWith('/api/') ||
      page.waitForFunction(
        () => !document.getElementById('app-data') || document.documentElement.hasAttribute('data-hydrated'),
        undefined,
        { timeout: 30_000 },
      );
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated();
      return response;
    };
    await use(page);
  },
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies destructured.
    async ({}, use) => {
      const url = env('E2E_BASE_URL');
      const dataDir = env('E2E_DATA_DIR');
      await use({
        url,
        apiUrl: `${url}/api`,
        dataDir,
        outbox() {
          const dir = join(dataDir, 'outbox');
          try {
            return readdirSync(dir)
              .filter((file) => file.endsWith('.eml'))
              .sort()
              .map((file) => decodeQuotedPrintable(readFileSync(join(dir, file), 'utf8')));
          } catch {
            return [];
          }
        },
      });
    },
    { scope: 'worker' },
  ],

  adminApi: [
    async ({ server }, use) => {
      const { email, password } = ACCOUNTS.admin;
      const { accessToken } = await createApiClient({ baseUrl: server.apiUrl }).login({
        body: { email, password },
      });
      await use(createApiClient({ baseUrl: server.apiUrl, token: accessToken }));
    },
    { scope: 'worker' },
  ],

  newUser: async ({ adminApi, server }, use) => {
    await use(async (overrides = {}) => {
      const email = overrides.email ?? `cliente-${randomUUID().slice(0, 8)}@teste.com.br`;
      const password = overrides.password ?? TEST_PASSWORD;
      const user = await adminApi.createUsuario({
        body: {
          firstName: 'Cliente',
          lastName: 'Teste',
          role: 'user',
          status: 'active',
          ...overrides,
          email,
          password,
        },
      });
      const { accessToken } = await createApiClient({ baseUrl: server.apiUrl }).login({
        body: { email, password },
      });
      return {
        email,
        password,
        userId: user.id,
        api: createApiClient({ baseUrl: server.apiUrl, token: accessToken }),
      };
    });
  },

  signIn: async ({ server }, use) => {
    await use(async (page, email, password) => {
      const response = await page.request.post(`${server.url}/api/auth/login`, { data: { email, password } });
      if (!response.ok()) {
        throw new Error(
          `signIn(${email}): POST /api/auth/login answered ${response.status()} ${await response.text()}`,
        );
      }
      return ((await response.json()) as { user: User }).user;
    });
  },
});

const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface A11yOptions {
  /** Only check inside this selector. */
  include?: string;
  /** Leave these selectors out. */
  exclude?: string | string[];
  /** axe rule ids to skip (say why next to the call). */
  disableRules?: string[];
  /**
   * Check colour contrast only inside these selectors, every other rule on the whole page. For a long page made
   * of one repeated template (the public API reference: about 4,000 text nodes over 160,000 px), where axe's
   * contrast rule alone takes 15 s on an idle machine and past the test's timeout on a busy one: a sample of each
   * kind of block checks the same colours.
   */
  contrastIn?: string[];
}

/**
 * A pending React Aria button announces itself through the live announcer by `aria-labelledby`; when the button
 * goes away (a step or dialog changes), the announcement points at a missing id until the announcer drops it (a
 * few seconds), and axe reports that. checkA11y waits for such stale announcements to go first.
 */
async function settleAnnouncements(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('[data-live-announcer] [aria-labelledby]')].filter(
              (node) => !document.getElementById(node.getAttribute('aria-labelledby') ?? ''),
            ).length,
        ),
      { timeout: 30_000, message: 'stale live announcements are dropped' },
    )
    .toBe(0);
}

/**
 * Runs axe (WCAG 2.0/2.1 A and AA rules) on the page as it is now; violations of serious or critical impact
 * fail the test with their rule ids, the elements concerned and axe's help.
 */
export async function checkA11y(page: Page, options: A11yOptions = {}): Promise<void> {
  await test.step(
    `axe: ${new URL(page.url()).pathname}`,
    async () => {
      // A page behind another tab (e.g. after a popup opened) gets no animation frames and axe would hang.
      await page.bringToFront();
      // A dialog or toast fading in is measured at its final colours, not half-transparent: wait for the
      // finite animations running now (spinners loop forever and are left alone, and a paused animation,
      // as reduced motion leaves some, would never finish). At most 5 s: one paused or restarted after this
      // look (a colour scheme emulated, a list refilled) would otherwise keep the check waiting for ever.
      await page.evaluate(() =>
        Promise.race([
          Promise.all(
            document
              .getAnimations()
              .filter(
                (a) =>
                  a.playState === 'running' && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
              )
              .map((a) => a.finished.catch(() => undefined)),
          ),
          new Promise((resolve) => setTimeout(resolve, 5_000)),
        ]),
      );
      await settleAnnouncements(page);
      // A fresh axe in the page for every check (runAxe's `fresh`): see there why.
      const exclude = [options.exclude ?? []].flat();
      const disabled = [...(options.disableRules ?? []), ...(options.contrastIn ? ['color-contrast'] : [])];
      const { violations } = await runAxe(
        page,
        {
          runOnly: { type: 'tag', values: A11Y_TAGS },
          rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
        },
        options.include ? { include: [options.include], exclude } : exclude.length ? { exclude } : undefined,
        { fresh: true },
      );
      if (options.contrastIn) {
        const contrast = await runAxe(
          page,
          { runOnly: { type: 'rule', values: ['color-contrast'] } },
          { include: options.contrastIn, exclude },
          { fresh: true },
        );
        violations.push(...contrast.violations);
      }
      const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      const report = blocking
        .map((v) => {
          const targets = v.nodes
            .slice(0, 8)
            .map((node) => `      ${node.target.join(' ')}`)
            .join('\n');
          const more = v.nodes.length > 8 ? `\n      … and ${v.nodes.length - 8} more` : '';
          return `  - ${v.id} (${v.impact}): ${v.help}\n    ${v.helpUrl}\n${targets}${more}`;
        })
        .join('\n');
      expect(
        blocking.length,
        `axe found ${blocking.length} serious or critical violation(s) on ${page.url()}:\n${report}\n`,
      ).toBe(0);
    },
    { box: true },
  );
}

/**
 * checkA11y, retried until it passes: for pages that keep changing while they are checked (a list that
 * other files' requests fill, a progress bar); a violation that stays fails. A page with a toast on
 * screen is checked once with `checkA11y`, so that a passing violation cannot hide behind a retry.
 */
export async function a11y(page: Page, timeout = 30_000): Promise<void> {
  await expect(() => checkA11y(page)).toPass({ timeout });
}

/** Fails when the page scrolls sideways (document wider than the viewport), naming the widest elements. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth, offenders } = await page.evaluate(() => {
    const width = window.innerWidth;
    const scrolling = document.scrollingElement ?? document.documentElement;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).join('.')}`
          : ''
      } (right edge ${Math.round(el.getBoundingClientRect().right)} px)`;
    const offenders =
      scrolling.scrollWidth > width
        ? [...document.body.querySelectorAll('*')]
            .filter((el) => el.getBoundingClientRect().right > width + 0.5)
            .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
            .slice(0, 5)
            .map(describe)
        : [];
    return { scrollWidth: scrolling.scrollWidth, innerWidth: width, offenders };
  });
  expect(
    scrollWidth,
    `${page.url()} scrolls horizontally: ${scrollWidth} px of content in a ${innerWidth} px viewport. Widest elements:\n  ${offenders.join('\n  ')}\n`,
  ).toBeLessThanOrEqual(innerWidth);
}

/**
 * A design-system `Table` wider than its box (a list at 390 px): it opens at its first column with the cue that
 * more columns are to the right, and once scrolled to its end the first column is still where it was (pinned)
 * and the cue says so. Leaves the table scrolled back to its start.
 */
export async function expectTablePinnedFirstColumn(grid: Locator): Promise<void> {
  const box = grid.locator('xpath=..');
  await expect(box).toHaveAttribute('data-scroll-end');
  await expect(box).not.toHaveAttribute('data-scroll-start');
  const firstHeaderLeft = () =>
    grid.evaluate((table) => {
      const first = table.querySelector('[role="columnheader"]') as HTMLElement;
      return (
        first.getBoundingClientRect().left - (table.parentElement as HTMLElement).getBoundingClientRect().left
      );
    });
  expect(await box.evaluate((el) => el.scrollLeft)).toBe(0);
  const atOpen = await firstHeaderLeft();
  expect(atOpen).toBeGreaterThanOrEqual(0);
  await box.evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
  });
  await expect(box).toHaveAttribute('data-scroll-start');
  await expect(box).not.toHaveAttribute('data-scroll-end');
  expect(await firstHeaderLeft()).toBe(atOpen);
  await box.evaluate((el) => {
    el.scrollLeft = 0;
  });
  await expect(box).not.toHaveAttribute('data-scroll-start');
}

/** Fills a card form (`CardForm`): the card, and the holder's address (name, e-mail, CPF and phone come prefilled). */
export async function fillCard(scope: Page | Locator, number: string): Promise<void> {
  await scope.getByLabel(/^Nome no cartão/).fill('MARIA A SILVA');
  await scope.getByLabel(/^Número do cartão/).fill(number);
  await scope.getByLabel(/^Validade/).fill('12/35');
  await scope.getByLabel(/^CVC/).fill('123');
  await scope.getByLabel(/^CEP/).fill('01310-100');
  await scope.getByLabel(/^Número\*?$/).fill('1000');
}

/** Fills the person of the open new-request form (name, CPF typed for its mask, date of birth); returns the form. */
export async function fillRequestParty(page: Page, nome: string, cpf = '52998224725'): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Nova solicitação' });
  await form.getByRole('textbox', { name: /^(Nome completo|Razão social)/ }).fill(nome);
  await form.getByRole('textbox', { name: /^CPF/ }).pressSequentially(cpf);
  await form
    .getByRole('group', { name: /Data de nascimento/ })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type('15031985');
  return form;
}

/** A plan on sale in the seed that `pick` chooses (e.g. the unlimited one). */
export async function seededPlan(api: ApiClient, pick: (p: { limite: number; valor: number }) => boolean) {
  const { data } = await api.getPlanosPublicos({ query: { page: 1, limit: 100 } });
  const found = data.find(pick);
  if (!found) throw new Error('no suitable plan in the seed');
  return found;
}

/** A new customer with the seed's unlimited plan granted by the admin. */
export async function customerWithPlan(
  newUser: () => Promise<NewUser>,
  adminApi: ApiClient,
): Promise<NewUser> {
  const user = await newUser();
  const unlimited = await seededPlan(user.api, (p) => p.limite === 0);
  await adminApi.concederPlanoUsuario({ path: { id: user.userId }, body: { planoId: unlimited.id } });
  return user;
}
