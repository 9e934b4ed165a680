/**
 * The back office (the dashboard, user administration with the new-user rules, the moderator's limits, the
 * user list's pagination): the dashboard's figures equal what the test created (own server), an admin
 * creates, finds, edits, resets the password of and deletes a user, a moderator sees what it may and is
 * refused the rest in the UI and by the server, the pagination window with 35 users; axe on every page; 390 px.
 */

import { randomUUID } from 'node:crypto';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '@certidao/api/testing';
import { type ApiClient, createApiClient } from '@certidao/api-client';
import { buildSolicitacaoPayload } from '@certidao/domain';
import type { Page } from '@playwright/test';
import {
  ACCOUNTS,
  a11y,
  expect,
  expectNoHorizontalOverflow,
  expectTablePinnedFirstColumn,
  fillCard,
  STORAGE,
  test,
} from './fixtures.ts';

const MOBILE = { width: 390, height: 844 } as const;
const toasts = (page: Page) => page.getByRole('region', { name: /notificaç/i });

test.describe('/admin/dashboard', () => {
  let own: TestServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    own = await startTestServer({}, {}, { serveWeb: true });
  });
  test.afterAll(async () => {
    await own?.close();
  });

  test('the cards, the chart and the recent requests show what was created', async ({ page }) => {
    test.slow();
    const { api: admin } = await own.admin();
    // Three customers (one suspended), one with a granted plan and a 10-certificate request.
    const ana = await own.createUser('user', { firstName: 'Ana', lastName: 'Dashboard' });
    await own.createUser('user');
    const later = await own.createUser('user');
    await admin.updateUsuario({ path: { id: later.userId }, body: { status: 'suspended' } });
    const { data: planos } = await admin.getPlanos({ query: { page: 1, limit: 100 } });
    const unlimited = planos.find((p) => Number(p.limite) === 0) ?? planos[0]!;
    await admin.concederPlanoUsuario({ path: { id: ana.userId }, body: { planoId: unlimited.id } });
    const request = await ana.api.createSolicitacao({
      body: buildSolicitacaoPayload({
        tipoPessoa: 'fisica',
        nomeCompleto: 'Cliente do Painel',
        cpf: '529.982.247-25',
        rg: '12.345.678-9',
        dataNascimento: '1985-03-15',
      }),
    });
    await expect
      .poll(async () => (await admin.getDashboardStats()).solicitacoes.sucesso, { timeout: 30_000 })
      .toBe(10);

    const login = await page.request.post(`${own.url}/api/auth/login`, {
      data: { email: own.config.adminEmail, password: ADMIN_PASSWORD },
    });
    expect(login.ok()).toBe(true);
    await page.goto(`${own.url}/admin/dashboard`);
    const card = (name: string) => page.getByRole('group', { name });
    await expect(card('Solicitações concluídas')).toContainText('10');
    await expect(card('Solicitações concluídas')).toContainText('de 10 certidões');
    await expect(card('Solicitações com falha')).toContainText('0% do total');
    // admin + 3 customers, one suspended; everyone is new in this period.
    await expect(card('Usuários ativos')).toContainText('3');
    await expect(card('Usuários ativos')).toContainText('de 4 usuários');
    await expect(card('Usuários ativos')).toContainText('Novo');
    await expect(card('Receita mensal')).toContainText('R$ 0,00');
    await expect(card('Receita mensal')).toContainText('1 de 1 assinatura ativa');
    // The chart's data table: today has the 10 concluded certificates.
    const chart = page.getByRole('table', { name: 'Concluídas e com falha nos últimos 30 dias' });
    await expect(chart.getByRole('row')).toHaveCount(31);
    const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    await expect(chart.getByRole('row', { name: today })).toContainText('10');

    const recent = page.getByRole('grid', { name: 'Solicitações recentes' });
    await expect(recent.getByRole('row', { name: /Cliente do Painel/ })).toContainText(ana.email);
    await a11y(page);
    await recent.getByRole('link', { name: 'Ver mais: Cliente do Painel' }).click();
    await expect(page).toHaveURL(`${own.url}/admin/detalhes-certidao/${request.id}`);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('link', { name: 'Ver todas' }).click();
    await expect(page).toHaveURL(`${own.url}/admin/solicitacoes`);

    await page.setViewportSize(MOBILE);
    await page.goto(`${own.url}/admin/dashboard`);
    await expect(card('Solicitações concluídas')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    // The recent requests open at their client column, pinned while the other columns scroll.
    await expect(recent.getByRole('row', { name: /Cliente do Painel/ })).toBeVisible();
    await expectTablePinnedFirstColumn(recent);
  });
});

test.describe('users (admin)', () => {
  test.use({ storageState: STORAGE.admin });

  test('an admin creates a user, finds, edits, resets the password and deletes them', async ({
    page,
    server,
  }) => {
    test.slow();
    const tag = randomUUID().slice(0, 8);
    const email = `novo-${tag}@teste.com.br`;
    await page.goto('/admin/usuarios');
    await page.getByRole('link', { name: 'Novo usuário' }).click();
    await expect(page).toHaveURL('/admin/usuario/novo');
    const form = page.getByRole('form', { name: 'Novo usuário' });
    await form.getByRole('button', { name: 'Criar usuário' }).click();
    await expect(form.getByText('Preencha todos os campos obrigatórios')).toBeVisible();
    await a11y(page);

    await form.getByRole('textbox', { name: /^Nome/ }).fill('Zélia');
    await form.getByRole('textbox', { name: /^Sobrenome/ }).fill(`Teste ${tag}`);
    await form.getByRole('textbox', { name: /^E-mail/ }).fill('sem-arroba');
    await form.getByLabel(/^Senha/).fill('curta');
    await form.getByRole('textbox', { name: 'CPF/CNPJ' }).pressSequentially('123');
    await form.getByRole('button', { name: 'Criar usuário' }).click();
    await expect(form.getByText('A senha deve ter pelo menos 8 caracteres')).toBeVisible();
    await expect(form.getByText('Digite um e-mail válido')).toBeVisible();
    await expect(form.getByText('Digite um CPF ou CNPJ válido')).toBeVisible();
    await form.getByLabel(/^Senha/).fill('semclasses');
    await form.getByRole('button', { name: 'Criar usuário' }).click();
    await expect(
      form.getByText(
        'A senha deve conter pelo menos: 1 letra minúscula, 1 maiúscula, 1 número e 1 caractere especial',
      ),
    ).toBeVisible();
    await form.getByRole('textbox', { name: 'CPF/CNPJ' }).clear();
    await form.getByLabel(/^Senha/).fill('Senha@123');
    // An e-mail already in use: 409.
    await form.getByRole('textbox', { name: /^E-mail/ }).fill(ACCOUNTS.moderator.email);
    await form.getByRole('button', { name: 'Criar usuário' }).click();
    await expect(toasts(page).getByText('Este e-mail já está em uso')).toBeVisible();
    await form.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await form.getByRole('button', { name: 'Criar usuário' }).click();
    await expect(toasts(page).getByText('Usuário criado com sucesso!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Zélia Teste ${tag}` })).toBeVisible();

    // Found by search (debounced), opened from the list.
    await page.goto('/admin/usuarios');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(tag);
    const table = page.getByRole('grid', { name: 'Usuários' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').filter({ hasText: email })).toContainText('Ativo');
    await expect(page).toHaveURL(new RegExp(`busca=${tag}`));
    await a11y(page);
    await table.getByRole('link', { name: `Editar Zélia Teste ${tag}` }).click();

    // Role and status.
    const edit = page.getByRole('form', { name: 'Editar perfil' });
    await edit.getByRole('button', { name: /Perfil$/ }).click();
    await page.getByRole('option', { name: 'Moderador' }).click();
    await edit.getByRole('button', { name: /Status$/ }).click();
    await page.getByRole('option', { name: 'Suspenso' }).click();
    await edit.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(toasts(page).getByText('Perfil atualizado com sucesso!')).toBeVisible();
    const account = page.getByRole('region', { name: 'Informações da conta' });
    await expect(account).toContainText('Moderador');
    await expect(account).toContainText('Suspenso');
    await a11y(page);

    // Back to active, then the password (collapsible).
    await edit.getByRole('button', { name: /Status$/ }).click();
    await page.getByRole('option', { name: 'Ativo', exact: true }).click();
    await edit.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(account).toContainText('Ativo');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    const password = page.getByRole('form', { name: 'Alterar senha' });
    await password.getByLabel(/^Nova senha/).fill('Nova@1234');
    await password.getByLabel(/^Confirmar nova senha/).fill('Outra@1234');
    await password.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(password.getByText('Nova senha e confirmação não coincidem')).toBeVisible();
    await password.getByLabel(/^Nova senha/).fill('curta');
    await password.getByLabel(/^Confirmar nova senha/).fill('curta');
    await password.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(password.getByText('Nova senha deve ter pelo menos 8 caracteres')).toBeVisible();
    await password.getByLabel(/^Nova senha/).fill('Nova@1234');
    await password.getByLabel(/^Confirmar nova senha/).fill('Nova@1234');
    await password.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(toasts(page).getByText('Senha alterada com sucesso!')).toBeVisible();
    await createApiClient({ baseUrl: server.apiUrl }).login({ body: { email, password: 'Nova@1234' } });
    await a11y(page);

    // Deleted from the list after the confirmation.
    await page.goto(`/admin/usuarios?busca=${tag}`);
    await table.getByRole('button', { name: `Remover Zélia Teste ${tag}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remover usuário' });
    await expect(dialog).toContainText('Tem certeza que deseja remover este usuário?');
    await a11y(page);
    await dialog.getByRole('button', { name: 'Remover' }).click();
    await expect(toasts(page).getByText('Usuário removido com sucesso')).toBeVisible();
    await expect(table.getByText('Nenhum usuário encontrado')).toBeVisible();
  });

  test("the server's refusal to delete yourself is shown as its message", async ({ page, adminApi }) => {
    const me = await adminApi.getMe();
    await page.goto(`/admin/perfil-usuario/${me.id}`);
    await page.getByRole('button', { name: 'Remover usuário' }).click();
    await page
      .getByRole('alertdialog', { name: 'Remover usuário' })
      .getByRole('button', { name: 'Remover' })
      .click();
    const refusal = await adminApi.deleteUsuario({ path: { id: me.id } }).catch((e: Error) => e.message);
    await expect(toasts(page).getByText(String(refusal))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: me.fullName })).toBeVisible();
  });

  test('the pagination window with 35 users', async ({ page, adminApi }) => {
    test.slow();
    const tag = `pag${randomUUID().slice(0, 6)}`;
    for (let i = 0; i < 35; i++) {
      await adminApi.createUsuario({
        body: { email: `${tag}-${i}@teste.com.br`, password: 'Senha@123', firstName: tag, lastName: `N${i}` },
      });
    }
    await page.goto(`/admin/usuarios?busca=${tag}`);
    const nav = page.getByRole('navigation', { name: 'Paginação' });
    const table = page.getByRole('grid', { name: 'Usuários' });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('35');
    await expect(table.getByRole('row')).toHaveCount(11);
    await expect(nav.getByRole('button', { name: /^Página/ })).toHaveText(['1', '2', '3', '4']);
    await expect(nav.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('button', { name: 'Página 4' }).click();
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(page).toHaveURL(/pagina=4/);
    await expect(nav.getByRole('button', { name: /Próxima/ })).toBeDisabled();
    await a11y(page);
    // The whole list (every spec's users): first, last and the current ±1, with ellipses.
    await page.goto('/admin/usuarios?pagina=3');
    await expect(nav.getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
    const pages = await nav.getByRole('button', { name: /^Página/ }).allTextContents();
    expect(pages.slice(0, 4)).toEqual(['1', '2', '3', '4']);
    // One ellipsis for each gap in the page numbers shown (none when the window reaches the last page).
    const numbers = pages.map(Number);
    const gaps = numbers.filter((n, i) => i > 0 && n - (numbers[i - 1] ?? n) > 1).length;
    expect(numbers.at(-1)).toBeGreaterThanOrEqual(4);
    await expect(nav.getByText('…')).toHaveCount(gaps);

    await page.setViewportSize(MOBILE);
    await page.goto(`/admin/usuarios?busca=${tag}`);
    await expect(table.getByRole('row')).toHaveCount(11);
    await expectNoHorizontalOverflow(page);
    await expectTablePinnedFirstColumn(table);
  });
});

test.describe('users (moderator)', () => {
  test.use({ storageState: STORAGE.moderator });

  test('a moderator lists and reads users but cannot create, edit or delete them', async ({
    page,
    newUser,
    server,
  }) => {
    // Several screens, each checked with axe: near the default limit when CI's two workers share the machine.
    test.slow();
    const user = await newUser({ firstName: 'Mirela', lastName: `Moderada ${randomUUID().slice(0, 6)}` });
    await page.goto('/admin/usuarios');
    await expect(page.getByRole('grid', { name: 'Usuários' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Novo usuário' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Remover/ })).toHaveCount(0);
    await a11y(page);

    await page.goto(`/admin/perfil-usuario/${user.userId}`);
    const edit = page.getByRole('form', { name: 'Editar perfil' });
    await expect(edit.getByRole('textbox', { name: 'Perfil' })).toHaveValue('Usuário');
    await expect(edit.getByRole('textbox', { name: 'Perfil' })).toHaveAttribute('readonly', '');
    await expect(edit.getByRole('button', { name: 'Salvar alterações' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Alterar senha' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remover usuário' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Plano e uso' })).toContainText('Nenhum plano ativo');
    await a11y(page);

    // The admin-only route sends staff to the dashboard.
    await page.goto('/admin/usuario/novo');
    await expect(page).toHaveURL('/admin/dashboard');
    await a11y(page);

    // And the server refuses what the UI hides.
    const { accessToken } = await createApiClient({ baseUrl: server.apiUrl }).login({
      body: ACCOUNTS.moderator,
    });
    const moderator: ApiClient = createApiClient({ baseUrl: server.apiUrl, token: accessToken });
    await expect(
      moderator.updateUsuario({ path: { id: user.userId }, body: { role: 'admin' } }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(moderator.deleteUsuario({ path: { id: user.userId } })).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      moderator.createUsuario({
        body: {
          email: `x-${randomUUID()}@teste.com.br`,
          password: 'Senha@123',
          firstName: 'X',
          lastName: 'Y',
        },
      }),
    ).rejects.toMatchObject({ status: 403 });
  });
});

test.describe('/admin/planos-assinaturas', () => {
  test.use({ storageState: STORAGE.moderator });

  test('plan CRUD with the dialog; a plan in use is refused with the server message', async ({
    page,
    adminApi,
    newUser,
  }) => {
    test.slow();
    const nome = `Plano E2E ${randomUUID().slice(0, 6)}`;
    await page.goto('/admin/planos-assinaturas');
    await expect(page.getByRole('heading', { level: 1, name: 'Planos' })).toBeVisible();
    await a11y(page);

    await page.getByRole('button', { name: 'Novo plano' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo plano' });
    await dialog.getByRole('button', { name: 'Criar plano' }).click();
    await expect(dialog.getByText('Nome é obrigatório')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Nome/ }).fill(nome);
    const benefit = dialog.getByRole('textbox', { name: 'Benefícios' });
    for (const text of ['Um', 'Dois', '   ', 'Três', 'Quatro']) {
      await benefit.fill(text);
      await benefit.press('Enter');
    }
    const benefits = dialog.getByRole('list', { name: 'Benefícios do plano' }).getByRole('listitem');
    await expect(benefits).toHaveCount(4);
    await dialog.getByRole('textbox', { name: 'Ordem' }).fill('7');
    await dialog.getByText('Mais popular').click();
    await a11y(page);
    await dialog.getByRole('button', { name: 'Criar plano' }).click();
    await expect(toasts(page).getByText('Plano criado com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden();

    // valor defaulted to 0 and the empty limit is unlimited.
    const card = page.getByRole('article', { name: nome });
    await expect(card).toContainText('R$ 0,00');
    await expect(card).toContainText('Ilimitado');
    await expect(card).toContainText('Ordem: 7');
    await expect(card).toContainText('Mais popular');
    await expect(card).toContainText('mais 1 benefício');

    await card.getByRole('button', { name: `Editar plano ${nome}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar plano' });
    await edit.getByRole('textbox', { name: /^Valor/ }).fill('59,9');
    await edit.getByRole('textbox', { name: 'Limite mensal' }).fill('12');
    await edit.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(toasts(page).getByText('Plano atualizado com sucesso!')).toBeVisible();
    await expect(card).toContainText('R$ 59,90');
    await expect(card).toContainText('12 solicitações/mês');

    // In use: the server refuses, and says why.
    const { data } = await adminApi.getPlanos({ query: { page: 1, limit: 100 } });
    const created = data.find((p) => p.nome === nome)!;
    const holder = await newUser();
    await adminApi.concederPlanoUsuario({ path: { id: holder.userId }, body: { planoId: created.id } });
    const refusal = await adminApi.deletePlano({ path: { id: created.id } }).catch((e: Error) => e.message);
    await card.getByRole('button', { name: `Excluir plano ${nome}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Excluir plano' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect(toasts(page).getByText(String(refusal))).toBeVisible();
    await expect(card).toBeVisible();

    await adminApi.cancelarPlanoUsuario({ path: { id: holder.userId } });
    await card.getByRole('button', { name: `Excluir plano ${nome}` }).click();
    await a11y(page);
    await page
      .getByRole('alertdialog', { name: 'Excluir plano' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect(toasts(page).getByText('Plano deletado com sucesso!')).toBeVisible();
    await expect(card).toBeHidden();

    await page.setViewportSize(MOBILE);
    await page.goto('/admin/planos-assinaturas');
    await expect(page.getByRole('button', { name: 'Novo plano' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});

test.describe('/admin/gerenciamento-usuarios', () => {
  test.use({ storageState: STORAGE.admin });

  test('an admin grants a plan to a user and cancels it', async ({ page, newUser, adminApi }) => {
    test.slow();
    const last = `Gerido ${randomUUID().slice(0, 6)}`;
    const user = await newUser({ firstName: 'Gil', lastName: last });
    const { data: planos } = await adminApi.getPlanos({ query: { page: 1, limit: 100 } });
    const limited = planos.find((p) => p.limite > 0)!;
    await page.goto(`/admin/gerenciamento-usuarios?busca=${encodeURIComponent(last)}`);
    const table = page.getByRole('grid', { name: 'Usuários e planos' });
    const row = table.getByRole('row').filter({ hasText: user.email });
    await expect(row).toContainText('Sem plano');
    await a11y(page);

    await row.getByRole('button', { name: `Gerenciar plano de Gil ${last}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Gerenciar plano do usuário' });
    await expect(dialog).toContainText('Nenhum plano ativo');
    await dialog.getByRole('button', { name: 'Atribuir plano' }).click();
    await expect(dialog.getByText('Selecione um usuário e um plano')).toBeVisible();
    await a11y(page);
    await dialog.getByRole('button', { name: /Plano$/ }).click();
    await page
      .getByRole('option', { name: new RegExp(`^${limited.nome} —`) })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Atribuir plano' }).click();
    await expect(toasts(page).getByText('Plano atribuído com sucesso!').last()).toBeVisible();
    await expect(row).toContainText(limited.nome);
    await expect(row.getByRole('meter')).toHaveAttribute(
      'aria-valuetext',
      new RegExp(`^0 de ${limited.limite}`),
    );
    expect((await adminApi.getPlanoDoUsuario({ path: { id: user.userId } })).plano?.id).toBeDefined();

    await row.getByRole('button', { name: `Gerenciar plano de Gil ${last}` }).click();
    await dialog.getByRole('button', { name: 'Cancelar plano' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancelar plano' });
    await expect(confirm).toContainText('Tem certeza que deseja cancelar o plano deste usuário?');
    await confirm.getByRole('button', { name: 'Cancelar plano' }).click();
    await expect(toasts(page).getByText('Plano cancelado com sucesso!')).toBeVisible();
    await expect(row).toContainText('Sem plano');

    await page.setViewportSize(MOBILE);
    await page.reload();
    await expect(row).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });

  test('an admin subscribes a customer with a charge: PIX e-mailed to the customer, or a card charged now', async ({
    page,
    newUser,
    adminApi,
  }) => {
    test.slow();
    const last = `Assinado ${randomUUID().slice(0, 6)}`;
    const byPix = await newUser({ firstName: 'Pia', lastName: last });
    const byCard = await newUser({
      firstName: 'Caio',
      lastName: last,
      cpfCnpj: '52998224725',
      phone: '11987654321',
    });
    const { data: planos } = await adminApi.getPlanos({ query: { page: 1, limit: 100 } });
    const paid = planos.find((p) => p.valor > 0)!;
    await page.goto(`/admin/gerenciamento-usuarios?busca=${encodeURIComponent(last)}`);
    const table = page.getByRole('grid', { name: 'Usuários e planos' });
    const dialog = page.getByRole('dialog', { name: 'Gerenciar plano do usuário' });
    const pickPlan = async () => {
      await dialog.getByRole('button', { name: /Plano$/ }).click();
      await page
        .getByRole('option', { name: new RegExp(`^${paid.nome} —`) })
        .first()
        .click();
    };

    // PIX: a pending plan and its charge, which the customer pays.
    await table.getByRole('button', { name: `Gerenciar plano de Pia ${last}` }).click();
    await pickPlan();
    await dialog.getByText('PIX', { exact: true }).click();
    await expect(dialog.getByText('O cliente recebe a cobrança PIX por e-mail')).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Renovação automática' })).toBeChecked();
    await a11y(page);
    await dialog.getByRole('button', { name: 'Atribuir plano' }).click();
    await expect(toasts(page).getByText('Plano atribuído com sucesso!').last()).toBeVisible();
    await expect(dialog).toBeHidden();
    const pix = await byPix.api.obterPlanoUsuario();
    expect(pix.userPlan).toMatchObject({ status: 'PENDING', billingType: 'PIX', renovacaoAutomatica: true });
    const { data: charges } = await byPix.api.buscarPagamentosUsuario();
    expect(charges).toMatchObject([{ status: 'PENDENTE', metodoPagamento: 'PIX', valor: paid.valor }]);

    // Card: the customer's data come prefilled; the card is charged now and the plan is active.
    await table.getByRole('button', { name: `Gerenciar plano de Caio ${last}` }).click();
    await pickPlan();
    await dialog.getByText('Cartão de crédito', { exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Atribuir plano' })).toHaveCount(0);
    await fillCard(dialog, '4444 4444 4444 4444');
    await a11y(page);
    await dialog.getByRole('button', { name: /^Cobrar .* e atribuir$/ }).click();
    // The PIX assignment's toast may still be on screen: this one is the newest.
    await expect(toasts(page).getByText('Plano atribuído com sucesso!').last()).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: byCard.email });
    await expect(row).toContainText(paid.nome);
    const card = await byCard.api.obterPlanoUsuario();
    expect(card.userPlan).toMatchObject({ status: 'ACTIVE', billingType: 'CREDIT_CARD' });

    // An active plan: a second subscription is refused with the server's message.
    await row.getByRole('button', { name: `Gerenciar plano de Caio ${last}` }).click();
    await pickPlan();
    await dialog.getByText('Boleto', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Atribuir plano' }).click();
    await expect(
      toasts(page).getByText(
        'Este usuário já possui um plano ativo. Cancele o plano atual antes de assinar outro.',
      ),
    ).toBeVisible();
  });
});

test.describe('/admin/assinaturas-ativas', () => {
  test.use({ storageState: STORAGE.admin });

  test('a granted plan is listed with its status, billing, usage and due date; filters narrow it', async ({
    page,
    newUser,
    adminApi,
  }) => {
    test.slow();
    const last = `Assinante ${randomUUID().slice(0, 6)}`;
    const user = await newUser({ firstName: 'Sara', lastName: last });
    const { data: planos } = await adminApi.getPlanos({ query: { page: 1, limit: 100 } });
    const limited = planos.find((p) => p.limite > 0)!;
    await adminApi.concederPlanoUsuario({ path: { id: user.userId }, body: { planoId: limited.id } });

    // The summary cards count every current subscription (the server's `resumo`), whatever the search.
    await expect(async () => {
      await page.goto('/admin/assinaturas-ativas');
      const { resumo } = await adminApi.listarAssinaturasAtivasDetalhadas({ query: { limit: 1 } });
      await expect(page.getByRole('group', { name: 'Assinaturas' })).toContainText(String(resumo.total), {
        timeout: 2000,
      });
      await expect(page.getByRole('group', { name: 'Em atraso' })).toContainText(String(resumo.emAtraso), {
        timeout: 2000,
      });
    }).toPass({ timeout: 20_000 });
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(last);
    await page.getByRole('searchbox', { name: 'Buscar' }).press('Enter');
    const table = page.getByRole('grid', { name: 'Assinaturas' });
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').filter({ hasText: user.email });
    await expect(row).toContainText(limited.nome);
    await expect(row).toContainText('Ativa');
    await expect(row).toContainText('Concedido');
    await expect(row).toContainText(/Vence em \d+ dias/);
    await expect(row.getByRole('meter')).toHaveAttribute(
      'aria-valuetext',
      new RegExp(`^0 de ${limited.limite}`),
    );
    await a11y(page);

    // Sortable by keyboard: the column header takes focus and Enter sorts.
    const userColumn = table.getByRole('columnheader', { name: 'Usuário' });
    await userColumn.focus();
    await page.keyboard.press('Enter');
    await expect(userColumn).toHaveAttribute('aria-sort', 'ascending');

    // Filters go to the server: a granted plan is 'Concedido'; not a card plan; not pending.
    await page.getByRole('button', { name: /Cobrança$/ }).click();
    await page.getByRole('option', { name: 'Concedido' }).click();
    await expect(row).toBeVisible();
    await page.getByRole('button', { name: /Cobrança$/ }).click();
    await page.getByRole('option', { name: 'Cartão de crédito' }).click();
    await expect(page.getByText('Nenhuma assinatura encontrada com os filtros aplicados')).toBeVisible();
    await page.getByRole('button', { name: /Cobrança$/ }).click();
    await page.getByRole('option', { name: 'Todos' }).click();
    await expect(row).toBeVisible();
    await page.getByRole('button', { name: /Status$/ }).click();
    await page.getByRole('option', { name: 'Pendente' }).click();
    await expect(page.getByText('Nenhuma assinatura encontrada com os filtros aplicados')).toBeVisible();
    await a11y(page);

    await page.setViewportSize(MOBILE);
    await expectNoHorizontalOverflow(page);
  });
});
