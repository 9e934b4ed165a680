/**
 * Monitoring and the quota, and the alert choices: a customer whose plan covers two requests adds three parties;
 * the third is shown blocked ('Bloqueado pela cota', with why) and counted on its card, whose link lists exactly
 * it; 'Adicionar parte' and the CSV import warn that the quota does not cover new parties before they are
 * confirmed; 'Renovar agora' is refused in the plan's words. Meu perfil › Notificações keeps a choice per kind
 * of alert. axe at 1280 and 390 px.
 */

import { cpfCheckDigits } from '@certidao/domain';
import type { Page } from '@playwright/test';
import { a11y, expect, expectNoHorizontalOverflow, type NewUser, test } from './fixtures.ts';

const MOBILE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;
const LIVE = { timeout: 30_000 };

function newCpf(): string {
  const base = String(100_000_000 + Math.floor(Math.random() * 800_000_000));
  const digits = base + cpfCheckDigits(base);
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}

const toasts = (page: Page) => page.getByRole('region', { name: /notificaç/i });

async function bothWidths(page: Page) {
  await page.setViewportSize(DESKTOP);
  await a11y(page);
  await page.setViewportSize(MOBILE);
  await a11y(page);
  await expectNoHorizontalOverflow(page);
  await page.setViewportSize(DESKTOP);
}

test.describe('monitoring within the quota', () => {
  test.describe.configure({ mode: 'serial' });
  let owner: NewUser;

  test.beforeEach(async ({ page, newUser, adminApi, signIn }) => {
    if (!owner) {
      owner = await newUser();
      const plano = await adminApi.createPlano({
        body: { nome: `Plano 2 ${Math.random().toString(36).slice(2, 7)}`, valor: 19.9, limite: 2 },
      });
      await adminApi.concederPlanoUsuario({ path: { id: owner.userId }, body: { planoId: plano.id } });
    }
    await signIn(page, owner.email, owner.password);
  });

  test('a party the quota cannot cover is shown blocked, counted, listed by its card; adding warns first', async ({
    page,
  }) => {
    test.slow();
    for (const nome of ['Ana Coberta', 'Bruno Coberto', 'Célia Sem Cota'])
      await owner.api.criarMonitoramento({
        body: {
          tipoPessoa: 'fisica',
          nomeCompleto: nome,
          documento: newCpf(),
          dataNascimento: '10/10/1970',
          tiposCertidao: ['trf3'],
        },
      });
    await expect.poll(async () => (await owner.api.resumoMonitoramento()).bloqueadas, LIVE).toBe(1);

    await page.goto('/monitoramento');
    await expect(page.getByRole('link', { name: 'Ver partes bloqueadas' })).toBeVisible();
    await page.getByRole('link', { name: 'Ver partes bloqueadas' }).click();
    await expect(page).toHaveURL(/\/monitoramento\?bloqueadas=true$/);
    await expect(page.getByRole('article')).toHaveCount(1);
    const card = page.getByRole('article', { name: 'Célia Sem Cota' });
    await expect(card.getByText('Bloqueado pela cota', { exact: true })).toBeVisible();
    await expect(
      card.getByText(/Renovação bloqueada pela cota desde .*limite de 2 solicitações/),
    ).toBeVisible();
    await expect(card.getByText(/^Renovação aguardando cota desde/)).toBeVisible();
    await expect(card.getByText('Bloqueada pela cota', { exact: true })).toBeVisible();
    await bothWidths(page);

    // 'Renovar agora' counts against the quota: refused in the plan's words.
    await card.getByRole('button', { name: 'Renovar agora as certidões de Célia Sem Cota' }).click();
    await expect(toasts(page).getByText(/limite de 2 solicitações/)).toBeVisible();

    // The summary counts what each card lists.
    await page.goto('/monitoramento');
    await expect(page.getByRole('heading', { level: 1, name: /^Monitoramento/ })).toContainText('3');
    await page.getByRole('link', { name: 'Ver partes com certidão vencida' }).click();
    await expect(page).toHaveURL(/\/monitoramento\?vencidas=true$/);
    await expect(page.getByText('Nenhuma parte encontrada')).toBeVisible();
    await page.goto('/monitoramento');
    await page.getByRole('link', { name: /^3 ativas$/ }).click();
    await expect(page).toHaveURL(/\/monitoramento\?status=ativo$/);
    await expect(page.getByRole('article')).toHaveCount(3);

    // Before adding one more: the warning, in the server's words, above the buttons.
    await page.getByRole('button', { name: 'Adicionar parte' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar parte' });
    await expect(
      dialog.getByText(/Sua cota cobre 0 de 1 parte: 1 ficará bloqueada até haver cota/),
    ).toBeVisible();
    await bothWidths(page);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    // The CSV import says it too, once the file reads, before 'Importar'.
    await page.getByRole('button', { name: 'Importar CSV' }).first().click();
    const importing = page.getByRole('dialog', { name: 'Importar CSV' });
    await importing.locator('input[type="file"]').setInputFiles({
      name: 'carteira.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `nome;cpf;nascimento;certidoes\nDora Importada;${newCpf()};01/02/1990;trf3\nEli Importado;${newCpf()};01/02/1990;trf3\n`,
      ),
    });
    await expect(
      importing.getByText(/Sua cota cobre 0 de 2 partes: 2 ficarão bloqueadas até haver cota/),
    ).toBeVisible();
    await expect(importing.getByRole('button', { name: 'Importar 2 partes' })).toBeEnabled();
    await a11y(page);
    await importing.getByRole('button', { name: 'Cancelar' }).click();
  });

  test('Meu perfil › Notificações keeps a choice per kind of alert', async ({ page }) => {
    await page.goto('/admin/meu-perfil?aba=notificacoes');
    const section = page.getByRole('region', { name: 'Alertas do monitoramento' });
    const changes = section.getByRole('radiogroup', { name: 'Mudança de resultado' });
    await expect(changes.getByRole('radio', { name: 'Na hora' })).toBeChecked();
    await changes.getByText('Resumo diário', { exact: true }).click();
    await expect(toasts(page).getByText('Preferência de alerta salva.')).toBeVisible();
    const quota = section.getByRole('radiogroup', { name: 'Cota' });
    await quota.getByText('Desligado', { exact: true }).click();
    await expect(quota.getByRole('radio', { name: 'Desligado' })).toBeChecked();
    await page.reload();
    await expect(changes.getByRole('radio', { name: 'Resumo diário' })).toBeChecked();
    await expect(quota.getByRole('radio', { name: 'Desligado' })).toBeChecked();
    expect(await owner.api.obterPreferenciasAlertas()).toEqual({
      vencimento: 'imediato',
      resultado: 'resumo_diario',
      falha: 'imediato',
      cota: 'desligado',
    });
    await bothWidths(page);
  });
});
