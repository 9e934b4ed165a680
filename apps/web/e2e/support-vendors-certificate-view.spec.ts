/**
 * Support, vendors and the certificate view: the support page's contact form reaches the outbox, a vendor's referral
 * link attributes a new customer to it on the dashboard, and the certificate view lists its history, PDFs and
 * the observations staff add. axe on every page; 390 px without horizontal scrolling.
 */

import { randomUUID } from 'node:crypto';
import { buildSolicitacaoPayload } from '@certidao/domain';
import type { Page } from '@playwright/test';
import { a11y, expect, expectNoHorizontalOverflow, STORAGE, test } from './fixtures.ts';

const MOBILE = { width: 390, height: 844 } as const;
const toasts = (page: Page) => page.getByRole('region', { name: /notificaç/i });

test.describe('/admin/suporte-ajuda', () => {
  test.use({ storageState: STORAGE.moderator });

  test('FAQ, tutorials and hours; a contact message is stored and lands in the outbox', async ({
    page,
    server,
  }) => {
    // A long journey (FAQ, tutorials, the form, the outbox) with two axe passes that each wait for the sent
    // button's announcement to expire: near the default limit when CI's two workers share the machine.
    test.slow();
    await page.goto('/admin/suporte-ajuda');
    await expect(page.getByRole('heading', { level: 1, name: 'Suporte e ajuda' })).toBeVisible();

    // FAQ: one answer open at a time.
    const first = page.getByRole('button', { name: 'Quanto tempo leva para uma certidão ficar pronta?' });
    const second = page.getByRole('button', { name: 'O que fazer quando uma certidão falha?' });
    await first.click();
    await expect(page.getByText('IPTU: de 2 a 5 minutos;')).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await a11y(page);

    await page.getByRole('tab', { name: 'Tutoriais' }).click();
    await expect(page.getByRole('list', { name: 'Tutoriais' }).getByRole('article')).toHaveCount(4);
    await expect(page.getByText('Nível: Iniciante')).toBeVisible();
    await a11y(page);

    await page.getByRole('tab', { name: 'Atendimento' }).click();
    await expect(page.getByText('8h às 18h')).toBeVisible();
    await expect(page.getByText('até 4 horas')).toBeVisible();
    await a11y(page);

    await page.getByRole('tab', { name: 'Contato' }).click();
    const form = page.getByRole('form', { name: 'Fale com o suporte' });
    // Name and e-mail come from the session; the rest is checked before sending.
    await expect(form.getByLabel(/^E-mail/)).not.toHaveValue('');
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(form.getByText('Selecione o tipo de problema.')).toBeVisible();
    await expect(form.getByText('Descreva o problema (mínimo de 10 caracteres).')).toBeVisible();
    await a11y(page);

    const tag = randomUUID().slice(0, 8);
    const before = server.outbox().length;
    await form.getByRole('button', { name: /Tipo de problema/ }).click();
    await page.getByRole('option', { name: 'Cobrança' }).click();
    await form.getByLabel(/^Mensagem/).fill(`Cliente cobrado duas vezes no boleto ${tag}.`);
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(toasts(page).getByText('Mensagem enviada com sucesso!')).toBeVisible();
    await expect(form.getByLabel(/^Mensagem/)).toHaveValue('');
    await expect.poll(() => server.outbox().length).toBe(before + 1);
    const mail = server.outbox().find((m) => m.includes(tag));
    expect(mail).toContain('Novo chamado de suporte #');
    expect(mail).toContain('Tipo de problema: Cobrança');

    await page.setViewportSize(MOBILE);
    await expectNoHorizontalOverflow(page);
    await a11y(page);
  });
});

test.describe('vendors', () => {
  test.use({ storageState: STORAGE.admin });

  test('a customer who registers through a vendor link is counted for that vendor', async ({
    page,
    browser,
    adminApi,
    server,
  }) => {
    test.slow();
    const tag = randomUUID().slice(0, 6);
    await page.goto('/admin/cadastro-vendedor');
    await expect(page.getByRole('heading', { level: 1, name: 'Cadastro de vendedor' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/admin/usuarios');
    const form = page.getByRole('form', { name: 'Cadastro de vendedor' });
    await form.getByRole('button', { name: 'Cadastrar vendedor' }).click();
    await expect(form.getByText('Preencha todos os campos obrigatórios')).toBeVisible();
    await a11y(page);

    await form.getByLabel(/^Nome/).fill('Valéria');
    await form.getByLabel(/^Sobrenome/).fill(`Vendas ${tag}`);
    await form.getByLabel(/^E-mail/).fill(`vendedora-${tag}@teste.com.br`);
    await form.getByRole('button', { name: /Gênero/ }).click();
    for (const option of ['Masculino', 'Feminino', 'Outro', 'Prefiro não informar'])
      await expect(page.getByRole('option', { name: option })).toBeVisible();
    await page.getByRole('option', { name: 'Feminino' }).click();
    await form.getByLabel(/^Senha de acesso/).fill('Vendas@2025');
    await form.getByRole('button', { name: 'Cadastrar vendedor' }).click();
    await expect(toasts(page).getByText('Vendedor cadastrado com sucesso!')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: `Vendedor Valéria Vendas ${tag} cadastrado` }),
    ).toBeVisible();
    await a11y(page);

    const stats = await adminApi.getDashboardStats();
    const vendor = stats.porVendedor.find((v) => v.nome === `Valéria Vendas ${tag}`);
    if (!vendor) throw new Error('the new vendor is not on the dashboard');
    await expect(page.getByText(`${server.url}/?ref=${vendor.codigo}`)).toBeVisible();

    // A visitor opens the link, picks a plan and registers.
    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const landing = await visitor.newPage();
    await landing.goto(`/?ref=${vendor.codigo}`);
    await landing.getByRole('link', { name: /Assinar agora o plano Profissional/ }).click();
    await landing.getByLabel(/^(Nome completo|Razão social)/).fill(`Cliente Indicado ${tag}`);
    await landing.getByLabel(/^E-mail/).fill(`indicado-${tag}@teste.com.br`);
    await landing.getByLabel(/^Telefone/).fill('11987654321');
    await landing.getByLabel(/^CPF\/CNPJ/).fill('529.982.247-25');
    await landing.getByLabel(/^Senha/).fill('segredo1');
    await landing.getByLabel(/^Confirmar senha/).fill('segredo1');
    await landing.getByText('Li e aceito os Termos de uso').click();
    await landing.getByText('Li e aceito a Política de privacidade').click();
    await landing.getByRole('button', { name: 'Criar conta e continuar' }).click();
    await expect(landing.getByRole('heading', { name: 'Forma de pagamento' })).toBeVisible();
    await visitor.close();

    // The dashboard counts the customer for the vendor.
    await page.goto('/admin/dashboard');
    const table = page.getByRole('grid', { name: 'Vendas por vendedor' });
    const row = table.getByRole('row', { name: new RegExp(`Valéria Vendas ${tag}`) });
    await expect(row.getByRole('gridcell').nth(1)).toHaveText('1');
    await expect(row).toContainText(vendor.codigo);
    await a11y(page);
  });
});

test.describe('/admin/visualizacao-certidao/{id}', () => {
  test.use({ storageState: STORAGE.admin });

  test('the certificate with its history and PDFs; an observation is added and listed', async ({
    page,
    adminApi,
  }) => {
    test.slow();
    const me = await adminApi.getMe();
    const request = await adminApi.createSolicitacao({
      body: buildSolicitacaoPayload({
        tipoPessoa: 'fisica',
        nomeCompleto: 'Pessoa da Visualização',
        cpf: '529.982.247-25',
        rg: '12.345.678-9',
        dataNascimento: '1985-03-15',
      }),
    });
    await expect
      .poll(
        async () => {
          const s = await adminApi.getSolicitacao({ path: { id: request.id } });
          return s.certidoes.every((c) => c.status === 'concluido' || c.status === 'falhou');
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    const cert = (await adminApi.getSolicitacao({ path: { id: request.id } })).certidoes.find(
      (c) => c.status === 'concluido',
    );
    if (!cert) throw new Error('no certificate concluded');

    // From the request detail, staff open the certificate view.
    await page.goto(`/admin/detalhes-certidao/${request.id}`);
    const open = page.getByRole('link', { name: /^Ver certidão: / }).first();
    await expect(open).toBeVisible();
    await page.goto(`/admin/visualizacao-certidao/${cert.id}`);
    const view = await adminApi.getCertidaoDetalhe({ path: { id: cert.id } });
    await expect(page.getByText(`Protocolo ${view.protocolo}`)).toBeVisible();
    await expect(page.getByText(view.codigoVerificacao ?? 'x', { exact: true }).first()).toBeVisible();
    const history = page.getByRole('region', { name: 'Histórico de status' });
    await expect(history.getByText('Concluída').last()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Baixar / }).first()).toBeVisible();
    await expect(page.getByText('Nenhuma observação registrada')).toBeVisible();
    await a11y(page);

    const note = `Cliente pediu cópia autenticada ${randomUUID().slice(0, 6)}`;
    await page.getByRole('button', { name: 'Adicionar observação' }).click();
    await expect(page.getByText('Digite a observação.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Nova observação' }).fill(note);
    await page.getByRole('button', { name: 'Adicionar observação' }).click();
    await expect(toasts(page).getByText('Observação adicionada com sucesso!')).toBeVisible();
    const list = page.getByRole('list', { name: 'Observações' });
    await expect(list.getByRole('listitem').first()).toContainText(note);
    await expect(list.getByRole('listitem').first()).toContainText(me.fullName);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Observações' })).toContainText(note);
    await a11y(page);

    await page.setViewportSize(MOBILE);
    await expectNoHorizontalOverflow(page);
  });

  test('an unknown id says so', async ({ page }) => {
    await page.goto('/admin/visualizacao-certidao/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Certidão não encontrada' })).toBeVisible();
    await a11y(page);
  });
});
