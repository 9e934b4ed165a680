/**
 * The customer's payments and saved card (only a PENDENTE payment has actions; the add-card
 * rules): /pagamentos with sync, cancel after a confirmation, 'Ver PIX' and 'Ver boleto' on pending
 * payments, empty and error states, a 390 px pass; /adicionar-cartao with its validation, a declined card and a
 * saved card; the guards. Axe on every page and state visited. Each test pays for a customer of its own.
 */
import type { ApiClient } from '@certidao/api-client';
import type { Page } from '@playwright/test';
import { checkA11y, expect, expectNoHorizontalOverflow, test } from './fixtures.ts';

const MOBILE = { width: 390, height: 844 } as const;
const CPF = '52998224725';

const toasts = (page: Page) => page.getByRole('region', { name: /notificaç/i });
const main = (page: Page) => page.locator('main');
const table = (page: Page) => page.getByRole('grid', { name: 'Meus pagamentos' });

/** Buys a plan by PIX or boleto through the API: a pending plan and its PENDENTE charge. */
async function pendingCharge(api: ApiClient, nome: string, metodo: 'PIX' | 'BOLETO') {
  const { data } = await api.getPlanosPublicos({ query: { page: 1, limit: 100 } });
  const plan = data.find((p) => p.nome === nome);
  if (!plan) throw new Error(`no plan '${nome}' in the seed`);
  await api.atribuirPlanoUsuario({ body: { planoId: plan.id, billingType: metodo } });
  return api.criarPagamento({ body: { planoId: plan.id, metodoPagamento: metodo } });
}

test.describe('/pagamentos', () => {
  test('a pending PIX payment: view PIX, sync, cancel after the confirmation', async ({
    page,
    newUser,
    signIn,
  }) => {
    test.slow();
    const user = await newUser();
    const charge = await pendingCharge(user.api, 'Básico', 'PIX');
    await signIn(page, user.email, user.password);
    await page.goto('/pagamentos');
    await expect(page.getByRole('heading', { level: 1, name: 'Meus pagamentos' })).toBeVisible();
    const row = table(page).getByRole('row', { name: /Básico/ });
    await expect(row).toContainText('R$ 49,90');
    await expect(row).toContainText('PIX');
    await expect(row).toContainText('Pendente');
    // Due date of the pending charge, dd/mm/yyyy.
    const [y, m, d] = (charge.dueDate ?? '').split('-');
    await expect(row).toContainText(`${d}/${m}/${y}`);
    await expect(row.getByRole('link', { name: /Ver boleto/ })).toHaveCount(0);
    await checkA11y(page);

    await row.getByRole('button', { name: 'Ver PIX' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pagar com PIX' });
    await expect(dialog.getByRole('img', { name: /QR Code PIX/ })).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'PIX Copia e Cola' })).toContainText(
      charge.pixQrCode?.payload ?? 'missing',
    );
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toHaveCount(0);

    await row.getByRole('button', { name: 'Sincronizar status' }).click();
    await expect(toasts(page).getByText('Status sincronizado com sucesso!')).toBeVisible();

    // Cancel asks first; going back changes nothing.
    await row.getByRole('button', { name: 'Cancelar' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancelar pagamento' });
    await expect(confirm).toContainText('Tem certeza que deseja cancelar este pagamento?');
    await checkA11y(page);
    await confirm.getByRole('button', { name: 'Voltar' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(row).toContainText('Pendente');

    await row.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.getByRole('button', { name: 'Cancelar pagamento' }).click();
    await expect(toasts(page).getByText('Pagamento cancelado com sucesso!')).toBeVisible();
    await expect(row).toContainText('Cancelado');
    // Only PENDENTE payments have actions.
    await expect(row.getByRole('button')).toHaveCount(0);
    await checkA11y(page);
    expect((await user.api.getPagamento({ path: { id: charge.id } })).status).toBe('CANCELADO');
  });

  test('a failed sync or cancel says so', async ({ page, newUser, signIn }) => {
    const user = await newUser();
    await pendingCharge(user.api, 'Básico', 'PIX');
    await signIn(page, user.email, user.password);
    await page.goto('/pagamentos');
    await page.route('**/api/pagamentos/*/*', (route) =>
      route.fulfill({
        status: 503,
        json: { statusCode: 503, message: 'boom', error: 'Service Unavailable' },
      }),
    );
    const row = table(page).getByRole('row', { name: /Básico/ });
    await row.getByRole('button', { name: 'Sincronizar status' }).click();
    await expect(toasts(page).getByText('Erro ao sincronizar status')).toBeVisible();
    await row.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar pagamento' }).click();
    await expect(toasts(page).getByText('Erro ao cancelar pagamento')).toBeVisible();
  });

  test('phone (390 px): cards instead of the table, no sideways scroll; boleto link', async ({
    page,
    newUser,
    signIn,
  }) => {
    await page.setViewportSize(MOBILE);
    const user = await newUser();
    await pendingCharge(user.api, 'Ilimitado', 'BOLETO');
    await signIn(page, user.email, user.password);
    await page.goto('/pagamentos');
    const list = page.getByRole('list', { name: 'Meus pagamentos' });
    const item = list.getByRole('listitem').filter({ hasText: 'Plano Ilimitado' });
    await expect(item).toContainText('R$ 499,90');
    await expect(item).toContainText('Boleto');
    await expect(item.getByRole('link', { name: /Ver boleto/ })).toHaveAttribute('target', '_blank');
    await expect(item.getByRole('button', { name: 'Ver PIX' })).toHaveCount(0);
    await expect(table(page)).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await checkA11y(page);
  });

  test('empty and load error', async ({ page, newUser, signIn }) => {
    const user = await newUser();
    await signIn(page, user.email, user.password);
    await page.goto('/pagamentos');
    await expect(page.getByText('Nenhum pagamento encontrado')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/planos');
    await checkA11y(page);

    await page.route('**/api/pagamentos/meus-pagamentos*', (route) =>
      route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error' } }),
    );
    await page.reload();
    await expect(page.getByText('Não foi possível carregar os pagamentos')).toBeVisible();
    await checkA11y(page);
  });
});

test.describe('/adicionar-cartao', () => {
  test('validation, a declined card, saving and removing the card', async ({ page, newUser, signIn }) => {
    test.slow();
    const user = await newUser({ firstName: 'Maria', lastName: 'Silva', cpfCnpj: CPF, phone: '11987654321' });
    await signIn(page, user.email, user.password);
    await page.goto('/adicionar-cartao');
    await expect(page.getByRole('heading', { level: 1, name: 'Adicionar cartão' })).toBeVisible();
    const saved = page.getByRole('region', { name: 'Cartão para renovação automática' });
    await expect(saved.getByText('Nenhum cartão salvo')).toBeVisible();
    // The holder's data come from the profile.
    await expect(page.getByLabel(/^(Nome completo|Razão social)/)).toHaveValue('Maria Silva');
    await expect(page.getByLabel(/^CPF\/CNPJ/)).toHaveValue('529.982.247-25');
    await checkA11y(page);

    // The number is grouped by 4 (19 characters at most), the CVC keeps 4 digits.
    const number = page.getByLabel(/^Número do cartão/);
    await number.fill('41111111111111112222');
    await expect(number).toHaveValue('4111 1111 1111 1111');
    const cvc = page.getByLabel(/^CVC/);
    await cvc.fill('12a345');
    await expect(cvc).toHaveValue('1234');

    await number.fill('4111 1111');
    await page.getByLabel(/^Validade/).fill('13');
    await cvc.fill('12');
    await page.getByLabel(/^Nome no cartão/).fill('M');
    await page.getByRole('button', { name: 'Salvar cartão' }).click();
    for (const message of [
      'Número do cartão inválido',
      'Data de validade inválida',
      'CVC inválido',
      'Nome no cartão inválido',
    ])
      await expect(page.getByText(message)).toBeVisible();
    await expect(main(page).getByRole('alert')).toHaveText(
      'Por favor, preencha todos os dados do portador do cartão',
    );
    await expect(number).toBeFocused();
    // The live preview follows what is typed.
    await expect(page.getByRole('img', { name: /Pré-visualização do cartão/ })).toBeVisible();
    await checkA11y(page);

    await number.fill('5184 0197 4037 3151');
    await page.getByLabel(/^Validade/).fill('12/35');
    await cvc.fill('123');
    await page.getByLabel(/^Nome no cartão/).fill('MARIA A SILVA');
    await page.getByLabel(/^CEP/).fill('01310-100');
    await page.getByLabel(/^Número\*?$/).fill('1000');
    await page.getByRole('button', { name: 'Salvar cartão' }).click();
    await expect(main(page).getByRole('alert')).toContainText(/não autorizada|recusad/i);
    await expect(saved.getByText('Nenhum cartão salvo')).toBeVisible();

    await number.fill('4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Salvar cartão' }).focus();
    await page.keyboard.press('Enter');
    await expect(toasts(page).getByText('Cartão de crédito adicionado com sucesso!')).toBeVisible();
    await expect(saved).toContainText('Visa •••• 1111');
    await expect(saved).toContainText('MARIA A SILVA');
    await expect(saved).toContainText('12/35');
    await expect(saved).toContainText('renovação automática');
    // The form starts over for the next card; the number never stays on the page.
    await expect(number).toHaveValue('');
    await checkA11y(page);
    expect((await user.api.obterCartao()).cartao).toMatchObject({ ultimosDigitos: '1111', bandeira: 'VISA' });

    await saved.getByRole('button', { name: 'Remover' }).click();
    await page
      .getByRole('alertdialog', { name: 'Remover cartão' })
      .getByRole('button', { name: 'Remover' })
      .click();
    await expect(saved.getByText('Nenhum cartão salvo')).toBeVisible();
    expect((await user.api.obterCartao()).cartao).toBeNull();
  });

  test('phone (390 px): no sideways scroll', async ({ page, newUser, signIn }) => {
    await page.setViewportSize(MOBILE);
    const user = await newUser();
    await signIn(page, user.email, user.password);
    await page.goto('/adicionar-cartao');
    await expect(page.getByRole('heading', { name: 'Novo cartão de crédito' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await checkA11y(page);
  });
});

test.describe('guards', () => {
  for (const path of ['/pagamentos', '/adicionar-cartao']) {
    test(`an anonymous visitor of ${path} goes to /admin/login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await checkA11y(page);
    });
  }
});
