/**
 * Company accounts in the back office, end to end against the real server: a company made through the API (a
 * holder with the Profissional plan, a member who ordered once, a pending invitation); the admin finds it in
 * 'Empresas' by its razão social and by its CNPJ, opens it (members, plan and quota, seats, this month's usage,
 * the pending invitation), edits its data (a CNPJ of another company is refused on the field), removes the
 * member, whose open session ends at once, and goes on to the holder's user page. A moderator sees the same page
 * read-only. axe and no sideways scrolling on each page at 1280 and 390 px, with a screenshot of each.
 */

import type { ApiClient, CreateUserRequest } from '@certidao/api-client';
import { buildSolicitacaoPayload, cnpjCheckDigits } from '@certidao/domain';
import type { Page, TestInfo } from '@playwright/test';
import {
  a11y,
  checkA11y,
  type E2eServer,
  expect,
  expectNoHorizontalOverflow,
  type NewUser,
  STORAGE,
  seededPlan,
  test,
} from './fixtures.ts';

const MOBILE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;

/** A CNPJ of its own for each company (the server refuses one already used), as digits. */
function newCnpj(): string {
  const base = `${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}0001`;
  return base + cnpjCheckDigits(base);
}
const formatted = (c: string) =>
  `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;

/** axe at 1280 and 390 px, no sideways scrolling on the phone, and a full-page screenshot at each width. */
async function bothWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const [label, size] of [
    ['1280', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    await page.setViewportSize(size);
    await a11y(page);
    if (size === MOBILE) await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });
const toasts = (page: Page) => page.getByRole('region', { name: /notifica/i });

interface Company {
  id: string;
  razaoSocial: string;
  cnpj: string;
  holder: NewUser;
  member: NewUser;
  pendingEmail: string;
  /** The CNPJ of another company. */
  otherCnpj: string;
}

interface Fixtures {
  newUser: (overrides?: Partial<CreateUserRequest>) => Promise<NewUser>;
  adminApi: ApiClient;
  server: E2eServer;
}

/**
 * Through the API: a holder with the Profissional plan (3 seats) turns the account into a company, a member
 * accepts an invitation and orders once, another address is invited (pending); and another company, whose CNPJ
 * the edit must not take.
 */
async function makeCompany({ newUser, adminApi, server }: Fixtures): Promise<Company> {
  const stamp = Date.now();
  const holder = await newUser({ firstName: 'Helena', lastName: 'Titular' });
  const plan = await seededPlan(holder.api, (p) => (p as { nome?: string }).nome === 'Profissional');
  await adminApi.concederPlanoUsuario({ path: { id: holder.userId }, body: { planoId: plan.id } });
  const razaoSocial = `Construtora Equipe ${stamp} Ltda`;
  const cnpj = newCnpj();
  const created = await holder.api.criarEmpresa({ body: { razaoSocial, cnpj } });
  const member = await newUser({ firstName: 'Marcos', lastName: 'Membro' });
  await holder.api.criarConviteEmpresa({ body: { email: member.email, papel: 'membro' } });
  let token = '';
  await expect
    .poll(() => {
      const eml = server.outbox().find((m) => m.includes(member.email) && m.includes('/convite/'));
      token = eml?.match(/\/convite\/([A-Za-z0-9_-]{20,})/)?.[1] ?? '';
      return token;
    })
    .not.toBe('');
  await member.api.aceitarConvite({ path: { token } });
  await member.api.createSolicitacao({
    body: buildSolicitacaoPayload({
      tipoPessoa: 'fisica',
      nomeCompleto: 'Paula Compradora',
      cpf: '529.982.247-25',
      rg: '12.345.678-9',
      dataNascimento: '1985-03-15',
    }),
  });
  const pendingEmail = `convidado-${stamp}@teste.com.br`;
  await holder.api.criarConviteEmpresa({ body: { email: pendingEmail, papel: 'gestor' } });
  const otherHolder = await newUser();
  const otherCnpj = newCnpj();
  await otherHolder.api.criarEmpresa({ body: { razaoSocial: `Outra ${stamp} Ltda`, cnpj: otherCnpj } });
  return { id: created.id, razaoSocial, cnpj, holder, member, pendingEmail, otherCnpj };
}

test.describe('company accounts in the back office', () => {
  test.describe('as the admin', () => {
    test.use({ storageState: STORAGE.admin });

    test('finds the company, sees members, plan and usage, edits its data and removes a member', async ({
      page,
      browser,
      server,
      signIn,
      newUser,
      adminApi,
    }, testInfo) => {
      test.setTimeout(240_000);
      const company = await makeCompany({ newUser, adminApi, server });
      // The member is signed in elsewhere: the removal must end that session at once.
      const memberContext = await browser.newContext({ baseURL: server.url });
      const memberPage = await memberContext.newPage();
      await signIn(memberPage, company.member.email, company.member.password);
      await memberPage.goto('/admin/solicitacoes');
      await expect(memberPage.getByRole('heading', { level: 1, name: 'Solicitações' })).toBeVisible();

      // The list: the staff menu's 'Empresas', searched by razão social, then by the CNPJ as typed.
      await page.goto('/admin/dashboard');
      await menu(page).getByRole('link', { name: 'Empresas', exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/empresas$/);
      await expect(page.getByRole('heading', { level: 1, name: /Empresas/ })).toBeVisible();
      const search = page.getByRole('searchbox', { name: 'Buscar' });
      await search.fill(company.razaoSocial);
      const table = page.getByRole('grid', { name: 'Empresas' });
      const row = table.getByRole('row', { name: new RegExp(company.razaoSocial) });
      await expect(row).toBeVisible();
      await expect(table.getByRole('row')).toHaveCount(2);
      await expect(row).toContainText(formatted(company.cnpj));
      await expect(row).toContainText('Helena Titular');
      await expect(row).toContainText('Profissional');
      // Two members of the plan's 3 seats, and the invitation that takes the third.
      await expect(row).toContainText('2 de 3 assentos');
      await expect(row).toContainText('+ 1 convite pendente');
      await expect(row).toContainText('1 solicitação');
      await expect(page).toHaveURL(/busca=/);
      await bothWidths(page, testInfo, 'empresas');
      await search.fill(formatted(company.cnpj));
      await expect(page).toHaveURL(new RegExp(`busca=${encodeURIComponent(formatted(company.cnpj))}`));
      await expect(table.getByRole('row')).toHaveCount(2);
      await expect(row).toBeVisible();

      // The company's page.
      await row.getByRole('link', { name: company.razaoSocial }).click();
      await expect(page).toHaveURL(`${server.url}/admin/empresas/${company.id}`);
      await expect(page.getByRole('heading', { level: 1, name: company.razaoSocial })).toBeVisible();
      const members = page.getByRole('list', { name: 'Membros da empresa' });
      const holderRow = members.getByRole('listitem').filter({ hasText: 'Helena Titular' });
      await expect(holderRow).toContainText('Titular do plano');
      await expect(holderRow.getByRole('button', { name: /Remover/ })).toHaveCount(0);
      const memberRow = members.getByRole('listitem').filter({ hasText: 'Marcos Membro' });
      await expect(memberRow).toContainText('Membro');
      await expect(memberRow).toContainText('1 solicitação');
      await expect(page.getByRole('list', { name: 'Convites pendentes' })).toContainText(
        company.pendingEmail,
      );
      const plan = page.getByRole('region', { name: 'Plano e uso' });
      await expect(plan).toContainText('Profissional');
      await expect(plan.getByRole('meter', { name: 'Solicitações neste mês' })).toHaveAttribute(
        'aria-valuetext',
        /^1 de 20/,
      );
      await expect(plan.getByRole('meter', { name: 'Assentos em uso' })).toHaveAttribute(
        'aria-valuetext',
        /^3 de 3/,
      );
      const usage = page.getByRole('region', { name: 'Uso do mês' });
      await expect(usage.getByRole('group', { name: 'Solicitações' })).toContainText('1');
      await expect(usage.getByRole('grid', { name: 'Uso por membro' })).toContainText('Marcos Membro');
      await bothWidths(page, testInfo, 'empresa');

      // Edits: a CNPJ of another company is refused on its field; then the new data is saved.
      const form = page.getByRole('form', { name: 'Dados da empresa' });
      const cnpjField = form.getByRole('textbox', { name: /^CNPJ/ });
      await cnpjField.fill('');
      await cnpjField.pressSequentially(company.otherCnpj);
      await form.getByRole('button', { name: 'Salvar dados' }).click();
      await expect(form.getByText('Já existe uma empresa com este CNPJ.')).toBeVisible();
      const newCnpjDigits = newCnpj();
      await cnpjField.fill('');
      await cnpjField.pressSequentially(newCnpjDigits);
      const renamed = `${company.razaoSocial.replace(' Ltda', '')} S.A.`;
      await form.getByRole('textbox', { name: /^Razão social/ }).fill(renamed);
      await form.getByRole('textbox', { name: /^E-mail de cobrança/ }).fill('financeiro@equipe.com.br');
      await form.getByRole('textbox', { name: /^Endereço de cobrança/ }).fill('Av. Paulista, 1000');
      await form.getByRole('textbox', { name: /^Cidade/ }).fill('São Paulo');
      await form.getByRole('textbox', { name: /^CEP/ }).pressSequentially('01310100');
      await form.getByRole('button', { name: 'Salvar dados' }).click();
      await expect(toasts(page).getByText('Dados da empresa salvos.')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
      await expect(page.getByText(`CNPJ ${formatted(newCnpjDigits)}`)).toBeVisible();
      // A setting, saved as it is switched.
      await page.getByText('Centro de custo obrigatório', { exact: true }).click();
      await expect(toasts(page).getByText('Configuração salva.')).toBeVisible();
      await expect(page.getByRole('switch', { name: 'Centro de custo obrigatório' })).toBeChecked();
      const mine = await company.holder.api.obterMinhaEmpresa();
      expect(mine).toMatchObject({
        razaoSocial: renamed,
        cnpj: newCnpjDigits,
        centroCustoObrigatorio: true,
        dadosCobranca: { cidade: 'São Paulo', cep: '01310100' },
      });

      // Removes the member after the confirmation.
      await memberRow.getByRole('button', { name: 'Remover Marcos Membro' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Remover membro' });
      await expect(dialog).toContainText('perde o acesso à empresa imediatamente');
      await checkA11y(page);
      await dialog.getByRole('button', { name: 'Remover' }).click();
      await expect(toasts(page).getByText('Membro removido da empresa.')).toBeVisible();
      await expect(members.getByRole('listitem')).toHaveCount(1);
      await expect(page.getByRole('meter', { name: 'Assentos em uso' })).toHaveAttribute(
        'aria-valuetext',
        /^2 de 3/,
      );
      // The member's open session ended: the next page load sends them to the login.
      await memberPage.reload();
      await expect(memberPage).toHaveURL(/\/admin\/login/);
      await memberContext.close();

      // The holder's page, where the plan and the subscription are acted on.
      await page.getByRole('link', { name: 'Plano e assinatura do titular' }).click();
      await expect(page).toHaveURL(`${server.url}/admin/perfil-usuario/${company.holder.userId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Helena Titular' })).toBeVisible();
    });

    test('a company that does not exist says so', async ({ page }, testInfo) => {
      await page.goto('/admin/empresas/7d3c2b1a-5e4f-4a6b-8c9d-0e1f2a3b4c5d');
      await expect(page.getByText('Empresa não encontrada')).toBeVisible();
      await bothWidths(page, testInfo, 'empresa-inexistente');
    });
  });

  test.describe('as a moderator', () => {
    test.use({ storageState: STORAGE.moderator });

    test('sees the company read-only', async ({ page, newUser, adminApi, server }, testInfo) => {
      test.setTimeout(120_000);
      const company = await makeCompany({ newUser, adminApi, server });
      await page.goto(`/admin/empresas/${company.id}`);
      await expect(page.getByRole('heading', { level: 1, name: company.razaoSocial })).toBeVisible();
      const data = page.getByRole('region', { name: 'Dados da empresa' });
      await expect(data).toContainText(formatted(company.cnpj));
      await expect(page.getByRole('button', { name: 'Salvar dados' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Remover/ })).toHaveCount(0);
      await expect(page.getByRole('switch', { name: 'Centro de custo obrigatório' })).toBeDisabled();
      await expect(page.getByText('Somente administradores alteram os dados da empresa.')).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Membros da empresa' }).getByRole('link', { name: /Ver usuário/ }),
      ).toHaveCount(2);
      await bothWidths(page, testInfo, 'empresa-moderador');
    });
  });
});
