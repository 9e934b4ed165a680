/**
 * Certificate requests (list and detail, statuses followed live, retry and cancel, the new-request rules
 * and messages): create for a person and for a company and watch every certificate reach Concluída
 * without reloading, even when the list that first shows a request was read before its certificates finished;
 * a FALHA request fails and 'Tentar novamente' fixes it (list and detail); cancel (on a
 * server of its own with a slower sandbox, so jobs can be caught running); open and download a PDF; the plan
 * refusals; another user's request is a 404 page; only an admin sees the request id; axe on every page; 390 px.
 */

import { ADMIN_PASSWORD, startTestServer, type TestServer } from '@certidao/api/testing';
import { createApiClient } from '@certidao/api-client';
import { buildSolicitacaoPayload, type NovaSolicitacaoInput } from '@certidao/domain';
import type { Locator, Page } from '@playwright/test';
import {
  a11y,
  customerWithPlan,
  expect,
  expectNoHorizontalOverflow,
  STORAGE,
  seededPlan,
  test,
} from './fixtures.ts';

const LIST = '/admin/solicitacoes';
const MOBILE = { width: 390, height: 844 } as const;
/** The list polls every 5 s: a few rounds, with room for a machine busy with other suites. */
const LIVE = { timeout: 45_000 };

const PERSON: NovaSolicitacaoInput = {
  tipoPessoa: 'fisica',
  nomeCompleto: 'Maria Aparecida da Silva',
  cpf: '529.982.247-25',
  rg: '12.345.678-9',
  dataNascimento: '1985-03-15',
};

const toasts = (page: Page) => page.getByRole('region', { name: /notificaç/i });
const requestCard = (page: Page, nome: string) => page.getByRole('article', { name: nome });
const certificates = (card: Locator) => card.getByRole('list', { name: 'Certidões' }).getByRole('listitem');

/** The certificates whose status badge reads 'Concluída' (a failure's text 'não foi concluída' is not one). */
function concluded(certs: Locator): Locator {
  return certs.filter({ has: certs.page().getByText('Concluída', { exact: true }) });
}

async function expectAllConcluded(card: Locator, count: number) {
  await expect(certificates(card)).toHaveCount(count);
  await expect(concluded(certificates(card))).toHaveCount(count, LIVE);
}

test.describe('/admin/solicitacoes', () => {
  test('a customer creates a request for a person and one for a company and watches them complete', async ({
    page,
    newUser,
    adminApi,
    signIn,
  }) => {
    test.slow();
    const user = await customerWithPlan(newUser, adminApi);
    await signIn(page, user.email, user.password);
    await page.goto(LIST);
    await expect(page.getByRole('heading', { level: 1, name: /^Solicitações/ })).toContainText('0');
    await expect(page.getByText('Nenhuma solicitação encontrada')).toBeVisible();
    await a11y(page);

    await page.getByRole('button', { name: 'Nova solicitação' }).click();
    const form = page.getByRole('form', { name: 'Nova solicitação' });
    await expect(form.getByText('solicitações ilimitadas neste mês')).toBeVisible();
    // Empty: the new-request form's messages, nothing sent.
    await form.getByRole('button', { name: 'Criar solicitação' }).click();
    await expect(form.getByText('Nome completo é obrigatório.')).toBeVisible();
    await expect(form.getByText('CPF é obrigatório para pessoa física.')).toBeVisible();
    await expect(form.getByText('Data de nascimento é obrigatória para pessoa física.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^(Nome completo|Razão social)/ })).toBeFocused();
    await a11y(page);

    await form.getByRole('textbox', { name: /^(Nome completo|Razão social)/ }).fill(PERSON.nomeCompleto);
    await form.getByRole('textbox', { name: /^CPF/ }).pressSequentially('52998224725');
    await form.getByRole('textbox', { name: 'RG' }).fill('12.345.678-9');
    await form
      .getByRole('group', { name: /Data de nascimento/ })
      .getByRole('spinbutton')
      .first()
      .click();
    await page.keyboard.type('15031985');
    await form.getByRole('textbox', { name: 'Observação' }).fill('Due diligence do imóvel');
    await form.getByRole('button', { name: 'Criar solicitação' }).click();
    await expect(toasts(page).getByText('Solicitações criadas com sucesso!')).toBeVisible();
    await expect(form).toBeHidden();

    const person = requestCard(page, PERSON.nomeCompleto);
    await expect(person).toContainText('CPF 529.982.247-25');
    // All 10 certificate types, completed live (no reload).
    await expectAllConcluded(person, 10);
    // A customer never sees the request id.
    await expect(person.getByText(/^ID:/)).toHaveCount(0);

    // A company: CNPJ instead of the person fields; the types that apply to a company.
    await page.getByRole('button', { name: 'Nova solicitação' }).click();
    await form.getByText('Pessoa jurídica', { exact: true }).click();
    await expect(form.getByRole('textbox', { name: /^CPF/ })).toHaveCount(0);
    await form
      .getByRole('textbox', { name: /^(Nome completo|Razão social)/ })
      .fill('Imobiliária Exemplo Ltda');
    await form.getByRole('button', { name: 'Criar solicitação' }).click();
    await expect(form.getByText('CNPJ é obrigatório para pessoa jurídica.')).toBeVisible();
    await form.getByRole('textbox', { name: /^CNPJ/ }).pressSequentially('11222333000181');
    await form.getByRole('button', { name: 'Criar solicitação' }).click();
    const company = requestCard(page, 'Imobiliária Exemplo Ltda');
    await expect(company).toContainText('CNPJ 11.222.333/0001-81');
    await expectAllConcluded(company, 9);
    await expect(page.getByRole('heading', { level: 1, name: /^Solicitações/ })).toContainText('2');
    await a11y(page);

    // Filters: by CPF, then by type (the inventory certificate exists only for people).
    await page.getByRole('button', { name: 'Filtros' }).click();
    await page.getByRole('textbox', { name: 'CPF/CNPJ' }).fill('11222333000181');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/cpf=11222333000181/);
    await expect(company).toBeVisible();
    await expect(person).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();
    await page.getByRole('button', { name: 'Limpar' }).click();
    await expect(person).toBeVisible();
    await page.getByRole('button', { name: /Tipo de certidão/ }).click();
    await page.getByRole('option', { name: /Inventários/ }).click();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(person).toBeVisible();
    await expect(company).toHaveCount(0);
    await page.getByRole('button', { name: 'Limpar' }).click();

    // Phone width: nothing scrolls sideways.
    await page.setViewportSize(MOBILE);
    await expect(company).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await a11y(page);
  });

  test('a FALHA request fails; Tentar novamente on the card and on the detail fixes it', async ({
    page,
    newUser,
    adminApi,
    signIn,
  }) => {
    test.slow();
    const user = await customerWithPlan(newUser, adminApi);
    const onList = await user.api.createSolicitacao({
      body: buildSolicitacaoPayload({ ...PERSON, nomeCompleto: 'Joana FALHA Lista' }),
    });
    await signIn(page, user.email, user.password);
    await page.goto(LIST);
    const card = requestCard(page, 'Joana FALHA Lista');
    const retry = card.getByRole('button', { name: 'Tentar novamente' });
    await expect(retry).toBeVisible(LIVE);
    await expect(certificates(card).filter({ hasText: 'Falhou' })).toHaveCount(10, LIVE);
    await expect(card.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);
    await a11y(page);
    await retry.click();
    await expect(toasts(page).getByText('Certidões reenviadas para processamento.')).toBeVisible();
    await expectAllConcluded(card, 10);
    await expect(retry).toHaveCount(0);
    expect((await user.api.getSolicitacao({ path: { id: onList.id } })).status).toBe('concluido');

    // On the detail: each failed certificate has its error text and its own retry.
    const onDetail = await user.api.createSolicitacao({
      body: buildSolicitacaoPayload({ ...PERSON, nomeCompleto: 'Joana FALHA Detalhe' }),
    });
    // Made elsewhere (the API): it shows up on the next visit.
    await page.goto(LIST);
    await requestCard(page, 'Joana FALHA Detalhe').getByRole('link', { name: 'Ver detalhes' }).click();
    await expect(page).toHaveURL(`/admin/detalhes-certidao/${onDetail.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Joana FALHA Detalhe' })).toBeVisible();
    const retries = page.getByRole('button', { name: /^Tentar novamente: / });
    // The detail polls every 10 s; 'Atualizar status' reads the request at once.
    await page.getByRole('button', { name: 'Atualizar status' }).click();
    await expect(toasts(page).getByText('Solicitação atualizada com sucesso.')).toBeVisible();
    await expect(retries).toHaveCount(10, LIVE);
    await expect(page.getByText(/não foi concluída \(serviço indisponível\)/).first()).toBeVisible();
    await expect(page.getByText('Nenhuma certidão foi gerada ainda')).toBeVisible();
    await a11y(page);
    await retries.first().click();
    await expect(toasts(page).getByText('Certidão reenfileirada com sucesso.')).toBeVisible();
    await expect(retries).toHaveCount(9, LIVE);
    await expect(concluded(page.getByRole('article'))).toHaveCount(1, LIVE);
  });

  test('PDFs: open, download (a real PDF) and the verification code', async ({
    page,
    newUser,
    adminApi,
    signIn,
  }) => {
    test.slow();
    const user = await customerWithPlan(newUser, adminApi);
    const created = await user.api.createSolicitacao({ body: buildSolicitacaoPayload(PERSON) });
    await signIn(page, user.email, user.password);
    await page.goto(`/admin/detalhes-certidao/${created.id}`);
    await expect(page.getByRole('link', { name: 'Voltar para solicitações' })).toHaveAttribute('href', LIST);
    await expect(page.getByText('Due diligence')).toHaveCount(0);
    await expect(page.getByText('Nenhuma observação.')).toBeVisible();
    const baixar = page.getByRole('link', { name: /^Baixar certidao-/ });
    // The detail follows the certificates until the last one is issued.
    await expect(baixar).toHaveCount(10, LIVE);
    await a11y(page);

    const [download] = await Promise.all([page.waitForEvent('download'), baixar.first().click()]);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path).subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);

    // 'Baixar todos': one ZIP holding resumo.csv and every PDF (its end record counts the entries).
    const [zipDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /^Baixar todos/ }).click(),
    ]);
    expect(zipDownload.suggestedFilename()).toBe(`certidoes-${created.id.slice(0, 8)}.zip`);
    const zip = readFileSync(await zipDownload.path());
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(zip.readUInt32LE(zip.length - 22)).toBe(0x06054b50);
    expect(zip.readUInt16LE(zip.length - 12)).toBe(11);
    // The first entry's local header names it: the request's summary comes before the PDFs.
    expect(zip.subarray(30, 30 + zip.readUInt16LE(26)).toString('utf8')).toBe('resumo.csv');

    const abrir = page.getByRole('link', { name: /^Abrir / }).first();
    await expect(abrir).toHaveAttribute('target', '_blank');
    const href = (await abrir.getAttribute('href')) ?? '';
    expect(href).toContain('disposition=inline');
    const opened = await page.request.get(href);
    expect(opened.headers()['content-type']).toContain('application/pdf');
    expect((await opened.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');

    // Each PDF's verification code leads to the public verification page.
    // In the page (the menu's 'Monitoramento' would match the pattern too).
    const code = page
      .getByRole('main')
      .getByRole('link', { name: /^[A-Za-z0-9-]{6,64}$/ })
      .first();
    const codigo = (await code.textContent()) ?? '';
    await code.click();
    await expect(page).toHaveURL(`/verificar/${codigo}`);

    // Phone width.
    await page.setViewportSize(MOBILE);
    await page.goto(`/admin/detalhes-certidao/${created.id}`);
    await expect(baixar).toHaveCount(10);
    await expectNoHorizontalOverflow(page);
    await a11y(page);
  });

  test('the plan refusals: no plan, and the monthly limit reached, with a link to the plans and the one-off order', async ({
    page,
    newUser,
    adminApi,
    signIn,
  }) => {
    test.slow();
    const noPlan = await newUser();
    await signIn(page, noPlan.email, noPlan.password);
    await page.goto(LIST);
    await page.getByRole('button', { name: 'Nova solicitação' }).click();
    const form = page.getByRole('form', { name: 'Nova solicitação' });
    await expect(form.getByText('Você não possui um plano ativo.', { exact: false }).first()).toBeVisible();
    await expect(form.getByRole('link', { name: 'Ver planos' }).first()).toHaveAttribute('href', '/planos');
    await expect(form.getByText(/Você também pode fazer um pedido avulso/)).toBeVisible();

    const limited = await newUser();
    const basico = await seededPlan(limited.api, (p) => p.limite > 0);
    await adminApi.concederPlanoUsuario({ path: { id: limited.userId }, body: { planoId: basico.id } });
    for (let i = 0; i < basico.limite; i++) {
      await limited.api.createSolicitacao({
        body: buildSolicitacaoPayload({
          tipoPessoa: 'juridica',
          nomeCompleto: `Empresa ${i}`,
          cnpj: '11222333000181',
        }),
      });
    }
    await page.context().clearCookies();
    await signIn(page, limited.email, limited.password);
    await page.goto(LIST);
    await page.getByRole('button', { name: 'Nova solicitação' }).click();
    await expect(
      form.getByText(`Você atingiu o limite de ${basico.limite} solicitações`).first(),
    ).toBeVisible();
    await form.getByText('Pessoa jurídica', { exact: true }).click();
    await form.getByRole('textbox', { name: /^(Nome completo|Razão social)/ }).fill('Empresa Excedente');
    await form.getByRole('textbox', { name: /^CNPJ/ }).pressSequentially('11222333000181');
    await expect(form.getByRole('link', { name: 'Ver planos' }).first()).toHaveAttribute('href', '/planos');
    // The month is used up: the request can still be ordered one-off, paid on its own.
    await form.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await expect(page.getByRole('dialog', { name: 'Pagamento do pedido avulso' })).toBeVisible();
    await a11y(page);
  });

  test("a user never sees another user's request", async ({ page, newUser, adminApi, signIn }) => {
    // Two accounts (one buys a plan and orders), a sign-in and two pages checked by axe: 46.7 s once on the
    // loaded CI machine, past the single-page budget.
    test.slow();
    const owner = await customerWithPlan(newUser, adminApi);
    const theirs = await owner.api.createSolicitacao({
      body: buildSolicitacaoPayload({ ...PERSON, nomeCompleto: 'Pedido Alheio' }),
    });
    const other = await newUser();
    await signIn(page, other.email, other.password);
    await page.goto(`/admin/detalhes-certidao/${theirs.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitação não encontrada' })).toBeVisible();
    await expect(page.getByText('Pedido Alheio')).toHaveCount(0);
    await a11y(page);
    await page.goto(LIST);
    await expect(page.getByText('Nenhuma solicitação encontrada')).toBeVisible();
    await expect(page.getByText('Pedido Alheio')).toHaveCount(0);
  });
});

test.describe('the first screen from the server', () => {
  test("the list and a request's page arrive rendered, without any script, and the app takes them over", async ({
    browser,
    page,
    newUser,
    adminApi,
    signIn,
  }) => {
    // Two browser contexts and four page loads: past 45 s on a slow machine under CI's load.
    test.slow();
    const user = await customerWithPlan(newUser, adminApi);
    const created = await user.api.createSolicitacao({
      body: buildSolicitacaoPayload({ ...PERSON, nomeCompleto: 'Pedido Do Servidor' }),
    });
    await signIn(page, user.email, user.password);
    // The same session with scripts off: what the HTML alone shows is the page, with its data.
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const html = await noScript.newPage();
    await html.goto(LIST);
    await expect(html).toHaveTitle('Solicitações | Certidão Ágil');
    await expect(html.getByRole('heading', { level: 1, name: /^Solicitações/ })).toContainText('1');
    await expect(requestCard(html, 'Pedido Do Servidor')).toBeVisible();
    await html.goto(`/admin/detalhes-certidao/${created.id}`);
    await expect(html.getByRole('heading', { level: 1, name: 'Pedido Do Servidor' })).toBeVisible();
    await noScript.close();

    // With scripts the app hydrates that HTML (no error, nothing read again before it shows) and works on.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // React adopts the HTML rather than drawing the page again: the page's heading and card are still the
    // elements the HTML made (marked once the HTML is parsed, before any script of the app runs).
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        for (const element of document.querySelectorAll('main *')) element.setAttribute('data-from-html', '');
      });
    });
    const fromHtml = (locator: Locator) =>
      locator.evaluate((element) => element.hasAttribute('data-from-html'));
    await page.goto(`/admin/detalhes-certidao/${created.id}`);
    expect(await fromHtml(page.getByRole('heading', { level: 1, name: 'Pedido Do Servidor' }))).toBe(true);
    await page.goto(LIST);
    const card = requestCard(page, 'Pedido Do Servidor');
    expect(await fromHtml(card)).toBe(true);
    expect(await fromHtml(page.getByRole('heading', { level: 1, name: /^Solicitações/ }))).toBe(true);
    // Its scripts were preloaded from the page's template in one insertion (src/main.tsx): the page's own among
    // them, each once (Vite's loader, which would append a link per module, found them there).
    const preloads = await page.evaluate(() => ({
      left: (document.getElementById('app-preloads') as HTMLTemplateElement | null)?.content
        .childElementCount,
      hrefs: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
        l.getAttribute('href'),
      ),
    }));
    expect(preloads.left).toBe(0);
    const paths = preloads.hrefs.map((href) => new URL(href ?? '', page.url()).pathname);
    expect(new Set(paths).size).toBe(paths.length);
    expect(preloads.hrefs.some((href) => /^\/assets\/SolicitacoesPage-[^/]*\.js$/.test(href ?? ''))).toBe(
      true,
    );
    await card.getByRole('link', { name: 'Ver detalhes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pedido Do Servidor' })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para solicitações' }).click();
    await expect(card).toBeVisible();
    await a11y(page);
    expect(errors).toEqual([]);
  });
});

test.describe('as the admin', () => {
  test.use({ storageState: STORAGE.admin });

  test('the admin sees the request id on the cards', async ({ page, adminApi }) => {
    // The admin's list follows every customer's requests, which the other test files keep busy: axe runs on a
    // page that changes under it and may need a few rounds.
    test.slow();
    const created = await adminApi.createSolicitacao({
      body: buildSolicitacaoPayload({ ...PERSON, nomeCompleto: `Admin Pedido ${Date.now()}` }),
    });
    await page.goto(LIST);
    const card = requestCard(page, created.dadosGerais.nomeCompleto);
    await expect(card.getByText(`ID: ${created.id}`)).toBeVisible();
    // More rounds than usual: the page keeps changing while the other files' requests are issued.
    await a11y(page, 60_000);
  });
});

test.describe('on a slower sandbox: live progress, the polling fallback, cancel', () => {
  // A server of its own whose certificates take seconds (TJSP ~20–70 s), so they can be cancelled while they
  // run; the shared server issues instantly.
  let slow: TestServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    slow = await startTestServer({}, { SANDBOX_TIME_SCALE: '0.01' }, { serveWeb: true });
  });
  test.afterAll(async () => {
    await slow?.close();
  });

  /** A customer of the slow server with an unlimited plan, signed in on the page. */
  async function slowCustomer(page: Page) {
    const admin = createApiClient({ baseUrl: slow.apiUrl });
    const { accessToken } = await admin.login({
      body: { email: slow.config.adminEmail, password: ADMIN_PASSWORD },
    });
    const adminApi = createApiClient({ baseUrl: slow.apiUrl, token: accessToken });
    const user = await slow.createUser('user');
    const unlimited = await seededPlan(user.api, (p) => p.limite === 0);
    await adminApi.concederPlanoUsuario({ path: { id: user.userId }, body: { planoId: unlimited.id } });
    const login = await page.request.post(`${slow.url}/api/auth/login`, {
      data: { email: user.email, password: user.password },
    });
    expect(login.ok()).toBe(true);
    return user;
  }

  /** Two of the quicker certificates (a few seconds each here), so a run is watched from start to end. */
  const QUICK_TYPES = ['receita-federal', 'trf3'];
  function quickRequest(nomeCompleto: string) {
    const payload = buildSolicitacaoPayload({ ...PERSON, nomeCompleto });
    return { ...payload, certidoes: payload.certidoes.filter((c) => QUICK_TYPES.includes(c.tipoCertidao)) };
  }

  /** Counts the calls the page makes: job polls, list reads and event streams opened. */
  function countCalls(page: Page) {
    const calls = { jobPolls: 0, listReads: 0, streams: 0 };
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/automations/job/')) calls.jobPolls++;
      else if (pathname === '/api/solicitacoes') calls.listReads++;
      else if (pathname === '/api/solicitacoes/eventos') calls.streams++;
    });
    return calls;
  }

  test('live progress comes by push: the certificates advance with no job polling', async ({ page }) => {
    test.slow();
    const user = await slowCustomer(page);
    await user.api.createSolicitacao({ body: quickRequest('Pedido Ao Vivo') });
    const calls = countCalls(page);
    await page.goto(`${slow.url}${LIST}`);
    const card = requestCard(page, 'Pedido Ao Vivo');
    await expect(certificates(card)).toHaveCount(2);
    await expect(concluded(certificates(card))).toHaveCount(2, { timeout: 60_000 });
    expect(calls.streams).toBe(1);
    expect(calls.jobPolls).toBe(0);
    // The list is read when a certificate finishes (so its buttons follow), not every 5 s.
    expect(calls.listReads).toBeLessThanOrEqual(4);
  });

  test('a certificate that finishes before its card is drawn shows finished', async ({ page }) => {
    test.slow();
    const user = await slowCustomer(page);
    const calls = countCalls(page);
    // A list with a request follows the stream (an empty one has nothing to follow).
    await user.api.createSolicitacao({ body: quickRequest('Pedido Anterior') });
    const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/solicitacoes/eventos');
    await page.goto(`${slow.url}${LIST}`);
    await expect(concluded(certificates(requestCard(page, 'Pedido Anterior')))).toHaveCount(2, LIVE);
    await stream;
    // From here on, every read of the list is answered with what it read when asked, but only once every
    // certificate of the new request has finished and its events have reached the page: they all come while
    // no card shows them.
    let settled = false;
    let finished: Promise<void> | undefined;
    await page.route(
      (url) => url.pathname === '/api/solicitacoes',
      async (route) => {
        if (settled) return route.continue();
        const response = await route.fetch();
        await finished;
        settled = true;
        await route.fulfill({ response });
      },
    );
    const created = await user.api.createSolicitacao({ body: quickRequest('Pedido Lido Antes') });
    finished = (async () => {
      await expect
        .poll(
          async () =>
            (await user.api.getSolicitacao({ path: { id: created.id } })).certidoes.every(
              (c) => c.status === 'concluido',
            ),
          { timeout: 60_000 },
        )
        .toBe(true);
      await page.waitForTimeout(2000);
    })();
    await page.getByRole('button', { name: 'Filtros' }).click();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('Lido Antes');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const card = requestCard(page, 'Pedido Lido Antes');
    await expect(certificates(card)).toHaveCount(2, { timeout: 60_000 });
    await expect(concluded(certificates(card))).toHaveCount(2, { timeout: 10_000 });
    expect(settled).toBe(true);
    // From the events it was handed, with no polling.
    expect(calls.jobPolls).toBe(0);
    expect(calls.streams).toBe(1);
  });

  test('when the stream is refused, polling takes over (every 5 s on the list)', async ({ page }) => {
    test.slow();
    const user = await slowCustomer(page);
    await page.route('**/api/solicitacoes/eventos', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await user.api.createSolicitacao({ body: quickRequest('Pedido Consultado') });
    const calls = countCalls(page);
    await page.goto(`${slow.url}${LIST}`);
    const card = requestCard(page, 'Pedido Consultado');
    await expect(concluded(certificates(card))).toHaveCount(2, { timeout: 60_000 });
    expect(calls.streams).toBeGreaterThanOrEqual(1);
    expect(calls.jobPolls).toBeGreaterThan(0);
  });

  test('Cancelar after the confirmation stops the waiting and running certificates', async ({ page }) => {
    test.slow();
    const user = await slowCustomer(page);
    await user.api.createSolicitacao({
      body: buildSolicitacaoPayload({ ...PERSON, nomeCompleto: 'Pedido Lento' }),
    });

    await page.goto(`${slow.url}${LIST}`);
    const card = requestCard(page, 'Pedido Lento');
    // Live: some certificate is running with its step.
    await expect(certificates(card).filter({ hasText: 'Processando' }).first()).toBeVisible(LIVE);
    const cancel = card.getByRole('button', { name: 'Cancelar' });
    await cancel.click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancelar solicitação' });
    await expect(dialog.getByRole('button', { name: 'Voltar' })).toBeFocused();
    await a11y(page);
    await dialog.getByRole('button', { name: 'Cancelar solicitação' }).click();
    await expect(toasts(page).getByText('Solicitação cancelada com sucesso.')).toBeVisible();
    await expect(cancel).toHaveCount(0);
    await expect(certificates(card).filter({ hasText: /Aguardando|Processando/ })).toHaveCount(0);
    // Cancelled is named and counted apart from failures, never 'Falhou' (the CLI says the same).
    await expect(certificates(card).filter({ hasText: 'Cancelada' }).first()).toBeVisible();
    await expect(card.getByText('Falhou')).toHaveCount(0);
    await expect(card.getByText(/Cancelada \d+/)).toBeVisible();
    await page.setViewportSize(MOBILE);
    await expectNoHorizontalOverflow(page);
    await a11y(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await card.getByRole('link', { name: 'Ver detalhes' }).click();
    await expect(page.getByText('Cancelada').first()).toBeVisible();
    await expect(page.getByText('Falhou', { exact: true })).toHaveCount(0);
    await a11y(page);
  });
});
