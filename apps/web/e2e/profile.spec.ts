/**
 * /admin/meu-perfil (its four tabs, the usage colours, the own password change of 6+ characters, their
 * messages): editing the profile, changing the password, the plan tab (usage, renewal switch that
 * persists, cancellation with the 7-day guarantee), the payment history, the unverified e-mail warning; axe on
 * every state and a phone pass. Each test buys or changes things for a customer of its own.
 */
import { randomUUID } from 'node:crypto';
import { type ApiClient, createApiClient } from '@certidao/api-client';
import type { Page } from '@playwright/test';
import { a11y, checkA11y, expect, expectNoHorizontalOverflow, test } from './fixtures.ts';

const MOBILE = { width: 390, height: 844 } as const;
const PROFILE = '/admin/meu-perfil';

const toasts = (page: Page) => page.getByRole('region', { name: /notificaç/i });

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const panel = (page: Page) => page.getByRole('tabpanel');

/** A public plan with a price and a limit (the seed has several). */
async function pickPlan(api: ApiClient, withLimit = true) {
  const { data } = await api.getPlanosPublicos({ query: { page: 1, limit: 100 } });
  const plan = data.find((p) => p.valor >= 5 && (withLimit ? p.limite > 0 : p.limite === 0));
  if (!plan) throw new Error('no suitable public plan in the seed');
  return plan;
}

/** Buys `plan` by card through the API (approved sandbox card): an active plan with one confirmed payment. */
async function buyByCard(api: ApiClient, planoId: string, renovacaoAutomatica = true) {
  return api.atribuirPlanoUsuario({
    body: {
      planoId,
      renovacaoAutomatica,
      billingType: 'CREDIT_CARD',
      creditCard: {
        holderName: 'CLIENTE TESTE',
        number: '4444444444444444',
        expiryMonth: '12',
        expiryYear: '35',
        ccv: '123',
      },
      creditCardHolderInfo: {
        name: 'Cliente Teste',
        email: 'cliente@teste.com.br',
        cpfCnpj: '52998224725',
        postalCode: '01310100',
        addressNumber: '10',
        phone: '11999998888',
      },
    },
  });
}

test.describe('profile tab', () => {
  test('edits name and phone; first and last name are required', async ({ page, newUser, signIn }) => {
    const user = await newUser({ firstName: 'Cliente', lastName: 'Teste' });
    await signIn(page, user.email, user.password);
    await page.goto(PROFILE);
    await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
    await expect(tab(page, 'Perfil')).toHaveAttribute('aria-selected', 'true');
    // A confirmed account has no warning.
    await expect(
      page.getByText('Seu e-mail não foi verificado. Verifique sua caixa de entrada.'),
    ).toHaveCount(0);
    await checkA11y(page);

    const firstName = page.getByLabel(/^Nome/);
    await firstName.fill('');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toBeFocused();
    await checkA11y(page);

    await firstName.fill('Fernanda');
    await page.getByLabel(/^Sobrenome/).fill('Costa Lima');
    await page.getByLabel('Telefone').fill('13991234567');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(toasts(page).getByText('Dados atualizados com sucesso!')).toBeVisible();

    const me = await user.api.getMe();
    expect(me).toMatchObject({ firstName: 'Fernanda', lastName: 'Costa Lima' });
    expect(me.phone?.replace(/\D/g, '')).toBe('13991234567');
    await page.reload();
    await expect(page.getByLabel(/^Nome/)).toHaveValue('Fernanda');
  });

  test('a failed save says so', async ({ page, newUser, signIn }) => {
    const user = await newUser();
    await signIn(page, user.email, user.password);
    await page.goto(PROFILE);
    await page.route('**/api/users/me', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 500,
            json: { statusCode: 500, message: 'boom', error: 'Internal Server Error' },
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(toasts(page).getByText('Erro ao atualizar dados')).toBeVisible();
  });

  test('load error', async ({ page, newUser, signIn }) => {
    const user = await newUser();
    await signIn(page, user.email, user.password);
    await page.route('**/api/users/me', (route) =>
      route.fulfill({
        status: 500,
        json: { statusCode: 500, message: 'boom', error: 'Internal Server Error' },
      }),
    );
    await page.goto(PROFILE);
    await expect(page.getByText('Erro ao carregar dados do perfil')).toBeVisible();
    await checkA11y(page);
    await page.unroute('**/api/users/me');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
  });
});

test.describe('security tab', () => {
  test('password rules, a wrong current password, then a change that works', async ({
    page,
    newUser,
    signIn,
    server,
  }) => {
    const user = await newUser();
    await signIn(page, user.email, user.password);
    await page.goto(`${PROFILE}?aba=seguranca`);
    await expect(tab(page, 'Segurança')).toHaveAttribute('aria-selected', 'true');
    await checkA11y(page);

    const current = page.getByLabel(/^Senha atual/);
    const next = page.getByLabel(/^Nova senha/);
    const confirmation = page.getByLabel(/^Confirmar nova senha/);
    const change = page.getByRole('button', { name: 'Alterar senha' });

    await current.fill(user.password);
    await next.fill('abc');
    await confirmation.fill('abc');
    await change.click();
    await expect(page.getByText('A nova senha deve ter pelo menos 6 caracteres')).toBeVisible();

    await next.fill('novaSenha1');
    await confirmation.fill('outraSenha1');
    await change.click();
    await expect(page.getByText('As senhas não coincidem')).toBeVisible();
    await checkA11y(page);

    await current.fill('senha-errada');
    await confirmation.fill('novaSenha1');
    await change.click();
    await expect(toasts(page).getByText('Erro ao alterar senha. Verifique a senha atual.')).toBeVisible();
    await expect(current).toBeFocused();

    await current.fill(user.password);
    await next.fill('novaSenha1');
    await confirmation.fill('novaSenha1');
    await change.click();
    await expect(toasts(page).getByText('Senha alterada com sucesso!')).toBeVisible();
    await expect(current).toHaveValue('');

    const api = createApiClient({ baseUrl: server.apiUrl });
    await expect(api.login({ body: { email: user.email, password: 'novaSenha1' } })).resolves.toBeTruthy();
    // This page's session goes on (only the other sessions end).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
  });
});

test.describe('plan tab', () => {
  test('no plan: Nenhum plano ativo with the way to the plans', async ({ page, newUser, signIn }) => {
    const user = await newUser();
    await signIn(page, user.email, user.password);
    await page.goto(PROFILE);
    await tab(page, 'Plano ativo').click();
    await expect(panel(page).getByText('Nenhum plano ativo')).toBeVisible();
    await expect(panel(page).getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/planos');
    await expect(page).toHaveURL(/aba=plano/);
    await checkA11y(page);
  });

  test('active plan: usage, next charge, the renewal switch persists, cancel refunds within 7 days', async ({
    page,
    newUser,
    signIn,
  }) => {
    const user = await newUser();
    const plan = await pickPlan(user.api);
    const bought = await buyByCard(user.api, plan.id, true);
    await signIn(page, user.email, user.password);
    await page.goto(`${PROFILE}?aba=plano`);

    const card = page.getByRole('region', { name: plan.nome });
    await expect(card.getByText('Ativo', { exact: true })).toBeVisible();
    const meter = card.getByRole('meter', { name: 'Solicitações neste mês' });
    await expect(meter).toHaveAttribute('aria-valuetext', `0 de ${plan.limite} (0%)`);
    await expect(card.getByText('Próxima cobrança')).toBeVisible();
    const end = new Date(bought.userPlan!.dataFim!).toLocaleDateString('pt-BR', {
      timeZone: 'America/Sao_Paulo',
    });
    await expect(card.getByText(end).first()).toBeVisible();
    await checkA11y(page);

    const renewal = card.getByRole('switch', { name: 'Renovação automática' });
    await expect(renewal).toBeChecked();
    await renewal.click({ force: true });
    await expect(toasts(page).getByText('Renovação automática desativada')).toBeVisible();
    await expect(renewal).not.toBeChecked();
    await expect(card.getByText('Válido até')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Renovação automática' })).not.toBeChecked();
    expect((await user.api.obterPlanoUsuario()).userPlan?.renovacaoAutomatica).toBe(false);
    await page.getByRole('switch', { name: 'Renovação automática' }).click({ force: true });
    await expect(toasts(page).getByText('Renovação automática ativada')).toBeVisible();
    await expect
      .poll(async () => (await user.api.obterPlanoUsuario()).userPlan?.renovacaoAutomatica)
      .toBe(true);

    await page.getByRole('button', { name: 'Cancelar plano' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancelar plano' });
    await expect(dialog.getByText(/Garantia de 7 dias/)).toBeVisible();
    // Retried: the dialog fades in, and colours measured mid-animation are not the ones a user reads.
    await a11y(page);
    // Keeping the plan changes nothing.
    await dialog.getByRole('button', { name: 'Manter plano' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Cancelar plano' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar plano' }).click();
    const refunded =
      /^Plano cancelado com sucesso! O pagamento de R\$ [\d.,]+ foi reembolsado \(garantia de 7 dias\)\.$/;
    await expect(toasts(page).getByText(refunded)).toBeVisible();
    await expect(panel(page).getByText(refunded)).toBeVisible();
    await expect(panel(page).getByText('Nenhum plano ativo')).toBeVisible();
    await checkA11y(page);

    // The history shows the refunded payment.
    await tab(page, 'Histórico').click();
    await expect(panel(page).getByText(plan.nome)).toBeVisible();
    await expect(panel(page).getByText('Reembolsado')).toBeVisible();
  });

  test('an unlimited plan reads Ilimitado; a granted plan has no renewal switch to turn on', async ({
    page,
    newUser,
    signIn,
    adminApi,
  }) => {
    const user = await newUser();
    const plan = await pickPlan(user.api, false);
    await adminApi.concederPlanoUsuario({ path: { id: user.userId }, body: { planoId: plan.id } });
    await signIn(page, user.email, user.password);
    await page.goto(`${PROFILE}?aba=plano`);
    const card = page.getByRole('region', { name: plan.nome });
    await expect(card.locator('dd', { hasText: 'Ilimitado' })).toBeVisible();
    await expect(card.getByRole('meter')).toHaveAttribute('aria-valuetext', '0 de Ilimitado');
    await expect(card.getByRole('switch', { name: 'Renovação automática' })).toBeDisabled();
    await checkA11y(page);
    // Cancelling a granted plan refunds nothing, and the message says only that.
    await page.getByRole('button', { name: 'Cancelar plano' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar plano' }).click();
    await expect(toasts(page).getByText('Plano cancelado com sucesso!', { exact: true })).toBeVisible();
  });

  test('a plan waiting for its first payment', async ({ page, newUser, signIn }) => {
    const user = await newUser();
    const plan = await pickPlan(user.api);
    await user.api.atribuirPlanoUsuario({
      body: { planoId: plan.id, renovacaoAutomatica: true, billingType: 'PIX' },
    });
    await user.api.criarPagamento({ body: { planoId: plan.id, metodoPagamento: 'PIX' } });
    await signIn(page, user.email, user.password);
    await page.goto(`${PROFILE}?aba=plano`);
    const card = page.getByRole('region', { name: plan.nome });
    await expect(card.getByText('Aguardando pagamento')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Pagar agora' })).toHaveAttribute('href', '/pagamentos');
    await checkA11y(page);
  });
});

test.describe('history tab', () => {
  test('empty, then the payments with status, value, method and dates, and the link to all of them', async ({
    page,
    newUser,
    signIn,
  }) => {
    const user = await newUser();
    await signIn(page, user.email, user.password);
    await page.goto(`${PROFILE}?aba=historico`);
    await expect(panel(page).getByText('Nenhum pagamento encontrado')).toBeVisible();
    await checkA11y(page);

    const plan = await pickPlan(user.api);
    await buyByCard(user.api, plan.id);
    await page.reload();
    const list = panel(page).getByRole('list');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByText('Confirmado')).toBeVisible();
    await expect(list.getByText(`R$ ${plan.valor.toFixed(2).replace('.', ',')}`)).toBeVisible();
    await expect(list.getByText('Cartão de crédito')).toBeVisible();
    await expect(list.getByText('Pago em')).toBeVisible();
    await expect(panel(page).getByRole('link', { name: 'Ver todos os pagamentos' })).toHaveAttribute(
      'href',
      '/pagamentos',
    );
    await checkA11y(page);
  });
});

test.describe('unverified e-mail', () => {
  test('the warning and its resend button', async ({ page, server }) => {
    const email = `sem-confirmar-${randomUUID().slice(0, 8)}@teste.com.br`;
    const api = createApiClient({ baseUrl: server.apiUrl });
    await api.register({
      body: {
        firstName: 'Helena',
        lastName: 'Prado',
        email,
        phone: '(11) 98765-4321',
        cpfCnpj: '52998224725',
        password: 'segredo1',
      },
    });
    // The complete checkout's login accepts an unconfirmed e-mail (the profile then shows the warning).
    const response = await page.request.post('/api/auth/login-checkout', {
      data: { email, password: 'segredo1' },
    });
    expect(response.ok()).toBe(true);
    const before = server.outbox().filter((eml) => eml.includes(email)).length;

    await page.goto(PROFILE);
    await expect(
      page.getByText('Seu e-mail não foi verificado. Verifique sua caixa de entrada.'),
    ).toBeVisible();
    await checkA11y(page);
    await page.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).click();
    await expect(toasts(page).getByText(/enviaremos um novo link de confirmação/)).toBeVisible();
    await expect.poll(() => server.outbox().filter((eml) => eml.includes(email)).length).toBe(before + 1);
  });
});

test.describe('profile on a phone', () => {
  test.use({ viewport: MOBILE });

  test('every tab fits 390 px', async ({ page, newUser, signIn }) => {
    const user = await newUser();
    await buyByCard(user.api, (await pickPlan(user.api)).id);
    await signIn(page, user.email, user.password);
    for (const [aba, name] of [
      ['perfil', 'Perfil'],
      ['plano', 'Plano ativo'],
      ['historico', 'Histórico'],
      ['seguranca', 'Segurança'],
    ] as const) {
      await page.goto(`${PROFILE}?aba=${aba}`);
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      await expect(panel(page)).toBeVisible();
      await expectNoHorizontalOverflow(page);
    }
    await checkA11y(page);
  });
});
