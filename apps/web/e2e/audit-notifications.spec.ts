/**
 * The audit history (an admin action in the app shows up with its filter; 'Limpar filtros';
 * the CSV downloads) and the notification centre (a failed certificate produces a notification that is read
 * and deleted, the top bar's count changes); axe on each page; 390 px.
 */

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { a11y, expect, expectNoHorizontalOverflow, STORAGE, test } from './fixtures.ts';

const MOBILE = { width: 390, height: 844 } as const;
const toasts = (page: Page) => page.getByRole('region', { name: /notificaç/i });
const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notificações/ });

test.describe('/admin/historico-auditoria', () => {
  test.use({ storageState: STORAGE.admin });

  test('a plan created in the app shows up, filtered by action and user; the CSV downloads', async ({
    page,
  }) => {
    test.slow();
    const nome = `Plano Auditoria ${randomUUID().slice(0, 6)}`;
    await page.goto('/admin/planos-assinaturas');
    await page.getByRole('button', { name: 'Novo plano' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo plano' });
    await dialog.getByRole('textbox', { name: /^Nome/ }).fill(nome);
    await dialog.getByRole('button', { name: 'Criar plano' }).click();
    await expect(toasts(page).getByText('Plano criado com sucesso!')).toBeVisible();

    await page.goto('/admin/historico-auditoria');
    await expect(page.getByRole('heading', { level: 1, name: /Histórico de auditoria/ })).toBeVisible();
    const table = page.getByRole('grid', { name: 'Histórico de auditoria' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await a11y(page);

    const filters = page.getByRole('form', { name: 'Filtrar histórico de auditoria' });
    await filters.getByRole('textbox', { name: 'Ação' }).fill('plano criado');
    await filters.getByRole('textbox', { name: 'Usuário' }).fill('admin');
    const filtered = page.waitForResponse(
      (r) => r.url().includes('/api/auditoria?') && r.url().includes('acao=') && r.ok(),
    );
    await filters.getByRole('button', { name: 'Filtrar' }).click();
    const total = ((await (await filtered).json()) as { meta: { total: number } }).meta.total;
    await expect(page).toHaveURL(/acao=plano\+criado/);
    const rows = table.getByRole('row');
    await expect(rows.nth(1)).toContainText('Plano criado');
    await expect(rows).toHaveCount(Math.min(total, 10) + 1);
    const count = await rows.count();
    for (let i = 1; i < count; i++) await expect(rows.nth(i)).toContainText('Plano criado');

    // The CSV holds the filtered rows: BOM, pt-BR header, the action in pt-BR.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exportar CSV dos registros filtrados' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^historico-auditoria-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Data/Hora;Usuário;E-mail;Ação;Código da ação;Alvo;IP');
    expect(lines.length - 1).toBe(total);
    expect(lines.slice(1).every((l) => l.includes(';Plano criado;plan.created;'))).toBe(true);

    // A period with nothing in it, then 'Limpar filtros' brings every record back.
    await filters.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(page).toHaveURL('/admin/historico-auditoria');
    await expect(filters.getByRole('textbox', { name: 'Ação' })).toHaveValue('');
    await expect(rows.nth(1)).toBeVisible();
    await a11y(page);

    await page.setViewportSize(MOBILE);
    await expectNoHorizontalOverflow(page);
  });
});

test.describe('/admin/notificacoes', () => {
  test.use({ storageState: STORAGE.moderator });

  test('a failed certificate notifies the staff; read and delete persist; the top-bar count changes', async ({
    page,
    adminApi,
    newUser,
  }) => {
    test.slow();
    await page.goto('/admin/notificacoes');
    await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
    const readAll = page.getByRole('button', { name: 'Marcar todas como lidas' });
    if (await readAll.isEnabled()) {
      const unread = async () =>
        Number((await bell(page).getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0);
      const before = await unread();
      await readAll.click();
      await expect(toasts(page).getByText('Todas as notificações foram marcadas como lidas.')).toBeVisible();
      // The staff's notifications are shared with the tests running beside this one, which may add one at
      // any moment: the count drops, though not always to none.
      await expect.poll(unread).toBeLessThan(Math.max(before, 1));
    }
    await a11y(page);

    // A customer's certificate fails in the sandbox ('FALHA' in the name).
    const pessoa = `Cliente FALHA ${randomUUID().slice(0, 6)}`;
    const customer = await newUser();
    const { data: planos } = await adminApi.getPlanos({ query: { page: 1, limit: 100 } });
    const unlimited = planos.find((p) => Number(p.limite) === 0) ?? planos[0]!;
    await adminApi.concederPlanoUsuario({ path: { id: customer.userId }, body: { planoId: unlimited.id } });
    const created = await customer.api.createSolicitacao({
      body: {
        dadosGerais: { tipoPessoa: 'fisica', nomeCompleto: pessoa },
        certidoes: [
          {
            tipoCertidao: 'trt2',
            dadosCertidao: {
              nome: pessoa,
              cpf: '529.982.247-25',
              rg: '12.345.678-9',
              dataNascimento: '15/03/1985',
            },
          },
        ],
      },
    });
    await expect
      .poll(
        async () => (await customer.api.getSolicitacao({ path: { id: created.id } })).certidoes[0]!.status,
        {
          timeout: 30_000,
        },
      )
      .toBe('falhou');

    // The count shows up in the top bar (after a reload, or within the 30 s poll).
    await page.reload();
    await expect(bell(page)).toHaveAccessibleName(/^Notificações: \d+ não lidas?$/);
    const before = Number((await bell(page).getAttribute('aria-label'))!.match(/\d+/)![0]);
    expect(before).toBeGreaterThan(0);

    await page.getByRole('tab', { name: 'Erros' }).click();
    await expect(page).toHaveURL(/aba=erros/);
    // The certificate's notification: the request's own ('Solicitação finalizada com falhas') may be listed too,
    // depending on when the request's end is recorded.
    const item = page.getByRole('listitem', { name: /^Falha na certidão/ }).filter({ hasText: pessoa });
    await expect(item).toContainText('Falha na certidão');
    await expect(item.getByText('Nova', { exact: true })).toBeVisible();
    await a11y(page);

    // Marking it read makes the top bar ask the server's count again at once (not at its 30 s poll) and show it.
    // The count is not compared with the one before: the staff share their notifications, so another test's
    // failure, or this request's own end, may add one meanwhile.
    let marked = false;
    const recounted = page.waitForResponse(
      (response) => {
        const path = new URL(response.url()).pathname;
        if (path.endsWith('/lida')) marked = true;
        return marked && path === '/api/notificacoes/nao-lidas';
      },
      { timeout: 10_000 },
    );
    await item.getByRole('button', { name: 'Marcar como lida' }).click();
    await expect(toasts(page).getByText('Notificação marcada como lida.')).toBeVisible();
    await expect(item.getByText('Nova', { exact: true })).toHaveCount(0);
    const { naoLidas } = (await (await recounted).json()) as { naoLidas: number };
    await expect(bell(page)).toHaveAccessibleName(
      naoLidas ? `Notificações: ${naoLidas} não ${naoLidas === 1 ? 'lida' : 'lidas'}` : 'Notificações',
    );

    await page.reload();
    await expect(item).toBeVisible();
    await expect(item.getByText('Nova', { exact: true })).toHaveCount(0);
    await item.getByRole('button', { name: /^Excluir notificação/ }).click();
    await expect(toasts(page).getByText('Notificação excluída.')).toBeVisible();
    await expect(item).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Erros' })).toHaveAttribute('aria-selected', 'true');
    await expect(item).toHaveCount(0);

    await page.setViewportSize(MOBILE);
    await page.getByRole('tab', { name: 'Todas' }).click();
    await expectNoHorizontalOverflow(page);
    await a11y(page);
  });
});

test.describe('top-bar notification count', () => {
  test.use({ storageState: STORAGE.moderator });

  // The count is whatever the server says; the route stands in for a moderator with 88, then 120, unread.
  for (const [viewport, width] of [
    ['desktop', 1280],
    ['mobile', 390],
  ] as const) {
    test(`shows every digit up to 99 and 99+ beyond (${viewport})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      let unread = 88;
      await page.route('**/api/notificacoes/nao-lidas', (route) =>
        route.fulfill({ json: { naoLidas: unread } }),
      );
      await page.goto('/admin/notificacoes');
      const count = page.getByTestId('notification-count');
      await expect(count).toHaveText('88');
      await expect(bell(page)).toHaveAccessibleName('Notificações: 88 não lidas');
      // Nothing of the text is cut: the pill is as wide as what it holds, and on one line.
      const fits = async () =>
        count.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(el);
          const text = range.getBoundingClientRect();
          return el.scrollWidth <= el.clientWidth && text.width <= box.width && text.height < box.height + 1;
        });
      expect(await fits()).toBe(true);

      unread = 120;
      await page.reload();
      await expect(count).toHaveText('99+');
      await expect(bell(page)).toHaveAccessibleName('Notificações: 120 não lidas');
      expect(await fits()).toBe(true);
      await expectNoHorizontalOverflow(page);
      await a11y(page);
    });
  }
});
