/**
 * The staff's support tickets: the contact form's messages listed with filters applied on 'Filtrar' and
 * pages, one ticket's message in a dialog, and a status change that reaches the sender's inbox. axe on every
 * state, at 1280 and 390 px; the tables fit the 1280 px back office.
 */

import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { a11y, expect, expectNoHorizontalOverflow, STORAGE, test } from './fixtures.ts';

const MOBILE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;
const toasts = (page: Page) => page.getByRole('region', { name: /notificaç/i });

test.describe('/admin/suporte/chamados', () => {
  test.use({ storageState: STORAGE.moderator });

  test('lists and filters tickets, shows one and changes its status, telling the sender by e-mail', async ({
    page,
    server,
    adminApi,
  }) => {
    test.slow();
    const tag = randomUUID().slice(0, 8);
    const send = (nome: string, tipoProblema: 'cobranca' | 'tecnico') =>
      adminApi.enviarContatoSuporte({
        body: {
          nome,
          email: `${nome.startsWith('Helena') ? 'helena' : 'otavio'}.${tag}@example.com`,
          tipoProblema,
          mensagem: `Cliente ${tag} cobrado duas vezes.\nPodem verificar o boleto?`,
        },
      });
    const first = await send(`Helena ${tag}`, 'cobranca');
    const second = await send(`Otávio ${tag}`, 'tecnico');

    await page.setViewportSize(DESKTOP);
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: 'Chamados de suporte' }).click();
    await expect(page).toHaveURL(/\/admin\/suporte\/chamados$/);
    await expect(page.getByRole('heading', { level: 1, name: /Chamados de suporte/ })).toBeVisible();
    await a11y(page);

    // Typing alone filters nothing; 'Filtrar' applies it (and keeps it in the URL).
    const filters = page.getByRole('form', { name: 'Filtrar chamados' });
    await filters.getByLabel('Busca').fill(tag);
    const table = page.getByRole('grid', { name: 'Chamados de suporte' });
    await expect(page).not.toHaveURL(/busca=/);
    await filters.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(new RegExp(`busca=${tag}`));
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(1)).toContainText(`#${second.protocolo}`);
    await expect(table.getByRole('row').nth(2)).toContainText(`#${first.protocolo}`);
    await expectNoHorizontalOverflow(page);
    const box = await page.evaluate(() => {
      const el = document.querySelector('table')!.parentElement!;
      return { scroll: el.scrollWidth, client: el.clientWidth };
    });
    expect(box.scroll).toBeLessThanOrEqual(box.client);

    // One ticket: its message and the status change.
    await table.getByRole('button', { name: `Ver chamado #${first.protocolo} de Helena ${tag}` }).click();
    const dialog = page.getByRole('dialog', { name: `Chamado #${first.protocolo}` });
    await expect(dialog.getByText(`Cliente ${tag} cobrado duas vezes.`)).toBeVisible();
    await expect(dialog.getByText('Cobrança')).toBeVisible();
    await a11y(page);
    const save = dialog.getByRole('button', { name: 'Salvar status' });
    await expect(save).toBeDisabled();
    const before = server.outbox().length;
    await dialog.getByText('Em andamento', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Em andamento' })).toBeChecked();
    await save.click();
    await expect(
      toasts(page).getByText('Status do chamado alterado. O cliente foi avisado por e-mail.'),
    ).toBeVisible();
    await expect(dialog.locator('dd').getByText('Em andamento', { exact: true })).toBeVisible();
    await expect(save).toBeDisabled();
    await expect.poll(() => server.outbox().length).toBe(before + 1);
    const mail = server.outbox().at(-1)!;
    expect(mail).toContain(`To: helena.${tag}@example.com`);
    expect(mail).toContain(
      `O status do seu chamado de suporte #${first.protocolo} (Cobrança) mudou para: Em andamento.`,
    );
    await a11y(page);
    await dialog.getByRole('button', { name: 'Fechar' }).first().click();
    await expect(dialog).toBeHidden();

    // The status filter: only the ticket in progress.
    await filters.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Em andamento' }).click();
    await filters.getByRole('button', { name: 'Filtrar' }).click();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText(`Helena ${tag}`);
    await expect(table.getByRole('row').nth(1)).toContainText('Em andamento');
    await a11y(page);

    // A period with none of them, then 'Limpar filtros'.
    await page.goto(`/admin/suporte/chamados?busca=${tag}&de=2020-01-01&ate=2020-01-31`);
    await expect(page.getByText('Nenhum chamado encontrado')).toBeVisible();
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(page).toHaveURL(/\/admin\/suporte\/chamados$/);

    await page.goto(`/admin/suporte/chamados?busca=${tag}`);
    await expect(table.getByRole('row')).toHaveCount(3);
    await page.setViewportSize(MOBILE);
    await expectNoHorizontalOverflow(page);
    await a11y(page);
    await table.getByRole('button', { name: `Ver chamado #${second.protocolo} de Otávio ${tag}` }).click();
    await expect(page.getByRole('dialog', { name: `Chamado #${second.protocolo}` })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await a11y(page);
  });
});

test.describe('back-office tables at 1280 px', () => {
  test.use({ storageState: STORAGE.admin });

  test('fit without sideways scrolling; at 390 px they scroll inside their box', async ({
    page,
    newUser,
    adminApi,
  }) => {
    // Long names and addresses, the widest a row gets.
    const tag = randomUUID().slice(0, 8);
    await newUser({
      firstName: 'Maria Aparecida',
      lastName: 'dos Santos Albuquerque Cavalcanti',
      email: `maria.aparecida.cavalcanti.${tag}@escritorio-de-advocacia-exemplo.com.br`,
    });
    await adminApi.enviarContatoSuporte({
      body: {
        nome: 'Maria Aparecida dos Santos Albuquerque Cavalcanti',
        email: `maria.aparecida.cavalcanti.${tag}@escritorio-de-advocacia-exemplo.com.br`,
        tipoProblema: 'tecnico',
        mensagem: 'A certidão do cliente está parada há duas horas.',
      },
    });
    for (const path of [
      '/admin/usuarios',
      '/admin/gerenciamento-usuarios',
      '/admin/faturamento-pagamentos',
      '/admin/historico-auditoria',
      '/admin/suporte/chamados',
    ]) {
      await page.setViewportSize(DESKTOP);
      await page.goto(path);
      // Rows or the empty state, once loaded (other specs fill these lists in parallel, or not yet).
      const grid = page.getByRole('grid').first();
      await expect(grid).toBeVisible();
      await expect(grid.getByText('Carregando...')).toHaveCount(0);
      const overflow = await page.evaluate(() =>
        [...document.querySelectorAll('table')].map(
          (t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth,
        ),
      );
      expect(
        overflow.every((px) => px <= 0),
        `${path}: ${overflow.join(', ')}`,
      ).toBe(true);
      await page.setViewportSize(MOBILE);
      await expectNoHorizontalOverflow(page);
    }
  });
});
