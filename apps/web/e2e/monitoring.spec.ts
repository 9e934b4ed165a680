/**
 * Monitoring, as a customer with a plan and as staff: the empty portfolio, a party added through the form and
 * issued at once (badges appear, no reload), its page with the per-type table and the timeline; a CSV import
 * refused by the file's own problem, then by the server (a party already monitored, named by its line, nothing
 * created),
 * then accepted; 'Monitorar esta parte' from a settled request (and the 409 when it is already monitored);
 * pause, resume and remove; the dashboards' cards linking to the filtered list; the back office's list with
 * each party's owner; the customer's notification centre. axe on every new page at 1280 and 390 px.
 */

import type { ApiClient } from '@certidao/api-client';
import { buildSolicitacaoPayload, cpfCheckDigits } from '@certidao/domain';
import type { Page } from '@playwright/test';
import {
  a11y,
  customerWithPlan,
  expect,
  expectNoHorizontalOverflow,
  type NewUser,
  STORAGE,
  test,
} from './fixtures.ts';

const MOBILE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;
/** The monitoring pass runs every 2 s in the e2e server and the screens poll every 3 s while waiting. */
const LIVE = { timeout: 30_000 };

/** A valid CPF of its own for each party (the portfolio refuses the same CPF twice). */
function newCpf(): string {
  const base = String(100_000_000 + Math.floor(Math.random() * 800_000_000));
  const digits = base + cpfCheckDigits(base);
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}

const partyCard = (page: Page, nome: string) => page.getByRole('article', { name: nome });

async function bothWidths(page: Page, check: () => Promise<void> = async () => undefined) {
  await page.setViewportSize(DESKTOP);
  await check();
  await a11y(page);
  await page.setViewportSize(MOBILE);
  await check();
  await a11y(page);
  await expectNoHorizontalOverflow(page);
  await page.setViewportSize(DESKTOP);
}

/** Waits until every certificate of a request has a final status. */
async function settled(api: ApiClient, id: string) {
  await expect
    .poll(
      async () => {
        const s = await api.getSolicitacao({ path: { id } });
        return s.certidoes.every((c) => c.status === 'concluido' || c.status === 'falhou');
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

test.describe('a customer monitoring their portfolio', () => {
  test.describe.configure({ mode: 'serial' });
  let owner: NewUser;

  test.beforeEach(async ({ page, newUser, adminApi, signIn }) => {
    owner ??= await customerWithPlan(newUser, adminApi);
    await signIn(page, owner.email, owner.password);
  });

  test('adds a party through the form, sees it issued, opens its page and timeline', async ({ page }) => {
    test.slow();
    await page.goto('/monitoramento');
    await expect(page.getByRole('heading', { level: 1, name: /^Monitoramento/ })).toBeVisible();
    await expect(page.getByText('Nenhuma parte monitorada')).toBeVisible();
    await bothWidths(page);

    await page.getByRole('button', { name: 'Adicionar parte' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar parte' });
    // Nothing filled: the form's own messages, nothing sent.
    await dialog.getByRole('button', { name: 'Adicionar parte' }).click();
    await expect(dialog.getByText('Informe o nome completo.')).toBeVisible();
    await expect(dialog.getByText('Informe o CPF.')).toBeVisible();
    await a11y(page);

    // The sandbox answers 'nada consta' for every type for this CPF (the customer is new: no duplicate).
    const cpf = '529.982.247-25';
    await dialog
      .getByRole('textbox', { name: /^(Nome completo|Razão social)/ })
      .fill('Helena Duarte Monitorada');
    await dialog.getByRole('textbox', { name: /^CPF/ }).pressSequentially(cpf.replace(/\D/g, ''));
    await dialog.getByRole('textbox', { name: 'RG' }).fill('12.345.678-9');
    await dialog
      .getByRole('group', { name: /Data de nascimento/ })
      .getByRole('spinbutton')
      .first()
      .click();
    await page.keyboard.type('15031985');
    // The property-tax type asks for the property's registration; keep three types only.
    await expect(dialog.getByRole('textbox', { name: /^Inscrição imobiliária/ })).toBeVisible();
    for (const label of [
      /Distribuição Cível/,
      /Falências/,
      /Inventários/,
      /Ações Trabalhistas \(TRT-2\)/,
      /Débitos de IPTU/,
      /PJe/,
      /Distribuição da Justiça Federal/,
    ])
      await dialog.getByText(label).click();
    await expect(dialog.getByRole('textbox', { name: /^Inscrição imobiliária/ })).toHaveCount(0);
    await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(3);
    await dialog.getByText('Reemitir todo mês', { exact: true }).click();
    await expect(dialog.getByRole('textbox', { name: /Dias de antecedência/ })).toHaveCount(0);
    await dialog.getByText('Renovar antes do vencimento', { exact: true }).click();
    await expect(dialog.getByRole('textbox', { name: /Dias de antecedência/ })).toHaveValue('5');
    await dialog.getByRole('button', { name: 'Adicionar parte' }).click();
    await expect(dialog).toBeHidden();

    // Issued by the monitoring pass and shown without a reload.
    const card = partyCard(page, 'Helena Duarte Monitorada');
    await expect(card).toContainText(cpf);
    await expect(card).toContainText('Renovar 5 dias antes do vencimento');
    await expect(card.getByText('Nada consta', { exact: true })).toHaveCount(3, LIVE);
    await expect(card.getByText(/^(Válida até|Vence)/)).toHaveCount(3);
    await expect(card.getByText(/^Próxima renovação: \d{2}\/\d{2}\/\d{4}$/)).toBeVisible(LIVE);
    await bothWidths(page);

    // The same CPF again.
    await page.getByRole('button', { name: 'Adicionar parte' }).first().click();
    await dialog.getByRole('textbox', { name: /^(Nome completo|Razão social)/ }).fill('Helena de Novo');
    await dialog.getByText(/Débitos de IPTU/).click();
    await dialog.getByRole('textbox', { name: /^CPF/ }).pressSequentially(cpf.replace(/\D/g, ''));
    await dialog.getByRole('button', { name: 'Adicionar parte' }).click();
    // The server's 400 (the settings ask a person's birth date), then its 409, both next to the form.
    await expect(dialog.getByText('Data de nascimento é obrigatória para pessoa física.')).toBeVisible();
    await dialog
      .getByRole('group', { name: /Data de nascimento/ })
      .getByRole('spinbutton')
      .first()
      .click();
    await page.keyboard.type('15031985');
    await dialog.getByRole('button', { name: 'Adicionar parte' }).click();
    await expect(
      dialog.getByText('Helena de Novo já está no seu monitoramento (mesmo CPF/CNPJ).'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    // The party's page: the per-type table and the timeline, newest first.
    await card.getByRole('link', { name: 'Helena Duarte Monitorada', exact: true }).click();
    await expect(page).toHaveURL(/\/monitoramento\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Helena Duarte Monitorada' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Certidões por tipo' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('link', { name: /^Ver a solicitação de/ })).toHaveCount(3);
    const timeline = page.getByRole('list', { name: 'Linha do tempo' });
    await expect(timeline.locator('[data-tipo="inclusao"]')).toContainText('Incluída no monitoramento');
    await expect(timeline.locator('[data-tipo="certidao_emitida"]')).toHaveCount(3);
    await expect(timeline.getByRole('listitem').last()).toHaveAttribute('data-tipo', 'inclusao');
    await bothWidths(page);

    // Pause and resume from the page.
    await page.getByRole('button', { name: /^Pausar o monitoramento/ }).click();
    await expect(page.getByText('Pausado', { exact: true })).toBeVisible();
    await expect(page.getByText('Sem renovação enquanto pausado')).toBeVisible();
    await expect(timeline.locator('[data-tipo="pausado"]')).toContainText('Monitoramento pausado');
    await page.getByRole('button', { name: /^Retomar o monitoramento/ }).click();
    await expect(page.getByText('Ativo', { exact: true })).toBeVisible();
    await expect(timeline.locator('[data-tipo="retomado"]')).toContainText('Monitoramento retomado');
    await expect(timeline.getByRole('listitem').first()).toHaveAttribute('data-tipo', 'retomado');
  });

  test('imports a CSV: a line with a problem, a line the server refuses, then a good file', async ({
    page,
  }) => {
    await page.goto('/monitoramento');
    await page.getByRole('button', { name: 'Importar CSV' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Importar CSV' });
    await expect(dialog.getByRole('link', { name: 'Baixar CSV de exemplo' })).toHaveAttribute(
      'download',
      'carteira-exemplo.csv',
    );
    await a11y(page);
    const file = dialog.locator('input[type="file"]');
    const upload = (text: string) =>
      file.setInputFiles({ name: 'carteira.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

    const [a, b] = [newCpf(), newCpf()];
    // The file's own problem: its line, and nothing can be sent.
    await upload(`nome;cpf;certidoes\nAna Importada;${a};cndt\nBruno Importado;${b};xyz\n`);
    await expect(dialog.getByText('Linha 3: Tipo de certidão desconhecido: xyz.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Importar/ })).toBeDisabled();
    await a11y(page);

    // A CPF with wrong check digits: flagged here, in the server's words, and nothing can be sent.
    await upload(
      `nome;cpf;nascimento;certidoes\nAna Importada;${a};01/02/1990;cndt\nBruno Importado;111.222.333-00;01/02/1990;cndt\n`,
    );
    await expect(dialog.getByText('Linha 3: Digite um CPF ou CNPJ válido')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Importar/ })).toBeDisabled();

    // A party already monitored (the first test's): the server refuses it by its line, and creates nothing.
    await upload(
      `nome;cpf;nascimento;certidoes\nAna Importada;${a};01/02/1990;cndt\nHelena Duarte Monitorada;529.982.247-25;15/03/1985;cndt\n`,
    );
    await expect(dialog.getByText('carteira.csv: 2 partes prontas para importar')).toBeVisible();
    await dialog.getByRole('button', { name: 'Importar 2 partes' }).click();
    await expect(
      dialog.getByText('Nenhuma parte foi incluída: o servidor recusou estas linhas.'),
    ).toBeVisible();
    const refusals = dialog.getByRole('list', { name: 'Problemas por linha' }).getByRole('listitem');
    await expect(refusals).toHaveCount(1);
    await expect(refusals).toContainText(/^Linha 3: Esta parte já está no seu monitoramento/);
    await a11y(page);

    await upload(
      `nome;cpf;nascimento;certidoes;politica\nAna Importada;${a};01/02/1990;cndt;semanal\nBruno Importado;${b};01/02/1990;cndt;mensal\n`,
    );
    await dialog.getByRole('button', { name: 'Importar 2 partes' }).click();
    await expect(dialog.getByText('2 partes incluídas no monitoramento.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar' }).first().click();
    await expect(partyCard(page, 'Ana Importada')).toContainText('Reemitir toda semana');
    await expect(partyCard(page, 'Bruno Importado')).toContainText('Reemitir todo mês');

    // Filters live in the URL.
    await page.getByRole('button', { name: /^Filtros/ }).click();
    await page.getByRole('searchbox', { name: 'Busca' }).fill('Importad');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/busca=Importad/);
    await expect(page.getByRole('article')).toHaveCount(2);

    // Remove, after the confirmation.
    await partyCard(page, 'Bruno Importado')
      .getByRole('button', { name: /^Remover Bruno/ })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Deixar de monitorar' });
    await a11y(page);
    await confirm.getByRole('button', { name: 'Remover' }).click();
    await expect(partyCard(page, 'Bruno Importado')).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(1);
  });

  test("'Monitorar esta parte' from a settled request; a second time says it is already monitored", async ({
    page,
  }) => {
    const request = await owner.api.createSolicitacao({
      body: buildSolicitacaoPayload({
        tipoPessoa: 'fisica',
        nomeCompleto: 'Carla POSITIVA Souza',
        cpf: newCpf(),
        rg: '',
        dataNascimento: '1980-01-20',
      }),
    });
    await settled(owner.api, request.id);
    await page.goto(`/admin/detalhes-certidao/${request.id}`);
    await page.getByRole('button', { name: 'Monitorar esta parte' }).click();
    await expect(page).toHaveURL(/\/monitoramento\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Carla POSITIVA Souza' })).toBeVisible();
    // The certificates already issued count: 'Consta' at once, the party flagged.
    await expect(page.getByRole('table').getByText('Consta', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Consta em alguma certidão')).toBeVisible();

    await page.goto(`/admin/detalhes-certidao/${request.id}`);
    await page.getByRole('button', { name: 'Monitorar esta parte' }).click();
    await expect(
      page.getByText('Carla POSITIVA Souza já está no seu monitoramento (mesmo CPF/CNPJ).'),
    ).toBeVisible();
    await a11y(page);

    // The list's 'Consta' filter finds it.
    await page.goto('/monitoramento?resultado=positiva');
    await expect(partyCard(page, 'Carla POSITIVA Souza')).toBeVisible();
    // The other parties' results come from their random CPFs (mostly 'Nada consta', sometimes 'Consta'), so
    // the check is that every card listed is flagged, not how many there are.
    const cards = page.getByRole('article');
    const flagged = cards.filter({ hasText: 'Consta em alguma certidão' });
    await expect(async () => {
      expect(await cards.count()).toBe(await flagged.count());
    }).toPass();
  });

  test('the summary cards on the requests page link to the filtered list; the notification centre opens', async ({
    page,
  }) => {
    await page.goto('/admin/solicitacoes');
    const cards = page.getByRole('region', { name: 'Monitoramento' });
    await expect(cards.getByText('Vencendo em 7 dias')).toBeVisible();
    await expect(cards.getByText('Resultados alterados', { exact: true })).toBeVisible();
    await cards.getByRole('link', { name: 'Ver partes vencendo' }).click();
    await expect(page).toHaveURL(/\/monitoramento\?vencendoEmDias=7$/);
    await expect(page.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();
    await page.goto('/admin/solicitacoes');
    await cards.getByRole('link', { name: 'Ver partes alteradas' }).click();
    await expect(page).toHaveURL(/\/monitoramento\?alterados=true$/);

    // Customers read their own notifications now: the bell and the centre.
    await expect(page.getByRole('banner').getByRole('link', { name: /^Notificações/ })).toBeVisible();
    await page.goto('/admin/notificacoes');
    await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
    await bothWidths(page);
  });
});

test.describe('staff see every portfolio', () => {
  test.use({ storageState: STORAGE.admin });

  test('the back-office list shows each owner; the dashboard cards link to it', async ({
    page,
    newUser,
    adminApi,
  }) => {
    const customer = await customerWithPlan(newUser, adminApi);
    const party = await customer.api.criarMonitoramento({
      body: {
        tipoPessoa: 'fisica',
        nomeCompleto: 'Parte do Cliente Staff',
        documento: newCpf(),
        dataNascimento: '10/10/1970',
        tiposCertidao: ['cndt'],
      },
    });
    await page.goto(`/admin/monitoramento?busca=${encodeURIComponent('Parte do Cliente Staff')}`);
    const card = partyCard(page, 'Parte do Cliente Staff');
    await expect(card).toContainText(`Cliente: Cliente Teste (${customer.email})`);
    await expect(card.getByText(/^(Nada consta|Consta|Positiva com efeitos de negativa)$/)).toHaveCount(
      1,
      LIVE,
    );
    await bothWidths(page);
    await card.getByRole('link', { name: 'Parte do Cliente Staff', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/monitoramento/${party.id}$`));
    await expect(page.getByText(`Cliente: Cliente Teste (${customer.email})`)).toBeVisible();
    await bothWidths(page);

    // Staff monitor a customer's request for that customer: the party opens in the back office.
    const request = await customer.api.createSolicitacao({
      body: buildSolicitacaoPayload({
        tipoPessoa: 'fisica',
        nomeCompleto: 'Davi Pelo Suporte',
        cpf: newCpf(),
        rg: '',
        dataNascimento: '1975-05-05',
      }),
    });
    await settled(customer.api, request.id);
    await page.goto(`/admin/detalhes-certidao/${request.id}`);
    await page.getByRole('button', { name: 'Monitorar esta parte' }).click();
    await expect(page).toHaveURL(/\/admin\/monitoramento\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Davi Pelo Suporte' })).toBeVisible();
    await expect(page.getByText(`Cliente: Cliente Teste (${customer.email})`)).toBeVisible();

    await page.goto('/admin/dashboard');
    const cards = page.getByRole('region', { name: 'Monitoramento' });
    await expect(cards.getByText('Vencendo em 7 dias')).toBeVisible();
    await cards.getByRole('link', { name: 'Ver partes alteradas' }).click();
    await expect(page).toHaveURL(/\/admin\/monitoramento\?alterados=true$/);
  });
});
