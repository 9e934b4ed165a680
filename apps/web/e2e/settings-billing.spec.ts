/**
 * The system settings and the billing screen (settings defaults of 72 h and 48 h, company billing data): a
 * changed setting changes what the app shows (a certificate waiting past `avisoAutomatico` is Atrasada), the
 * billing totals equal the payments this test made, the history filters and its CSV, the billing data saved
 * and shown after a reload. Everything runs on a server of its own (no workers, so certificates stay waiting;
 * no other spec's payments in the totals). Axe on every page; 390 px.
 */
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '@certidao/api/testing';
import type { Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { a11y, expect, expectNoHorizontalOverflow, test } from './fixtures.ts';

const MOBILE = { width: 390, height: 844 } as const;
const toasts = (page: Page) => page.getByRole('region', { name: /notificaç/i });
const CARD = {
  holderName: 'BRUNO COSTA',
  number: '4444444444444444',
  expiryMonth: '12',
  expiryYear: '35',
  ccv: '321',
};
const HOLDER = {
  name: 'Bruno Costa',
  email: 'bruno@example.com',
  cpfCnpj: '52998224725',
  postalCode: '01310100',
  addressNumber: '10',
  phone: '11999998888',
};

test.describe.configure({ mode: 'serial' });

let own: TestServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startTestServer({ runWorkers: false }, {}, { serveWeb: true });
});
test.afterAll(async () => {
  await own?.close();
});

async function signInAdmin(page: Page) {
  const login = await page.request.post(`${own.url}/api/auth/login`, {
    data: { email: own.config.adminEmail, password: ADMIN_PASSWORD },
  });
  expect(login.ok()).toBe(true);
}

test('/admin/configuracoes-sistema: a lower avisoAutomatico makes a slow certificate Atrasada', async ({
  page,
}) => {
  test.slow();
  const { api: admin } = await own.admin();
  const request = await admin.createSolicitacao({
    body: {
      observacao: 'Pedido antigo',
      dadosGerais: { tipoPessoa: 'fisica', nomeCompleto: 'Cliente Atrasado' },
      certidoes: [
        {
          tipoCertidao: 'trf3',
          dadosCertidao: { nome: 'Cliente Atrasado', cpf: '52998224725', dataNascimento: '15/03/1985' },
        },
      ],
    },
  });
  const jobId = request.certidoes[0]?.jobId as string;
  // Queued 30 hours ago and still waiting: late for a 24 h reminder, not for the default 48 h.
  await own.server.ctx.db.execute(
    sql`update jobs set created_at = now() - interval '30 hours' where id = ${jobId}`,
  );

  await signInAdmin(page);
  await page.goto(`${own.url}/admin/detalhes-certidao/${request.id}`);
  await expect(page.getByText('Aguardando').first()).toBeVisible();
  await expect(page.getByText('Atrasada')).toHaveCount(0);

  await page.goto(`${own.url}/admin/configuracoes-sistema`);
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações do sistema' })).toBeVisible();
  const aviso = page.getByRole('textbox', { name: /^Aviso automático/ });
  const maximo = page.getByRole('textbox', { name: /^Tempo máximo de resposta/ });
  await expect(maximo).toHaveValue('72');
  await expect(aviso).toHaveValue('48');
  await a11y(page);

  // A bad value: its field's message, nothing saved.
  await aviso.fill('80');
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(
    page.getByText('O aviso automático deve ser menor que o tempo máximo de resposta.'),
  ).toBeVisible();
  await expect(aviso).toBeFocused();
  await a11y(page);
  await page.getByLabel('E-mail de suporte').fill('suporte');
  await aviso.fill('24');
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByText('Digite um email válido para o suporte.')).toBeVisible();
  await page.getByLabel('E-mail de suporte').fill('suporte@empresa.com.br');
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(toasts(page).getByText('Configurações salvas com sucesso!')).toBeVisible();

  // The server's behaviour changed: the job reads delayed, and the request detail shows it Atrasada.
  expect((await admin.consultarStatusJob({ path: { id: jobId } })).state).toBe('delayed');
  await page.goto(`${own.url}/admin/detalhes-certidao/${request.id}`);
  await expect(page.getByText('Atrasada').first()).toBeVisible();
  await a11y(page);

  // Persisted: shown again after a reload.
  await page.goto(`${own.url}/admin/configuracoes-sistema`);
  await expect(page.getByRole('textbox', { name: /^Aviso automático/ })).toHaveValue('24');
  await expect(page.getByLabel('E-mail de suporte')).toHaveValue('suporte@empresa.com.br');
  await page.setViewportSize(MOBILE);
  await expectNoHorizontalOverflow(page);
  await a11y(page);
});

test('/admin/faturamento-pagamentos: totals equal the payments made, history, CSV and billing data', async ({
  page,
}) => {
  test.slow();
  const { api: admin } = await own.admin();
  const { data: planos } = await admin.getPlanos({ query: { page: 1, limit: 100 } });
  const basico = planos.find((p) => p.nome === 'Básico')!;
  const profissional = planos.find((p) => p.nome === 'Profissional')!;
  // Bruno pays Profissional by card (confirmed); Carla owes Básico by PIX (pending).
  const bruno = await own.createUser('user', { firstName: 'Bruno', lastName: 'Costa' });
  await bruno.api.atribuirPlanoUsuario({
    body: {
      planoId: profissional.id,
      billingType: 'CREDIT_CARD',
      creditCard: CARD,
      creditCardHolderInfo: HOLDER,
    },
  });
  const carla = await own.createUser('user', { firstName: 'Carla', lastName: 'Dias' });
  await carla.api.atribuirPlanoUsuario({ body: { planoId: basico.id, billingType: 'PIX' } });
  await carla.api.criarPagamento({ body: { planoId: basico.id, metodoPagamento: 'PIX' } });

  await signInAdmin(page);
  await page.goto(`${own.url}/admin/faturamento-pagamentos`);
  await expect(page.getByRole('heading', { level: 1, name: 'Faturamento e pagamentos' })).toBeVisible();
  const card = (name: string) => page.getByRole('group', { name });
  await expect(card('Receita total')).toContainText('R$ 99,90');
  await expect(card('Pendente')).toContainText('R$ 49,90');
  await expect(card('Transações')).toContainText('2');

  const table = page.getByRole('grid', { name: 'Histórico de pagamentos' });
  const brunoRow = table.getByRole('row', { name: /Bruno Costa/ });
  await expect(brunoRow).toContainText('Profissional');
  await expect(brunoRow).toContainText('Cartão de crédito');
  await expect(brunoRow).toContainText('Pago');
  await expect(brunoRow).toContainText('R$ 99,90');
  const carlaRow = table.getByRole('row', { name: /Carla Dias/ });
  await expect(carlaRow).toContainText('Pendente');
  await expect(carlaRow).toContainText('PIX');
  await a11y(page);

  // A period that ended yesterday has nothing.
  const yesterday = new Date(Date.now() - 86_400_000);
  const De = page.getByRole('group', { name: 'De' });
  await De.getByRole('spinbutton').first().click();
  await page.keyboard.type(
    new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' })
      .format(new Date(yesterday))
      .replace(/\//g, ''),
  );
  const Ate = page.getByRole('group', { name: 'Até' });
  await Ate.getByRole('spinbutton').first().click();
  await page.keyboard.type(
    new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' })
      .format(new Date(yesterday))
      .replace(/\//g, ''),
  );
  await expect(card('Transações')).toContainText('0');
  await expect(table).toContainText('Nenhum pagamento encontrado');
  await page.getByRole('button', { name: 'Limpar período' }).click();
  await expect(card('Transações')).toContainText('2');

  // Customer text filter, and the CSV of what is selected.
  const search = page.getByRole('searchbox', { name: 'Cliente' });
  await search.fill('carla');
  await search.press('Enter');
  await expect(table.getByRole('row', { name: /Bruno Costa/ })).toHaveCount(0);
  await expect(table.getByRole('row', { name: /Carla Dias/ })).toBeVisible();
  const csvLink = page.getByRole('link', { name: 'Exportar CSV' });
  await expect(csvLink).toHaveAttribute('href', '/api/faturamento/pagamentos.csv?search=carla');
  const csv = await page.request.get(`${own.url}/api/faturamento/pagamentos.csv?search=carla`);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const body = (await csv.body()).toString('utf8');
  expect(body.startsWith('\uFEFFData;Cliente;E-mail;Plano;Método;Status;Valor;Pago em;Vencimento\r\n')).toBe(
    true,
  );
  expect(body).toContain(`;Carla Dias;${carla.email};Básico;PIX;Pendente;49,90;`);
  expect(body).not.toContain('Bruno');

  // Dados de cobrança: a wrong CNPJ, then saved and shown after a reload.
  await page.getByRole('tab', { name: 'Dados de cobrança' }).click();
  const form = page.getByRole('form', { name: 'Dados de cobrança' });
  await form.getByLabel(/^Razão Social/).fill('Certidão Ágil Serviços Digitais Ltda.');
  await form.getByLabel(/^CNPJ/).fill('11222333000182');
  await form.getByLabel(/^E-mail de cobrança/).fill('financeiro@empresa.com.br');
  await form.getByLabel(/^Endereço/).fill('Av. Paulista, 1000');
  await form.getByLabel(/^Cidade/).fill('São Paulo');
  await form.getByLabel(/^CEP/).fill('01310100');
  await form.getByRole('button', { name: 'Salvar dados' }).click();
  await expect(form.getByText('Digite um CNPJ válido')).toBeVisible();
  await a11y(page);
  await form.getByLabel(/^CNPJ/).fill('11222333000181');
  await form.getByRole('button', { name: 'Salvar dados' }).click();
  await expect(toasts(page).getByText('Dados de cobrança salvos com sucesso!')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Dados de cobrança' }).click();
  await expect(form.getByLabel(/^Razão Social/)).toHaveValue('Certidão Ágil Serviços Digitais Ltda.');
  await expect(form.getByLabel(/^CNPJ/)).toHaveValue('11.222.333/0001-81');
  await expect(form.getByLabel(/^CEP/)).toHaveValue('01310-100');
  await expect(form.getByLabel(/^Cidade/)).toHaveValue('São Paulo');
  await a11y(page);
  await page.setViewportSize(MOBILE);
  await expectNoHorizontalOverflow(page);
});

test('a moderator is sent away from both screens and refused by the server', async ({ page }) => {
  const moderator = await own.createUser('moderator');
  const login = await page.request.post(`${own.url}/api/auth/login`, {
    data: { email: moderator.email, password: moderator.password },
  });
  expect(login.ok()).toBe(true);
  for (const path of ['/admin/configuracoes-sistema', '/admin/faturamento-pagamentos']) {
    await page.goto(`${own.url}${path}`);
    await expect(page).toHaveURL(`${own.url}/admin/dashboard`);
  }
  expect((await page.request.get(`${own.url}/api/configuracoes-sistema`)).status()).toBe(403);
  expect((await page.request.get(`${own.url}/api/faturamento/resumo`)).status()).toBe(403);
});
