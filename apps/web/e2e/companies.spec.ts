/**
 * Company accounts, end to end against the real server: a customer with the Profissional plan turns the account
 * into a company ('Criar empresa'), adds a cost centre and a kit and makes the cost centre required, invites a
 * member by e-mail; the member opens the e-mail's link signed out, creates the account on the invitation page
 * and orders from the kit with the cost centre (a membro's menu has no company screens); the manager sees the
 * request in 'Relatórios' per member and per cost centre, downloads the CSV and removes the member. axe and no
 * sideways scrolling on every page at 1280 and 390 px.
 */
import { readFileSync } from 'node:fs';
import { cnpjCheckDigits, cpfCheckDigits } from '@certidao/domain';
import type { Page } from '@playwright/test';
import { a11y, expect, expectNoHorizontalOverflow, seededPlan, TEST_PASSWORD, test } from './fixtures.ts';

const MOBILE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;

/** A CNPJ of its own for each run (the server refuses one already used by another company). */
function newCnpj(): string {
  const base = `${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}0001`;
  const d = base + cnpjCheckDigits(base);
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
}

function newCpf(): string {
  const base = String(100_000_000 + Math.floor(Math.random() * 800_000_000));
  return base + cpfCheckDigits(base);
}

async function bothWidths(page: Page) {
  await page.setViewportSize(DESKTOP);
  await a11y(page);
  await page.setViewportSize(MOBILE);
  await a11y(page);
  await expectNoHorizontalOverflow(page);
  await page.setViewportSize(DESKTOP);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });
const toasts = (page: Page) => page.getByRole('region', { name: /notifica/i });

test('a manager creates the company, invites a member who orders from a kit with a cost centre, and reports', async ({
  page,
  browser,
  newUser,
  adminApi,
  signIn,
  server,
}) => {
  // Long: two people, eight pages at two widths each, on a busy machine.
  test.setTimeout(420_000);
  const manager = await newUser({ firstName: 'Gabriela', lastName: 'Gestora' });
  const plan = await seededPlan(manager.api, (p) => (p as { nome?: string }).nome === 'Profissional');
  await adminApi.concederPlanoUsuario({ path: { id: manager.userId }, body: { planoId: plan.id } });
  const memberEmail = `membro-${Date.now()}@teste.com.br`;
  const razaoSocial = `Imobiliária Teste ${Date.now()} Ltda`;

  // A customer of no company: 'Empresa' offers to create one.
  await signIn(page, manager.email, manager.password);
  await page.goto('/admin/empresa');
  await expect(menu(page).getByRole('link', { name: 'Empresa' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Kits' })).toHaveCount(0);
  const create = page.getByRole('form', { name: 'Criar empresa' });
  await create.getByRole('button', { name: 'Criar empresa' }).click();
  await expect(create.getByText('Informe a razão social.')).toBeVisible();
  await expect(create.getByText('Digite um CNPJ válido')).toBeVisible();
  await bothWidths(page);
  await create.getByRole('textbox', { name: /^Razão social/ }).fill(razaoSocial);
  await create.getByRole('textbox', { name: /^CNPJ/ }).pressSequentially(newCnpj().replace(/\D/g, ''));
  await create.getByRole('button', { name: 'Criar empresa' }).click();
  await expect(page.getByRole('heading', { level: 1, name: razaoSocial })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Relatórios' })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Assentos em uso' })).toBeVisible();
  await bothWidths(page);

  // A cost centre, then required on every request.
  await menu(page).getByRole('link', { name: 'Centros de custo' }).click();
  const newCentre = page.getByRole('form', { name: 'Novo centro de custo' });
  await newCentre.getByRole('textbox', { name: /^Código/ }).fill('JUR-01');
  await newCentre.getByRole('textbox', { name: /^Nome/ }).fill('Jurídico');
  await newCentre.getByRole('button', { name: 'Adicionar' }).click();
  const centres = page.getByRole('list', { name: 'Centros de custo' });
  await expect(centres.getByText('Jurídico')).toBeVisible();
  await bothWidths(page);
  await page.goto('/admin/empresa');
  // The input is visually hidden under its label: click the label, as a person does.
  await page.getByText('Centro de custo obrigatório', { exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Centro de custo obrigatório' })).toBeChecked();

  // A kit of three certificates; the product's kits are listed read-only.
  await menu(page).getByRole('link', { name: 'Kits' }).click();
  await expect(page.getByRole('article', { name: 'Análise de locatário' })).toBeVisible();
  await page.getByRole('button', { name: 'Novo kit' }).click();
  const kitDialog = page.getByRole('dialog', { name: 'Novo kit' });
  await kitDialog.getByRole('textbox', { name: /^Nome/ }).fill('Locação comercial');
  for (const label of [
    'Certidão de Distribuição Cível (TJSP)',
    'Certidão Negativa de Débitos Trabalhistas (CNDT)',
    'Certidão de Regularidade Fiscal (Receita Federal / PGFN)',
  ]) {
    await kitDialog.getByText(label, { exact: true }).click();
    await expect(kitDialog.getByRole('checkbox', { name: label })).toBeChecked();
  }
  await kitDialog.getByRole('button', { name: 'Criar kit' }).click();
  await expect(kitDialog).toBeHidden();
  await expect(page.getByRole('article', { name: 'Locação comercial' })).toContainText('3 certidões');
  await bothWidths(page);

  // The invitation, pending with its expiry.
  await menu(page).getByRole('link', { name: 'Empresa' }).click();
  const invite = page.getByRole('form', { name: 'Convidar por e-mail' });
  await invite.getByRole('textbox', { name: /^E-mail/ }).fill(memberEmail);
  await invite.getByRole('button', { name: 'Convidar' }).click();
  const invitations = page.getByRole('list', { name: 'Convites da empresa' });
  await expect(invitations.getByRole('listitem').filter({ hasText: memberEmail })).toContainText('Pendente');
  await expect(invitations.getByRole('listitem').filter({ hasText: memberEmail })).toContainText('Expira em');
  await bothWidths(page);

  // The member opens the e-mail's link signed out and creates the account there.
  let link = '';
  await expect
    .poll(() => {
      const eml = server.outbox().find((m) => m.includes(memberEmail) && m.includes('/convite/'));
      link = eml?.match(/https?:\/\/[^\s"<>]*\/convite\/[A-Za-z0-9_-]+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const memberContext = await browser.newContext({ baseURL: server.url });
  const member = await memberContext.newPage();
  await member.goto(new URL(link).pathname);
  await expect(member.getByRole('heading', { level: 1, name: `Convite para ${razaoSocial}` })).toBeVisible();
  await expect(member.getByText(memberEmail)).toBeVisible();
  await bothWidths(member);
  const accept = member.getByRole('form', { name: 'Criar conta e aceitar' });
  await accept.getByRole('textbox', { name: /^Nome/ }).fill('Marcos');
  await accept.getByRole('textbox', { name: /^Sobrenome/ }).fill('Membro');
  await accept.getByLabel(/^Senha/).fill(TEST_PASSWORD);
  await accept.getByRole('button', { name: 'Criar conta e aceitar' }).click();
  await expect(member).toHaveURL(/\/admin\/solicitacoes$/);
  // A membro's menu stays the plain customer's.
  await expect(menu(member).getByRole('link', { name: 'Solicitações' })).toBeVisible();
  await expect(menu(member).getByRole('link', { name: 'Empresa' })).toHaveCount(0);
  await expect(menu(member).getByRole('link', { name: 'Relatórios' })).toHaveCount(0);

  // The member orders from the kit, with the required cost centre.
  await member.getByRole('button', { name: 'Nova solicitação' }).click();
  const form = member.getByRole('form', { name: 'Nova solicitação' });
  await form.getByRole('button', { name: /Kit$/ }).click();
  await member.getByRole('option', { name: 'Locação comercial' }).click();
  await expect(form.getByText('3 certidões nesta solicitação')).toBeVisible();
  await form.getByRole('textbox', { name: /^(Nome completo|Razão social)/ }).fill('Paula Locatária');
  await form.getByRole('textbox', { name: /^CPF/ }).pressSequentially(newCpf());
  await form
    .getByRole('group', { name: /Data de nascimento/ })
    .getByRole('spinbutton')
    .first()
    .click();
  await member.keyboard.type('15031985');
  await form.getByRole('button', { name: 'Criar solicitação' }).click();
  await expect(form.getByText('Informe o centro de custo.')).toBeVisible();
  await form.getByRole('button', { name: /Centro de custo\*?$/ }).click();
  await member.getByRole('option', { name: 'JUR-01 — Jurídico' }).click();
  await form.getByRole('textbox', { name: /^Referência/ }).fill('Contrato 12/2026');
  await bothWidths(member);
  await form.getByRole('button', { name: 'Criar solicitação' }).click();
  await expect(toasts(member).getByText('Solicitações criadas com sucesso!')).toBeVisible();
  const own = member.getByRole('article', { name: /Paula Locatária/ });
  await expect(own).toBeVisible();
  // A member reads what they chose, never 'Pedido por' themselves.
  await expect(own).toContainText('Ref.: Contrato 12/2026');
  await expect(own).not.toContainText('Pedido por');
  await memberContext.close();

  // The manager's list: who ordered, the kit, the cost centre and the reference; filters and search by them.
  await menu(page).getByRole('link', { name: 'Solicitações' }).click();
  const ordered = page.getByRole('article', { name: /Paula Locatária/ });
  for (const fact of [
    'Pedido por Marcos Membro',
    'Kit: Locação comercial',
    'Centro de custo: JUR-01 — Jurídico',
    'Ref.: Contrato 12/2026',
  ])
    await expect(ordered).toContainText(fact);
  const filters = page.getByRole('form', { name: 'Filtrar solicitações' });
  if (!(await filters.isVisible())) await page.getByRole('button', { name: /^Filtros/ }).click();
  await filters.getByRole('button', { name: /Pedido por$/ }).click();
  await page.getByRole('option', { name: 'Marcos Membro' }).click();
  await filters.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/usuarioId=/);
  await expect(ordered).toBeVisible();
  await filters.getByRole('button', { name: 'Limpar' }).click();
  await filters.getByRole('searchbox', { name: 'Buscar' }).fill('contrato 12');
  await filters.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/busca=contrato\+12/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(ordered).toBeVisible();
  await bothWidths(page);
  // The detail says the same, and the reference is changed there.
  await ordered.getByRole('link', { name: 'Ver detalhes' }).click();
  await expect(page.getByText('Pedido por Marcos Membro')).toBeVisible();
  await expect(page.getByText('Centro de custo: JUR-01 — Jurídico')).toBeVisible();
  const reference = page.getByRole('region', { name: 'Referência' });
  await expect(reference).toContainText('Contrato 12/2026');
  await reference.getByRole('button', { name: 'Editar referência' }).click();
  await reference.getByRole('textbox', { name: /^Referência/ }).fill('Contrato 12/2026 — aditivo');
  await reference.getByRole('button', { name: 'Salvar' }).click();
  await expect(toasts(page).getByText('Referência salva.')).toBeVisible();
  await expect(reference).toContainText('Contrato 12/2026 — aditivo');
  await bothWidths(page);

  // The manager sees it per member and per cost centre, and downloads the CSV.
  await menu(page).getByRole('link', { name: 'Relatórios' }).click();
  const byMember = page.getByRole('grid', { name: 'Uso por membro' });
  await expect(byMember.getByRole('row', { name: /Marcos Membro/ })).toContainText('3');
  const byCentre = page.getByRole('grid', { name: 'Uso por centro de custo' });
  await expect(byCentre.getByRole('row', { name: /Jurídico/ })).toBeVisible();
  await bothWidths(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'CSV por centro de custo' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^uso-centroCusto-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path()) as string, 'utf8');
  expect(csv).toContain('JUR-01;Jurídico;1;3;');

  // Removing the member says what stays with the company, the monitoring included.
  await menu(page).getByRole('link', { name: 'Empresa' }).click();
  await page.getByRole('button', { name: 'Remover Marcos Membro' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remover membro' });
  await expect(confirm).toContainText('passam para o monitoramento do titular');
  await confirm.getByRole('button', { name: 'Remover' }).click();
  await expect(toasts(page).getByText('Membro removido da empresa.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remover Marcos Membro' })).toHaveCount(0);
  // Their accepted invitation no longer says 'Aceito'.
  const accepted = invitations.getByRole('listitem').filter({ hasText: memberEmail });
  await expect(accepted).toContainText('Não é mais membro');
  await expect(accepted.getByText('Aceito', { exact: true })).toHaveCount(0);
  await bothWidths(page);
});

test('an existing account invited follows "Entrar para aceitar", signs in and comes back to accept', async ({
  page,
  newUser,
  adminApi,
  server,
}) => {
  test.setTimeout(180_000);
  const manager = await newUser({ firstName: 'Helena', lastName: 'Gestora' });
  const plan = await seededPlan(manager.api, (p) => (p as { nome?: string }).nome === 'Profissional');
  await adminApi.concederPlanoUsuario({ path: { id: manager.userId }, body: { planoId: plan.id } });
  const razaoSocial = `Escritório Convite ${Date.now()} Ltda`;
  await manager.api.criarEmpresa({ body: { razaoSocial, cnpj: newCnpj() } });
  const invited = await newUser({ firstName: 'Otávio', lastName: 'Existente' });
  await manager.api.criarConviteEmpresa({ body: { email: invited.email, papel: 'membro' } });
  let link = '';
  await expect
    .poll(() => {
      const eml = server.outbox().find((m) => m.includes(invited.email) && m.includes('/convite/'));
      link = eml?.match(/https?:\/\/[^\s"<>]*\/convite\/[A-Za-z0-9_-]+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const path = new URL(link).pathname;
  await page.goto(path);
  await expect(page.getByText(`Já existe uma conta com o e-mail ${invited.email}`)).toBeVisible();
  await page.getByRole('button', { name: 'Entrar para aceitar' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?voltar=/);
  // A reload of the login page keeps where to go back to (it is in the address, not only in memory).
  await page.reload();
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(invited.email);
  await page.getByLabel(/^Senha/).fill(invited.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(path);
  await bothWidths(page);
  await page.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(page).toHaveURL(/\/admin\/solicitacoes$/);
  expect((await invited.api.obterMinhaEmpresa()).razaoSocial).toBe(razaoSocial);

  // Another site in ?voltar= is ignored: the login goes home instead.
  await page.context().clearCookies();
  await page.goto('/admin/login?voltar=https%3A%2F%2Fexemplo.invalid%2F');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(invited.email);
  await page.getByLabel(/^Senha/).fill(invited.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/admin\/solicitacoes$/);
});

test('a company whose plan ended shows its people and seats in words, not a meter over 100%', async ({
  page,
  newUser,
  adminApi,
  signIn,
}) => {
  test.setTimeout(180_000);
  const manager = await newUser({ firstName: 'Rui', lastName: 'Semplano' });
  const plan = await seededPlan(manager.api, (p) => (p as { nome?: string }).nome === 'Profissional');
  await adminApi.concederPlanoUsuario({ path: { id: manager.userId }, body: { planoId: plan.id } });
  await manager.api.criarEmpresa({ body: { razaoSocial: `Sem Plano ${Date.now()} Ltda`, cnpj: newCnpj() } });
  for (const n of [1, 2])
    await manager.api.criarConviteEmpresa({
      body: { email: `semplano-${n}-${Date.now()}@teste.com.br`, papel: 'membro' },
    });
  await adminApi.cancelarPlanoUsuario({ path: { id: manager.userId } });
  await signIn(page, manager.email, manager.password);
  await page.goto('/admin/empresa');
  const seats = page.getByRole('region', { name: 'Assentos' });
  await expect(seats).toContainText('3 pessoas para 1 assento');
  await expect(seats).toContainText('A empresa está sem plano ativo');
  await expect(seats.getByRole('meter')).toHaveCount(0);
  await expect(seats).not.toContainText('%');
  await bothWidths(page);
});
