/**
 * Buying a plan (/planos, /checkout by PIX or boleto, /checkout-completo with registration
 * and card, their rules, messages and outcomes): a visitor from the
 * landing page registers and pays by card; a visitor buys for a company ('Comprar para uma empresa'); a declined
 * card goes back to the card step; a customer pays by PIX on the sandbox invoice page and the checkout notices;
 * boleto instructions; /planos; the guards. Axe on every page and state visited. Each test buys for a customer
 * of its own.
 */
import type { ApiClient } from '@certidao/api-client';
import { cnpjCheckDigits } from '@certidao/domain';
import type { Page } from '@playwright/test';
import { checkA11y, expect, expectNoHorizontalOverflow, fillCard, test } from './fixtures.ts';

const MOBILE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;
const CPF = '52998224725';
const APPROVED_CARD = '4111111111111111';
const DECLINED_CARD = '5184019740373151';

const toasts = (page: Page) => page.getByRole('region', { name: /notificaç/i });
const main = (page: Page) => page.locator('main');

/** A CNPJ of its own for each run, as digits (companies' CNPJs are unique). */
function newCnpj(): string {
  const base = `${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}0001`;
  return base + cnpjCheckDigits(base);
}

/** The registration step filled in for a new address (terms accepted). */
async function fillRegistration(page: Page, email: string) {
  await page.getByLabel(/^(Nome completo|Razão social)/).fill('Helena Compradora');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Telefone/).fill('11987654321');
  await page.getByLabel(/^CPF\/CNPJ/).fill(CPF);
  await page.getByLabel(/^Senha/).fill('segredo1');
  await page.getByLabel(/^Confirmar senha/).fill('segredo1');
  await page.getByText('Li e aceito os Termos de uso').click();
  await page.getByText('Li e aceito a Política de privacidade').click();
}

async function planNamed(api: ApiClient, nome: string) {
  const { data } = await api.getPlanosPublicos({ query: { page: 1, limit: 100 } });
  const plan = data.find((p) => p.nome === nome);
  if (!plan) throw new Error(`no plan '${nome}' in the seed`);
  return plan;
}

test.describe('complete checkout (/checkout-completo)', () => {
  test('a visitor picks a plan on the landing page, registers, pays by card and sees the payment', async ({
    page,
    adminApi,
  }) => {
    test.slow();
    const plan = await planNamed(adminApi, 'Profissional');
    await page.goto('/');
    await page.getByRole('link', { name: /Assinar agora o plano Profissional/ }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout-completo/${plan.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Assinar o plano Profissional' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Etapas da assinatura' }).locator('[aria-current="step"]'),
    ).toHaveText(/Cadastro/);
    const summary = page.getByRole('complementary', { name: 'Resumo do pedido' });
    await expect(summary.getByText('Grátis')).toBeVisible();
    await expect(summary.getByText('R$ 99,90/mês').first()).toBeVisible();
    await checkA11y(page);

    // Submit stays disabled until every field is filled, the passwords match and both terms are accepted.
    const submit = page.getByRole('button', { name: 'Criar conta e continuar' });
    await expect(submit).toBeDisabled();
    const email = `visitante-${Date.now()}@teste.com.br`;
    await page.getByLabel(/^(Nome completo|Razão social)/).fill('Maria Aparecida da Silva');
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Telefone/).fill('11987654321');
    await page.getByLabel(/^CPF\/CNPJ/).fill(CPF);
    await page.getByLabel(/^Senha/).fill('segredo1');
    await page.getByLabel(/^Confirmar senha/).fill('segredo2');
    await page.getByLabel(/^Confirmar senha/).blur();
    await expect(page.getByText('As senhas não coincidem').first()).toBeVisible();
    await expect(submit).toBeDisabled();
    await page.getByLabel(/^Confirmar senha/).fill('segredo1');
    await page.getByText('Li e aceito os Termos de uso').click();
    await expect(
      page.getByText('Você deve aceitar os Termos de uso e a Política de privacidade para continuar'),
    ).toBeVisible();
    await expect(submit).toBeDisabled();
    await checkA11y(page);
    await page.getByText('Li e aceito a Política de privacidade').click();
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(toasts(page).getByText('Conta criada com sucesso!')).toBeVisible();
    const cardHeading = page.getByRole('heading', { name: 'Forma de pagamento' });
    await expect(cardHeading).toBeFocused();
    // Once, while the toast is on screen (the registration's pending button is gone by now).
    await checkA11y(page);
    // The holder's data come from the registration.
    await expect(page.getByLabel(/^(Nome completo|Razão social)/)).toHaveValue('Maria Aparecida da Silva');
    await expect(page.getByLabel(/^E-mail/)).toHaveValue(email);
    await expect(page.getByLabel(/^CPF\/CNPJ/)).toHaveValue('529.982.247-25');
    await checkA11y(page);

    // The full name was split at the first space.
    const me = await page.request.get('/api/users/me');
    expect(await me.json()).toMatchObject({ firstName: 'Maria', lastName: 'Aparecida da Silva', email });

    await fillCard(page, APPROVED_CARD);
    await page.getByRole('button', { name: 'Pagar R$ 99,90' }).click();
    await expect(page).toHaveURL(/\/pagamentos$/);
    await expect(
      toasts(page).getByText('Assinatura criada com sucesso! Seu plano está ativo.'),
    ).toBeVisible();
    const row = page
      .getByRole('grid', { name: 'Meus pagamentos' })
      .getByRole('row', { name: /Profissional/ });
    await expect(row).toContainText('R$ 99,90');
    await expect(row).toContainText('Cartão de crédito');
    await expect(row).toContainText('Confirmado');
    await checkA11y(page);
    // A monthly subscription by card renews on that card until the customer turns it off.
    const plano = await page.request.get('/api/users/me/plano');
    expect(await plano.json()).toMatchObject({ userPlan: { renovacaoAutomatica: true } });
  });

  for (const method of ['PIX', 'Boleto bancário'] as const) {
    test(`a new visitor registers and pays by ${method} on the same page, which turns into the success state`, async ({
      page,
      adminApi,
    }) => {
      test.slow();
      const plan = await planNamed(adminApi, 'Básico');
      await page.goto('/');
      await page.getByRole('link', { name: /Assinar agora o plano Básico/ }).click();
      await page.getByLabel(/^(Nome completo|Razão social)/).fill('Rafael Nogueira');
      await page.getByLabel(/^E-mail/).fill(`novo-${method.length}-${Date.now()}@teste.com.br`);
      await page.getByLabel(/^Telefone/).fill('11987654321');
      await page.getByLabel(/^CPF\/CNPJ/).fill(CPF);
      await page.getByLabel(/^Senha/).fill('segredo1');
      await page.getByLabel(/^Confirmar senha/).fill('segredo1');
      await page.getByText('Li e aceito os Termos de uso').click();
      await page.getByText('Li e aceito a Política de privacidade').click();
      await page.getByRole('button', { name: 'Criar conta e continuar' }).click();
      await expect(page.getByRole('heading', { name: 'Forma de pagamento' })).toBeFocused();

      await page.getByText(method, { exact: true }).click();
      await expect(page.getByRole('radio', { name: new RegExp(`^${method}`) })).toBeChecked();
      await expect(page.getByLabel(/^Número do cartão/)).toHaveCount(0);
      await page.getByRole('button', { name: method === 'PIX' ? 'Gerar PIX' : 'Gerar boleto' }).click();
      await expect(toasts(page).getByText('Plano adquirido com sucesso!')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/checkout-completo/${plan.id}\\?pagamento=`));
      await expect(
        page.getByRole('heading', { name: method === 'PIX' ? 'Pague com PIX' : 'Pague com boleto' }),
      ).toBeFocused();
      if (method === 'PIX') {
        await expect(page.getByRole('img', { name: /QR Code PIX para pagar R\$ 49,90/ })).toBeVisible();
      } else {
        await expect(page.getByRole('group', { name: 'Linha digitável' })).toContainText(/\d{47}/);
      }
      await expect(
        page.getByRole('list', { name: 'Etapas da assinatura' }).locator('[aria-current="step"]'),
      ).toHaveText(/Confirmação/);
      await checkA11y(page);

      const [invoice] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('link', { name: /Abrir fatura/ }).click(),
      ]);
      await invoice.getByRole('button', { name: 'Pagar (simulação)' }).click();
      await expect(invoice.getByText('Pagamento confirmado.')).toBeVisible();
      await invoice.close();
      await page.bringToFront();
      await expect(page.getByRole('heading', { name: 'Plano ativado com sucesso!' })).toBeVisible({
        timeout: 20_000,
      });
      await checkA11y(page);
      const plano = await page.request.get('/api/users/me/plano');
      expect(await plano.json()).toMatchObject({ userPlan: { status: 'ACTIVE', renovacaoAutomatica: true } });
    });
  }

  test('a visitor buys for a company: its data at registration, a CNPJ already used refused, the company created with the plan', async ({
    page,
    adminApi,
    newUser,
  }) => {
    test.slow();
    const plan = await planNamed(adminApi, 'Empresarial');
    const taken = newCnpj();
    const other = await newUser();
    await other.api.criarEmpresa({ body: { razaoSocial: 'Empresa Que Já Existe Ltda', cnpj: taken } });
    await page.goto(`/checkout-completo/${plan.id}`);
    const email = `empresa-${Date.now()}@teste.com.br`;
    await fillRegistration(page, email);
    const submit = page.getByRole('button', { name: 'Criar conta e continuar' });
    await expect(page.getByRole('group', { name: 'Dados da empresa' })).toHaveCount(0);
    await page.getByText('Comprar para uma empresa').click();
    const company = page.getByRole('group', { name: 'Dados da empresa' });
    await expect(company).toBeVisible();
    // The company's data are required before the account is created.
    await expect(submit).toBeDisabled();
    await expect(page.getByText('Informe a razão social.')).toBeVisible();
    await company.getByLabel(/^Razão social/).fill('Imobiliária Compra Ltda');
    await company.getByLabel(/^CNPJ/).fill('11222333000100');
    await company.getByLabel(/^CNPJ/).blur();
    await expect(company.getByText('Digite um CNPJ válido')).toBeVisible();
    await expect(submit).toBeDisabled();
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await checkA11y(page);
      await expectNoHorizontalOverflow(page);
    }
    await page.setViewportSize(DESKTOP);

    // A CNPJ another company has: refused before any account exists, the field marked.
    await company.getByLabel(/^CNPJ/).fill(taken);
    await company.getByLabel(/^E-mail de cobrança/).fill('financeiro@compra.com.br');
    await company.getByLabel(/^Endereço de cobrança/).fill('Rua Augusta, 500');
    await company.getByLabel(/^Cidade/).fill('São Paulo');
    await company.getByLabel(/^CEP/).fill('01305000');
    await submit.click();
    await expect(
      main(page).getByRole('alert').filter({ hasText: 'Já existe uma empresa com este CNPJ.' }),
    ).toBeVisible();
    await expect(company.getByLabel(/^CNPJ/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('heading', { name: 'Seus dados' })).toBeVisible();
    const refused = await page.request.post('/api/auth/login-checkout', {
      data: { email, password: 'segredo1' },
    });
    expect(refused.status()).toBe(401);
    await checkA11y(page);

    const cnpj = newCnpj();
    await company.getByLabel(/^CNPJ/).fill(cnpj);
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Forma de pagamento' })).toBeFocused();
    const summary = page.getByRole('complementary', { name: 'Resumo do pedido' });
    await expect(summary).toContainText('Para a empresa Imobiliária Compra Ltda');
    // A reload of the payment step keeps the company: the server keeps the choice until the plan is paid.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Forma de pagamento' })).toBeVisible();
    await expect(summary).toContainText('Para a empresa Imobiliária Compra Ltda');
    await expect(company.getByLabel(/^Razão social/)).toHaveValue('Imobiliária Compra Ltda');
    await expect(company.getByLabel(/^CEP/)).toHaveValue(/01305-?000/);
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await checkA11y(page);
      await expectNoHorizontalOverflow(page);
    }
    await page.setViewportSize(DESKTOP);
    // The company's fields show again at payment (with their own CEP): fill the card's form.
    const cardForm = page
      .locator('form')
      .filter({ has: page.getByRole('group', { name: 'Dados do cartão' }) });
    await fillCard(cardForm, APPROVED_CARD);
    await page.getByRole('button', { name: 'Pagar R$ 249,90' }).click();
    await expect(page).toHaveURL(/\/pagamentos$/);

    // The buyer holds the company, as its gestor, with the plan's seats.
    const empresa = await (await page.request.get('/api/empresa')).json();
    expect(empresa).toMatchObject({
      razaoSocial: 'Imobiliária Compra Ltda',
      cnpj,
      meuPapel: 'gestor',
      titular: { email },
      plano: { id: plan.id },
      assentos: { limite: plan.assentos, emUso: 1 },
      dadosCobranca: { cidade: 'São Paulo', cep: '01305000' },
    });
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Empresa' })
      .click();
    await expect(page.getByRole('heading', { name: /Imobiliária Compra Ltda/ }).first()).toBeVisible();

    // The first request right after checkout shows in the list at once, without a reload.
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Solicitações' })
      .click();
    await expect(page.getByText('Nenhuma solicitação encontrada')).toBeVisible();
    await page.getByRole('button', { name: 'Nova solicitação' }).click();
    const form = page.getByRole('form', { name: 'Nova solicitação' });
    await form
      .getByRole('textbox', { name: /^(Nome completo|Razão social)/ })
      .fill('Primeira Pessoa Pós Checkout');
    await form.getByRole('textbox', { name: /^CPF/ }).pressSequentially(CPF);
    await form
      .getByRole('group', { name: /Data de nascimento/ })
      .getByRole('spinbutton')
      .first()
      .click();
    await page.keyboard.type('15031985');
    await form.getByRole('textbox', { name: /^Referência/ }).fill('Cliente ACME');
    await form.getByRole('button', { name: 'Criar solicitação' }).click();
    await expect(toasts(page).getByText('Solicitações criadas com sucesso!')).toBeVisible();
    const first = page.getByRole('article', { name: /Primeira Pessoa Pós Checkout/ });
    await expect(first).toBeVisible();
    await expect(first).toContainText('Ref.: Cliente ACME');
    await expect(page.getByRole('heading', { level: 1, name: /^Solicitações/ })).toContainText('1');
    await expect(page.getByText('Nenhuma solicitação encontrada')).toHaveCount(0);
  });

  test('signed in: the company option is at the payment step; an account already in a company buys for it', async ({
    page,
    adminApi,
    newUser,
    signIn,
  }) => {
    const plan = await planNamed(adminApi, 'Profissional');
    const customer = await newUser({
      firstName: 'Otávio',
      lastName: 'Cliente',
      cpfCnpj: CPF,
      phone: '11987654321',
    });
    await signIn(page, customer.email, customer.password);
    await page.goto(`/checkout-completo/${plan.id}`);
    await expect(page.getByRole('heading', { name: 'Forma de pagamento' })).toBeVisible();
    // The card first: the company's billing fields have labels of their own ('CEP', 'E-mail de cobrança').
    await fillCard(page, APPROVED_CARD);
    await page.getByText('Comprar para uma empresa').click();
    const company = page.getByRole('group', { name: 'Dados da empresa' });
    await expect(company.getByLabel(/^Razão social/)).toBeVisible();
    // Paying with the company's data missing says so at once, before any charge.
    await page.getByRole('button', { name: 'Pagar R$ 99,90' }).click();
    await expect(main(page).getByRole('alert').filter({ hasText: 'Informe a razão social.' })).toBeVisible();
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await checkA11y(page);
      await expectNoHorizontalOverflow(page);
    }
    await page.setViewportSize(DESKTOP);

    // An account that already belongs to a company is told the plan will be that company's.
    const holder = await newUser();
    await holder.api.criarEmpresa({ body: { razaoSocial: 'Empresa Já Criada Ltda', cnpj: newCnpj() } });
    await signIn(page, holder.email, holder.password);
    await page.goto(`/checkout-completo/${plan.id}`);
    await expect(
      main(page).getByText(
        'Sua conta faz parte da empresa Empresa Já Criada Ltda: o plano assinado aqui será o dela.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Comprar para uma empresa')).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Resumo do pedido' })).toContainText(
      'Para a empresa Empresa Já Criada Ltda',
    );
    await checkA11y(page);
  });

  test('a declined card returns to the card step with the message; empty fields say what is missing', async ({
    page,
    adminApi,
    newUser,
    signIn,
  }) => {
    test.slow();
    const plan = await planNamed(adminApi, 'Básico');
    const user = await newUser({ firstName: 'Maria', lastName: 'Silva', cpfCnpj: CPF, phone: '11987654321' });
    await signIn(page, user.email, user.password);
    // Signed in already: straight to the card step, holder data from the account.
    await page.goto(`/checkout-completo/${plan.id}`);
    await expect(page.getByRole('heading', { name: 'Forma de pagamento' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Seus dados' })).toHaveCount(0);
    await expect(page.getByLabel(/^(Nome completo|Razão social)/)).toHaveValue('Maria Silva');

    await page.getByRole('button', { name: 'Pagar R$ 49,90' }).click();
    await expect(
      main(page)
        .getByRole('alert')
        .filter({ hasText: 'Por favor, preencha todos os dados do cartão de crédito' }),
    ).toBeVisible();
    await expect(page.getByLabel(/^Número do cartão/)).toBeFocused();
    await checkA11y(page);

    await fillCard(page, DECLINED_CARD);
    await page.getByLabel(/^E-mail/).fill('');
    await page.getByRole('button', { name: 'Pagar R$ 49,90' }).click();
    await expect(
      main(page)
        .getByRole('alert')
        .filter({ hasText: 'Por favor, preencha todos os dados do portador do cartão' }),
    ).toBeVisible();
    await page.getByLabel(/^E-mail/).fill(user.email);

    await page.getByRole('button', { name: 'Pagar R$ 49,90' }).click();
    await expect(main(page).getByRole('alert')).toContainText('Pagamento recusado');
    await expect(page.getByRole('heading', { name: 'Forma de pagamento' })).toBeFocused();
    await expect(
      page.getByRole('list', { name: 'Etapas da assinatura' }).locator('[aria-current="step"]'),
    ).toHaveText(/Pagamento/);
    // What was typed is kept, to fix it or try another card.
    await expect(page.getByLabel(/^Número do cartão/)).toHaveValue('5184 0197 4037 3151');
    await checkA11y(page);
    const { userPlan } = await user.api.obterPlanoUsuario();
    expect(userPlan).toBeNull();
  });

  test('an e-mail that already has an account: no account is taken, its owner is told by e-mail', async ({
    page,
    adminApi,
    newUser,
    server,
  }) => {
    const plan = await planNamed(adminApi, 'Básico');
    const owner = await newUser({ firstName: 'Teresa', lastName: 'Campos' });
    await page.goto(`/checkout-completo/${plan.id}`);
    await page.getByLabel(/^(Nome completo|Razão social)/).fill('Outra Pessoa');
    await page.getByLabel(/^E-mail/).fill(owner.email);
    await page.getByLabel(/^Telefone/).fill('11987654321');
    await page.getByLabel(/^CPF\/CNPJ/).fill(CPF);
    await page.getByLabel(/^Senha/).fill('outrasenha');
    await page.getByLabel(/^Confirmar senha/).fill('outrasenha');
    await page.getByText('Li e aceito os Termos de uso').click();
    await page.getByText('Li e aceito a Política de privacidade').click();
    await page.getByRole('button', { name: 'Criar conta e continuar' }).click();

    await expect(
      main(page).getByText(/Não foi possível entrar com este e-mail e senha. Se você já tem uma conta/),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Seus dados' })).toBeVisible();
    await checkA11y(page);
    const notice = server
      .outbox()
      .find((eml) => eml.includes(`To: ${owner.email}`) && eml.includes('Alguém tentou criar uma conta'));
    expect(notice).toBeDefined();
    // The owner's address is confirmed (an admin created the account): no confirmation link.
    expect(notice).not.toContain('confirm-email');
    // The owner's password still opens the account.
    const login = await page.request.post('/api/auth/login-checkout', {
      data: { email: owner.email, password: owner.password },
    });
    expect(login.ok()).toBe(true);
  });

  test('an unknown plan says so and leads back to the plans', async ({ page }) => {
    await page.goto('/checkout-completo/7d3c2b1a-5e4f-4a6b-8c9d-0e1f2a3b4c5d');
    await expect(page.getByRole('heading', { name: 'Não foi possível carregar o plano' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver os planos' })).toHaveAttribute('href', '/#planos');
    await checkA11y(page);
  });

  test('phone: the registration step fits 390 px', async ({ page, adminApi }) => {
    await page.setViewportSize(MOBILE);
    const plan = await planNamed(adminApi, 'Empresarial');
    await page.goto(`/checkout-completo/${plan.id}`);
    await expect(page.getByRole('heading', { name: 'Seus dados' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await checkA11y(page);
  });
});

test.describe('checkout by PIX or boleto (/checkout)', () => {
  test('a customer pays by PIX on the sandbox invoice page; the checkout notices; the plan is active', async ({
    page,
    context,
    newUser,
    signIn,
  }) => {
    test.slow();
    const user = await newUser();
    await signIn(page, user.email, user.password);
    await page.goto('/planos');
    await expect(page.getByRole('heading', { level: 1, name: 'Escolha seu plano' })).toBeVisible();
    await checkA11y(page);
    await page
      .getByRole('article', { name: 'Básico' })
      .getByRole('link', { name: 'Assinar com PIX' })
      .click();
    await expect(page).toHaveURL(/\/checkout\/[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Finalizar assinatura' })).toBeVisible();
    await expect(
      page.getByRole('complementary', { name: 'Resumo do pedido' }).getByText('Grátis'),
    ).toBeVisible();
    await checkA11y(page);

    await page.getByRole('button', { name: 'Gerar PIX' }).click();
    await expect(toasts(page).getByText('Plano adquirido com sucesso!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pague com PIX' })).toBeFocused();
    await checkA11y(page);
    const qr = page.getByRole('img', { name: /QR Code PIX para pagar R\$ 49,90/ });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('width', '220');
    const code = page.getByRole('group', { name: 'PIX Copia e Cola' });
    await expect(code).toContainText('br.gov.bcb.pix');
    await expect(code.getByRole('button', { name: /Copiar código/ })).toBeVisible();
    await expect(page.getByText('Aguardando a confirmação do pagamento.', { exact: false })).toBeVisible();
    await checkA11y(page);
    // The purchase is pending until the payment arrives (PIX renews automatically).
    const pending = await user.api.obterPlanoUsuario();
    expect(pending.userPlan).toMatchObject({
      status: 'PENDING',
      renovacaoAutomatica: true,
      billingType: 'PIX',
    });

    const [invoice] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /Abrir fatura/ }).click(),
    ]);
    await expect(invoice).toHaveURL(/\/api\/sandbox\/pagamentos\/[^/]+\/fatura$/);
    await invoice.getByRole('button', { name: 'Pagar (simulação)' }).click();

    await expect(page.getByRole('heading', { name: 'Plano ativado com sucesso!' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(toasts(page).getByText('Plano ativado com sucesso!')).toBeVisible();
    await checkA11y(page);

    // The paid invoice is no dead end: it leads back to the customer's payments, where the charge is paid.
    await expect(invoice.getByText('Pagamento confirmado.')).toBeVisible();
    await invoice.getByRole('link', { name: 'Voltar para Meus pagamentos' }).click();
    await expect(invoice).toHaveURL(/\/pagamentos$/);
    await expect(invoice.getByRole('heading', { level: 1 })).toBeVisible();
    await invoice.close();

    await page.getByRole('link', { name: 'Ver meu perfil' }).click();
    await expect(page).toHaveURL(/\/admin\/meu-perfil$/);
    await page.getByRole('tab', { name: 'Plano ativo' }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Básico' })).toBeVisible();
    await checkA11y(page);

    // With an active plan, /planos says so and leads to Meu perfil.
    await page.goto('/planos');
    await expect(page.getByRole('heading', { name: 'Você já possui um plano ativo: Básico' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir para meu perfil' })).toBeVisible();
    await checkA11y(page);
  });

  test('a customer buys by boleto for a company: the company comes with the pending plan', async ({
    page,
    adminApi,
    newUser,
    signIn,
  }) => {
    const plan = await planNamed(adminApi, 'Profissional');
    const user = await newUser();
    await signIn(page, user.email, user.password);
    await page.goto(`/checkout/${plan.id}`);
    await page.getByText('Boleto bancário', { exact: true }).click();
    await page.getByText('Comprar para uma empresa').click();
    const company = page.getByRole('group', { name: 'Dados da empresa' });
    await company.getByLabel(/^Razão social/).fill('Escritório Boleto Ltda');
    const cnpj = newCnpj();
    await company.getByLabel(/^CNPJ/).fill(cnpj);
    await expect(page.getByRole('complementary', { name: 'Resumo do pedido' })).toContainText(
      'Para a empresa Escritório Boleto Ltda',
    );
    await checkA11y(page);
    await page.getByRole('button', { name: 'Gerar boleto' }).click();
    await expect(page.getByRole('heading', { name: 'Pague com boleto' })).toBeFocused();
    // The company exists with the pending plan: one seat (the holder's) until the boleto is paid.
    const empresa = await user.api.obterMinhaEmpresa();
    expect(empresa).toMatchObject({
      razaoSocial: 'Escritório Boleto Ltda',
      cnpj,
      titular: { id: user.userId },
      meuPapel: 'gestor',
      plano: { id: plan.id },
      assentos: { limite: 1, emUso: 1 },
    });
    expect((await user.api.obterPlanoUsuario()).userPlan).toMatchObject({
      status: 'PENDING',
      billingType: 'BOLETO',
    });
  });

  test('boleto: the slip link, its digitable line and the due date', async ({
    page,
    adminApi,
    newUser,
    signIn,
  }) => {
    test.slow();
    const plan = await planNamed(adminApi, 'Empresarial');
    const user = await newUser();
    await signIn(page, user.email, user.password);
    await page.goto(`/checkout/${plan.id}`);
    await page.getByText('Boleto bancário').click();
    await expect(page.getByRole('radio', { name: /Boleto bancário/ })).toBeChecked();
    await page.getByRole('button', { name: 'Gerar boleto' }).click();
    await expect(page.getByRole('heading', { name: 'Pague com boleto' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Linha digitável' })).toContainText(/\d{47}/);
    await expect(page.getByRole('link', { name: /Abrir boleto/ })).toHaveAttribute('href', /\/boleto$/);
    await expect(page.getByRole('link', { name: /Abrir boleto/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByText('Vencimento')).toBeVisible();
    await expect(page.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await checkA11y(page);
    const { userPlan } = await user.api.obterPlanoUsuario();
    // Every checkout purchase renews monthly, boleto included.
    expect(userPlan).toMatchObject({ status: 'PENDING', billingType: 'BOLETO', renovacaoAutomatica: true });

    // A reload keeps the instructions (the charge is in the URL); a phone shows them without sideways scroll.
    await page.setViewportSize(MOBILE);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Pague com boleto' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await checkA11y(page);
  });

  test('a purchase refused by the server shows its message', async ({ page, adminApi, newUser, signIn }) => {
    const plan = await planNamed(adminApi, 'Básico');
    const user = await newUser();
    await signIn(page, user.email, user.password);
    await page.goto(`/checkout/${plan.id}`);
    await page.route('**/api/users/me/plano', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error' } })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Gerar PIX' }).click();
    await expect(main(page).getByRole('alert')).toHaveText('Erro ao adquirir plano. Tente novamente.');
    await expect(toasts(page).getByText('Erro ao adquirir plano. Tente novamente.')).toBeVisible();
  });

  test('an unknown plan says so and leads back to /planos', async ({ page, newUser, signIn }) => {
    const user = await newUser();
    await signIn(page, user.email, user.password);
    await page.goto('/checkout/7d3c2b1a-5e4f-4a6b-8c9d-0e1f2a3b4c5d');
    await expect(page.getByRole('heading', { name: 'Não foi possível carregar o plano' })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para os planos' }).click();
    await expect(page).toHaveURL(/\/planos$/);
  });
});

test.describe('/planos', () => {
  test('load error with retry; phone layout', async ({ page, newUser, signIn }) => {
    const user = await newUser();
    await signIn(page, user.email, user.password);
    await page.route('**/api/planos?*', (route) =>
      route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error' } }),
    );
    await page.goto('/planos');
    await expect(page.getByText('Erro ao carregar planos')).toBeVisible();
    await checkA11y(page);
    await page.unroute('**/api/planos?*');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    // Every plan on sale (other files of this run may have added some to the seed's four).
    const onSale = await page.request.get('/api/planos/publicos?page=1&limit=100');
    const { data: plans } = (await onSale.json()) as { data: unknown[] };
    expect(plans.length).toBeGreaterThanOrEqual(4);
    await expect(page.getByRole('article')).toHaveCount(plans.length);

    await page.setViewportSize(MOBILE);
    await expectNoHorizontalOverflow(page);
    const card = page.getByRole('article', { name: 'Profissional' });
    await expect(card.getByRole('link', { name: 'Assinar com cartão' })).toHaveAttribute(
      'href',
      /^\/checkout-completo\//,
    );
  });
});

test.describe('guards', () => {
  for (const path of ['/checkout/7d3c2b1a-5e4f-4a6b-8c9d-0e1f2a3b4c5d', '/planos']) {
    test(`an anonymous visitor of ${path} goes to /admin/login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await checkA11y(page);
    });
  }
});
