/**
 * One-off orders: certificates ordered and paid on their own, without a plan. A visitor follows the landing
 * page's 'pedido avulso' link, signs up, lands on the open request form (which says a one-off order is possible),
 * chooses PIX in the payment dialog and sees how to pay on the request's page, which turns to the running
 * certificates once the payment arrives. A signed-in customer without a plan pays by card in the dialog. Axe on
 * every view, at 1280 and 390 px.
 */
import type { Page } from '@playwright/test';
import { a11y, expect, expectNoHorizontalOverflow, fillCard, fillRequestParty, test } from './fixtures.ts';

const MOBILE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;
const toasts = (page: Page) => page.getByRole('region', { name: /notificaç/i });

/** The request's id from its page's URL. */
const requestIdOf = (page: Page) => /detalhes-certidao\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';

test('a visitor signs up from the landing page and pays a one-off order by PIX', async ({ page }) => {
  test.slow();
  await page.goto('/');
  await page.getByRole('link', { name: 'pedido avulso' }).click();
  await expect(page).toHaveURL(/\/pedido-avulso$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido avulso' })).toBeVisible();
  await a11y(page);

  await page.getByLabel(/^(Nome completo|Razão social)/).fill('Rosa Avulsa da Silva');
  await page.getByLabel(/^E-mail/).fill(`avulso-${Date.now()}@teste.com.br`);
  await page.getByLabel(/^Telefone/).fill('11987654321');
  await page.getByLabel(/^CPF\/CNPJ/).fill('52998224725');
  await page.getByLabel(/^Senha/).fill('segredo1');
  await page.getByLabel(/^Confirmar senha/).fill('segredo1');
  await page.getByText('Li e aceito os Termos de uso').click();
  await page.getByText('Li e aceito a Política de privacidade').click();
  await page.getByRole('button', { name: 'Criar conta e continuar' }).click();
  await expect(toasts(page).getByText('Conta criada com sucesso!')).toBeVisible();

  // The request form is open, and says a one-off order is possible without a plan.
  await expect(page).toHaveURL(/\/admin\/solicitacoes\?nova=1$/);
  const form = await fillRequestParty(page, 'Rosa Avulsa da Silva');
  await expect(form.getByText(/Você também pode fazer um pedido avulso/)).toBeVisible();
  const priceBox = form.getByRole('region', { name: 'Valor das certidões' });
  await expect(priceBox).toContainText('Pedido avulso: você paga este valor ao confirmar');
  const total = ((await priceBox.getByRole('paragraph').first().textContent()) ?? '').match(
    /R\$\s?[\d.,]+/,
  )?.[0];
  expect(total).toBeTruthy();
  await a11y(page);
  await form.getByRole('button', { name: 'Continuar para o pagamento' }).click();

  const dialog = page.getByRole('dialog', { name: 'Pagamento do pedido avulso' });
  await expect(dialog).toBeVisible();
  await a11y(page);
  await dialog.getByRole('button', { name: /^Gerar PIX de / }).click();

  // The request's page: how to pay, watched until the payment arrives.
  await expect(page).toHaveURL(/\/admin\/detalhes-certidao\//);
  const instructions = page.getByRole('region', { name: 'Pagamento do pedido avulso' });
  await expect(instructions.getByRole('heading', { name: 'Pague com PIX' })).toBeVisible();
  await expect(instructions).toContainText(
    'As certidões começam a ser emitidas assim que o pagamento for confirmado',
  );
  await expect(instructions.getByRole('img', { name: /QR Code PIX/ })).toBeVisible();
  await a11y(page);
  await page.setViewportSize(MOBILE);
  await expectNoHorizontalOverflow(page);
  await a11y(page);
  await page.setViewportSize(DESKTOP);

  const solicitacao = await (await page.request.get(`/api/solicitacoes/${requestIdOf(page)}`)).json();
  const paid = await page.request.post(`/api/sandbox/pagamentos/${solicitacao.pagamento.id}/pagar`);
  expect(paid.ok()).toBe(true);
  await expect(
    toasts(page).getByText('Pagamento confirmado! As certidões já estão sendo emitidas.'),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(instructions).toBeHidden();
  await expect(page.getByRole('region', { name: 'Valores' })).toContainText(total!);
});

test('a customer without a plan pays a one-off order by card', async ({ page, newUser, signIn }) => {
  test.slow();
  const user = await newUser();
  await signIn(page, user.email, user.password);
  await page.goto('/admin/solicitacoes');
  await page.getByRole('button', { name: 'Nova solicitação' }).click();
  const form = await fillRequestParty(page, 'Caio Cartão Avulso');
  await form.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagamento do pedido avulso' });
  await dialog.getByText('Cartão de crédito', { exact: true }).click();
  await fillCard(dialog, '4111111111111111');
  // This account never gave a CPF or phone: the holder's are asked here.
  await dialog.getByLabel(/^CPF\/CNPJ/).fill('52998224725');
  await dialog.getByLabel(/^Telefone/).fill('11987654321');
  await page.setViewportSize(MOBILE);
  await a11y(page);
  await page.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: /^Pagar R\$/ }).click();

  await expect(page).toHaveURL(/\/admin\/detalhes-certidao\//);
  await expect(page.getByRole('region', { name: 'Pagamento do pedido avulso' })).toHaveCount(0);
  const solicitacao = await (await page.request.get(`/api/solicitacoes/${requestIdOf(page)}`)).json();
  expect(solicitacao).toMatchObject({ avulsa: true, pagamento: { status: 'CONFIRMADO' } });
  const payments = await (await page.request.get('/api/pagamentos/meus-pagamentos')).json();
  expect(payments.data[0]).toMatchObject({
    plano: null,
    solicitacaoId: solicitacao.id,
    status: 'CONFIRMADO',
  });
  await a11y(page);
});
