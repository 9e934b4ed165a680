/**
 * What each certificate found: a customer's two requests, one for a name the sandbox answers 'consta' for
 * every type (POSITIVA) and one whose document it answers 'nada consta' for; the list shows each request's
 * summary and each certificate's result and validity, filters by result and by expiry; the detail shows the
 * same per certificate and per PDF; the staff's certificate view shows the certificate's result and validity.
 * axe on every page, at 1280 and 390 px.
 */

import type { ApiClient } from '@certidao/api-client';
import { buildSolicitacaoPayload, type NovaSolicitacaoInput } from '@certidao/domain';
import type { Locator, Page } from '@playwright/test';
import { a11y, customerWithPlan, expect, expectNoHorizontalOverflow, STORAGE, test } from './fixtures.ts';

const LIST = '/admin/solicitacoes';
const MOBILE = { width: 390, height: 844 } as const;
/** The list polls every 5 s: a few rounds. */
const LIVE = { timeout: 25_000 };

/** The sandbox answers 'nada consta' for every type for this CPF (its result is a hash of type and document). */
const PERSON: NovaSolicitacaoInput = {
  tipoPessoa: 'fisica',
  nomeCompleto: 'Helena Duarte Nada Consta',
  cpf: '529.982.247-25',
  rg: '12.345.678-9',
  dataNascimento: '1985-03-15',
};
const POSITIVE_NAME = 'Rogério POSITIVA Almeida';

const requestCard = (page: Page, nome: string) => page.getByRole('article', { name: nome });
const certificates = (scope: Locator) => scope.getByRole('list', { name: 'Certidões' }).getByRole('listitem');
const exact = (scope: Page | Locator, text: string) => scope.getByText(text, { exact: true });

/** A new customer with an unlimited plan granted by the admin, and its two requests (created through the API). */
async function customerWithRequests(
  newUser: () => Promise<{ email: string; password: string; userId: string; api: ApiClient }>,
  adminApi: ApiClient,
) {
  const user = await customerWithPlan(newUser, adminApi);
  const positive = await user.api.createSolicitacao({
    body: buildSolicitacaoPayload({ ...PERSON, nomeCompleto: POSITIVE_NAME }),
  });
  const negative = await user.api.createSolicitacao({ body: buildSolicitacaoPayload(PERSON) });
  return { user, positive, negative };
}

async function chooseFilter(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('results on /admin/solicitacoes and /admin/detalhes-certidao/{id}', () => {
  test("a customer sees what each certificate found, filters by 'Consta' and by expiry, at 1280 and 390 px", async ({
    page,
    newUser,
    adminApi,
    signIn,
  }) => {
    test.slow();
    const { user, positive } = await customerWithRequests(newUser, adminApi);
    await signIn(page, user.email, user.password);
    await page.goto(LIST);

    const consta = requestCard(page, POSITIVE_NAME);
    const nada = requestCard(page, PERSON.nomeCompleto);
    // Every certificate issued: the summary says it, and each line carries its result and validity.
    await expect(consta.getByText('10 certidões · 10 constam')).toBeVisible(LIVE);
    await expect(nada.getByText('10 certidões · 10 nada consta')).toBeVisible(LIVE);
    await expect(exact(certificates(consta), 'Consta')).toHaveCount(10);
    await expect(exact(certificates(consta), 'Nada consta')).toHaveCount(0);
    await expect(exact(certificates(nada), 'Nada consta')).toHaveCount(10);
    await expect(exact(certificates(nada), 'Consta')).toHaveCount(0);
    // 30, 90 and 180 days of validity: far enough to read as a date, not as 'Vence em'.
    await expect(certificates(nada).getByText(/^Válida até \d{2}\/\d{2}\/\d{4}$/)).toHaveCount(10);
    await expect(certificates(nada).getByText(/^(Vencida|Vence )/)).toHaveCount(0);
    // A request where something consta stands out (danger tone) from one where nothing does.
    const tone = (card: Locator) =>
      card
        .locator('p')
        .filter({ hasText: /^10 certidões/ })
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await tone(consta)).not.toBe(await tone(nada));
    await a11y(page);

    // Filter by result: only the request where something consta.
    await page.getByRole('button', { name: 'Filtros' }).click();
    await chooseFilter(page, 'Resultado', 'Consta');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/resultado=positiva(&|$)/);
    await expect(consta).toBeVisible();
    await expect(nada).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();
    await chooseFilter(page, 'Resultado', 'Nada consta');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/resultado=negativa(&|$)/);
    await expect(nada).toBeVisible();
    await expect(consta).toHaveCount(0);
    await a11y(page);

    // Filter by expiry: nothing ends within 7 days; the 30-day certificates end within 30.
    await chooseFilter(page, 'Resultado', 'Todos');
    await chooseFilter(page, 'Vencendo em', '7 dias');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/vencendoEmDias=7(&|$)/);
    await expect(page.getByText('Nenhuma solicitação encontrada')).toBeVisible();
    await chooseFilter(page, 'Vencendo em', '30 dias');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/vencendoEmDias=30(&|$)/);
    await expect(consta).toBeVisible();
    await expect(nada).toBeVisible();
    // The filters come back from the URL.
    await page.reload();
    await expect(page.getByRole('button', { name: /Vencendo em/ })).toContainText('30 dias');
    await page.getByRole('button', { name: 'Limpar' }).click();
    await expect(page).toHaveURL(LIST);

    await page.setViewportSize(MOBILE);
    await expect(consta.getByText('10 certidões · 10 constam')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await a11y(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The detail: the summary, each certificate's result and validity, and each PDF's.
    await consta.getByRole('link', { name: 'Ver detalhes' }).click();
    await expect(page).toHaveURL(`/admin/detalhes-certidao/${positive.id}`);
    await expect(page.getByText('10 certidões · 10 constam')).toBeVisible();
    const cards = page.getByRole('region', { name: 'Certidões', exact: true }).getByRole('article');
    await expect(cards).toHaveCount(10);
    await expect(exact(cards, 'Consta')).toHaveCount(10);
    await expect(cards.getByText(/^Válida até \d{2}\/\d{2}\/\d{4}$/)).toHaveCount(10);
    const pdfs = page.getByRole('region', { name: 'Certidões geradas' }).getByRole('listitem');
    await expect(pdfs).toHaveCount(10);
    await expect(exact(pdfs, 'Consta')).toHaveCount(10);
    await expect(pdfs.getByText(/^Código de controle do órgão: SBX-/)).toHaveCount(10);
    await a11y(page);
    await page.setViewportSize(MOBILE);
    await expectNoHorizontalOverflow(page);
    await a11y(page);
  });
});

test.describe('results on /admin/visualizacao-certidao/{id}', () => {
  test.use({ storageState: STORAGE.admin });

  test('the staff see the certificate’s result and validity, at 1280 and 390 px', async ({
    page,
    adminApi,
  }) => {
    const request = await adminApi.createSolicitacao({
      body: buildSolicitacaoPayload({ ...PERSON, nomeCompleto: 'Visualização POSITIVA Resultado' }),
    });
    await expect
      .poll(
        async () => {
          const s = await adminApi.getSolicitacao({ path: { id: request.id } });
          return s.certidoes.every((c) => c.status === 'concluido');
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    const done = await adminApi.getSolicitacao({ path: { id: request.id } });
    const cert = done.certidoes.find((c) => c.tipoCertidao === 'receita-federal');
    if (!cert?.validoAte) throw new Error('the federal certificate has no validity');

    await page.goto(`/admin/visualizacao-certidao/${cert.id}`);
    const overview = page.getByRole('region', { name: 'Dados da certidão' });
    const term = (name: string) => overview.locator('dl > div').filter({ has: exact(page, name) });
    await expect(exact(term('Resultado'), 'Consta')).toBeVisible();
    const until = new Date(cert.validoAte).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    await expect(term('Validade')).toContainText(`Válida até ${until}`);
    await expect(
      exact(page.getByRole('region', { name: 'Certidões geradas' }).getByRole('listitem'), 'Consta'),
    ).toBeVisible();
    await a11y(page);
    await page.setViewportSize(MOBILE);
    await expectNoHorizontalOverflow(page);
    await a11y(page);
  });
});
