/**
 * Billing in the company's name, end to end against the real server: a company's manager reads the month's
 * statement on 'Relatórios' (every certificate with its amount, by cost centre, with the totals), filters it by a
 * cost centre and downloads the CSV and the PDF; the manager's payment carries the company as tomador and its
 * service invoice (number, status, PDF) beside it. axe and no sideways scrolling at 1280 and 390 px.
 */
import { cnpjCheckDigits } from '@certidao/domain';
import type { Page } from '@playwright/test';
import { a11y, customerWithPlan, expect, expectNoHorizontalOverflow, STORAGE, test } from './fixtures.ts';

const MOBILE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;

function newCnpj(): string {
  const base = `${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}0001`;
  return base + cnpjCheckDigits(base);
}

async function bothWidths(page: Page) {
  await page.setViewportSize(DESKTOP);
  await a11y(page);
  await page.setViewportSize(MOBILE);
  await a11y(page);
  await expectNoHorizontalOverflow(page);
  await page.setViewportSize(DESKTOP);
}

const body = (nome: string, tipos: string[], centroCustoId?: string) => ({
  ...(centroCustoId ? { centroCustoId } : {}),
  dadosGerais: { tipoPessoa: 'fisica' as const, nomeCompleto: nome },
  certidoes: tipos.map((tipoCertidao) => ({
    tipoCertidao: tipoCertidao as never,
    dadosCertidao: { nome, cpf: '529.982.247-25', rg: '12.345.678-9', dataNascimento: '15/03/1985' },
  })),
});

test('a manager reads, filters and downloads the monthly statement', async ({
  page,
  newUser,
  adminApi,
  signIn,
}) => {
  test.setTimeout(180_000);
  const manager = await customerWithPlan(newUser, adminApi);
  const razaoSocial = `Extratos Teste ${Date.now()} Ltda`;
  await manager.api.criarEmpresa({ body: { razaoSocial, cnpj: newCnpj() } });
  const centre = await manager.api.criarCentroCusto({ body: { codigo: 'JUR', nome: 'Jurídico' } });
  await manager.api.createSolicitacao({ body: body('Ana Jurídica', ['cndt', 'tjsp'], centre.id) });
  await manager.api.createSolicitacao({ body: body('Carla Sem Centro', ['cndt']) });

  await signIn(page, manager.email, manager.password);
  await page.goto('/admin/relatorios');
  const section = page.getByRole('region', { name: 'Extrato mensal' });
  await expect(section.getByRole('heading', { level: 3, name: 'JUR — Jurídico' })).toBeVisible();
  await expect(section.getByRole('heading', { level: 3, name: 'Sem centro de custo' })).toBeVisible();
  const totals = section.getByRole('definition').filter({ hasText: /^R\$/ });
  await expect(section.getByLabel('Totais do mês')).toContainText('Certidões3');
  await expect(totals.last()).toHaveText('R$ 25,70');
  await expect(section.getByRole('grid', { name: 'Certidões de JUR — Jurídico' })).toContainText(
    'Ana Jurídica',
  );
  await bothWidths(page);

  // One cost centre: only its certificates, and the links carry the filter.
  await section.getByRole('button', { name: /Centro de custo/ }).click();
  await page.getByRole('option', { name: 'JUR — Jurídico' }).click();
  await expect(section.getByRole('heading', { level: 3, name: 'Sem centro de custo' })).toHaveCount(0);
  await expect(section.getByLabel('Totais do mês')).toContainText('Certidões2');
  const csvLink = section.getByRole('link', { name: 'Baixar CSV' });
  await expect(csvLink).toHaveAttribute('href', new RegExp(`centroCustoId=${centre.id}`));
  const csv = await page.request.get((await csvLink.getAttribute('href')) as string);
  expect(csv.status()).toBe(200);
  const text = await csv.text();
  expect(text).toContain('Ana Jurídica');
  expect(text).not.toContain('Carla Sem Centro');
  const pdf = await page.request.get(
    (await section.getByRole('link', { name: 'Baixar PDF' }).getAttribute('href')) as string,
  );
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await bothWidths(page);
});

test('a company’s paid charge shows its service invoice and the company it is in the name of', async ({
  page,
  browser,
  newUser,
  signIn,
}) => {
  test.setTimeout(180_000);
  const holder = await newUser({ firstName: 'Helena', lastName: 'Pessoal' });
  const razaoSocial = `Notas E2E ${Date.now()} Ltda`;
  await holder.api.criarEmpresa({ body: { razaoSocial, cnpj: newCnpj() } });
  const plan = (await holder.api.getPlanosPublicos({ query: { page: 1, limit: 100 } })).data.find(
    (p) => p.valor > 0,
  )!;
  await holder.api.atribuirPlanoUsuario({ body: { planoId: plan.id, billingType: 'PIX' } });
  const charge = await holder.api.criarPagamento({ body: { planoId: plan.id, metodoPagamento: 'PIX' } });
  await holder.api.pagarSandbox({ path: { id: charge.id } });
  // The periodic pass issues it (every few seconds).
  await expect
    .poll(async () => (await holder.api.getPagamento({ path: { id: charge.id } })).notaFiscal?.status, {
      timeout: 60_000,
    })
    .toBe('EMITIDA');
  const { notaFiscal } = await holder.api.getPagamento({ path: { id: charge.id } });

  await signIn(page, holder.email, holder.password);
  await page.goto('/pagamentos');
  const row = page
    .getByRole('grid', { name: 'Meus pagamentos' })
    .getByRole('row', { name: new RegExp(plan.nome) });
  await expect(row).toContainText(`nº ${notaFiscal!.numero}`);
  await expect(row).toContainText(`Em nome de ${razaoSocial}`);
  await expect(row.getByRole('link', { name: /PDF da nota/ })).toHaveAttribute('href', notaFiscal!.pdfUrl!);
  await bothWidths(page);
  await page.setViewportSize(MOBILE);
  const card = page.getByRole('list', { name: 'Meus pagamentos' }).getByRole('listitem').first();
  await expect(card).toContainText(`nº ${notaFiscal!.numero}`);
  await page.setViewportSize(DESKTOP);
  const pdf = await page.request.get(notaFiscal!.pdfUrl!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  await page.goto('/admin/meu-perfil');
  await page.getByRole('tab', { name: 'Histórico' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(`nº ${notaFiscal!.numero}`);
  await bothWidths(page);

  // The staff's billing list: the same invoice beside the payment.
  const context = await browser.newContext({ storageState: STORAGE.admin });
  const staff = await context.newPage();
  await staff.goto('/admin/faturamento-pagamentos');
  const search = staff.getByRole('searchbox', { name: 'Cliente' });
  await search.fill(holder.email);
  await search.press('Enter');
  const staffRow = staff
    .getByRole('grid', { name: 'Histórico de pagamentos' })
    .getByRole('row', { name: /Helena/ });
  await expect(staffRow).toContainText(`nº ${notaFiscal!.numero}`);
  await expect(staffRow).toContainText(`Em nome de ${razaoSocial}`);
  // The back office's payments table scrolls sideways at 390 px (it has no card layout): axe only.
  await a11y(staff);
  await staff.setViewportSize(MOBILE);
  await a11y(staff);
  await context.close();
});
