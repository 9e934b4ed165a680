/**
 * What a broker hands over from the portfolio: a renewal made by monitoring is marked 'Renovação automática'
 * on its request card and detail (linking back to its party) and the list filters by origin; the party's page downloads its valid
 * certificates as one ZIP; the portfolio page exports the filtered portfolio as CSV and PDF. axe at 1280 and
 * 390 px on each screen.
 */

import { buildSolicitacaoPayload, cpfCheckDigits } from '@certidao/domain';
import type { Page } from '@playwright/test';
import {
  a11y,
  customerWithPlan,
  expect,
  expectNoHorizontalOverflow,
  type NewUser,
  test,
} from './fixtures.ts';

const MOBILE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;
const LIVE = { timeout: 30_000 };

function newCpf(): string {
  const base = String(100_000_000 + Math.floor(Math.random() * 800_000_000));
  const digits = base + cpfCheckDigits(base);
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}

async function bothWidths(page: Page, shot?: string) {
  await page.setViewportSize(DESKTOP);
  await a11y(page);
  if (shot && process.env.SHOTS)
    await page.screenshot({ path: `${process.env.SHOTS}/${shot}-1280.png`, fullPage: true });
  await page.setViewportSize(MOBILE);
  await a11y(page);
  await expectNoHorizontalOverflow(page);
  if (shot && process.env.SHOTS)
    await page.screenshot({ path: `${process.env.SHOTS}/${shot}-390.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
}

test.describe('handing over the monitored portfolio', () => {
  test.describe.configure({ mode: 'serial' });
  let owner: NewUser;
  let partyId: string;
  let renewalId: string;
  let manualId: string;

  test.beforeEach(async ({ page, newUser, adminApi, signIn }) => {
    if (!owner) {
      owner = await customerWithPlan(newUser, adminApi);
      const party = await owner.api.criarMonitoramento({
        body: {
          tipoPessoa: 'fisica',
          nomeCompleto: 'Renata Renovada',
          documento: newCpf(),
          dataNascimento: '15/03/1985',
          tiposCertidao: ['cndt', 'trf3'],
        },
      });
      partyId = party.id;
      const manual = await owner.api.createSolicitacao({
        body: buildSolicitacaoPayload({
          tipoPessoa: 'fisica',
          nomeCompleto: 'Mauro Manual',
          cpf: newCpf(),
          rg: '',
          dataNascimento: '1980-01-20',
        }),
      });
      manualId = manual.id;
      await expect
        .poll(async () => {
          const p = await owner.api.obterMonitoramento({ path: { id: partyId } });
          return p.certidoes.every((c) => c.emitidoEm) ? p.certidoes[0]?.solicitacaoId : undefined;
        }, LIVE)
        .toBeTruthy();
      const p = await owner.api.obterMonitoramento({ path: { id: partyId } });
      renewalId = p.certidoes[0]?.solicitacaoId as string;
    }
    await signIn(page, owner.email, owner.password);
  });

  test("renewals read 'Renovação automática' on their card and detail, linking to the party", async ({
    page,
  }) => {
    test.slow();
    await page.goto('/admin/solicitacoes');
    const renewal = page.getByRole('article', { name: 'Renata Renovada' });
    const manual = page.getByRole('article', { name: 'Mauro Manual' });
    await expect(renewal.getByText('Renovação automática', { exact: true })).toBeVisible(LIVE);
    await expect(manual).toBeVisible();
    await expect(manual.getByText('Renovação automática', { exact: true })).toHaveCount(0);
    await bothWidths(page, 'requests-list');
    // Only the renewals, by the list's origin filter (kept in the URL).
    await page.getByRole('button', { name: /^Filtros/ }).click();
    await page.getByRole('button', { name: /Origem$/ }).click();
    await page.getByRole('option', { name: 'Renovação automática' }).click();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/origem=monitoramento/);
    await expect(manual).toHaveCount(0);
    await expect(renewal).toBeVisible();
    await bothWidths(page, 'requests-list-renewals');

    await page.goto(`/admin/detalhes-certidao/${renewalId}`);
    await expect(page.getByText('Renovação automática', { exact: true })).toBeVisible();
    // Its party is monitored already: no 'Monitorar esta parte' (it would only answer 409).
    await expect(page.getByRole('button', { name: 'Atualizar status' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Monitorar esta parte' })).toHaveCount(0);
    await bothWidths(page, 'request-detail');
    await page.goto(`/admin/detalhes-certidao/${manualId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mauro Manual' })).toBeVisible();
    await expect(page.getByText('Renovação automática', { exact: true })).toHaveCount(0);
    await page.goto(`/admin/detalhes-certidao/${renewalId}`);
    await page.getByRole('link', { name: 'Ver parte monitorada' }).click();
    await expect(page).toHaveURL(`/monitoramento/${partyId}`);
  });

  test("the party's page downloads its valid certificates as one ZIP", async ({ page }) => {
    await page.goto(`/monitoramento/${partyId}`);
    const zip = page.getByRole('link', {
      name: 'Baixar as certidões válidas de Renata Renovada em um arquivo ZIP',
    });
    await expect(zip).toBeVisible();
    await bothWidths(page, 'party');
    const [download] = await Promise.all([page.waitForEvent('download'), zip.click()]);
    expect(download.suggestedFilename()).toBe(`certidoes-validas-${partyId.slice(0, 8)}.zip`);
    expect(await download.failure()).toBeNull();
  });

  test("a deed date on the party's page warns which certificates will not be valid that day", async ({
    page,
  }) => {
    const party = await owner.api.obterMonitoramento({ path: { id: partyId } });
    const trf3 = party.certidoes.find((c) => c.tipoCertidao === 'trf3')?.validoAte as string;
    // The day after TRF3's last valid day (São Paulo), set through the API; the field then shows it.
    const after = new Date(new Date(trf3).getTime() + 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'America/Sao_Paulo',
    });
    await page.goto(`/monitoramento/${partyId}`);
    const card = page.getByRole('region', { name: 'Escritura' });
    await expect(
      card.getByText('Informe a data para saber se as certidões estarão válidas no dia.'),
    ).toBeVisible();
    await owner.api.atualizarMonitoramento({ path: { id: partyId }, body: { dataEscritura: after } });
    await page.reload();
    const shown = after.split('-').reverse().join('/');
    await expect(
      card.getByText(
        `Em ${shown}, não estarão válidas: Certidão de Distribuição da Justiça Federal (TRF-3).`,
        { exact: false },
      ),
    ).toBeVisible();
    await bothWidths(page, 'deed');
    await card.getByRole('button', { name: 'Remover data' }).click();
    await expect(
      card.getByText('Informe a data para saber se as certidões estarão válidas no dia.'),
    ).toBeVisible();
    expect((await owner.api.obterMonitoramento({ path: { id: partyId } })).dataEscritura).toBeNull();
  });

  test('the portfolio page exports the filtered portfolio as CSV and PDF', async ({ page }) => {
    await page.goto('/monitoramento?busca=Renata');
    await expect(page.getByRole('article', { name: 'Renata Renovada' })).toBeVisible();
    const csv = page.getByRole('link', { name: 'Exportar CSV' });
    await expect(csv).toHaveAttribute('href', '/api/monitoramentos/exportar?formato=csv&busca=Renata');
    await bothWidths(page, 'portfolio');
    const [csvFile] = await Promise.all([page.waitForEvent('download'), csv.click()]);
    expect(csvFile.suggestedFilename()).toMatch(/^monitoramento-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await (await import('node:fs/promises')).readFile((await csvFile.path()) as string, 'utf8');
    expect(text).toContain('Renata Renovada');
    const [pdfFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exportar PDF' }).click(),
    ]);
    expect(pdfFile.suggestedFilename()).toMatch(/^monitoramento-\d{4}-\d{2}-\d{2}\.pdf$/);
  });
});
