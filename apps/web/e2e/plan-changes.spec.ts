/**
 * Plan changes and extra seats, end to end: a customer paying Básico by card opens 'Mudar de plano' in Meu
 * Perfil, reads the prorated difference before 'Confirmar mudança', and finds the charge in Pagamentos; then
 * chooses Básico again on the plans page (scheduled for the next charge, shown on the profile) and withdraws it.
 * A company's holder buys a seat from the seats card, its price shown first. axe at 1280 and 390 px on every
 * page and dialog, no sideways scrolling on a phone.
 */
import type { ApiClient } from '@certidao/api-client';
import { cnpjCheckDigits } from '@certidao/domain';
import type { Page } from '@playwright/test';
import { a11y, expect, expectNoHorizontalOverflow, seededPlan, test } from './fixtures.ts';

const MOBILE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;

async function bothWidths(page: Page) {
  await page.setViewportSize(DESKTOP);
  await a11y(page);
  await page.setViewportSize(MOBILE);
  await a11y(page);
  await expectNoHorizontalOverflow(page);
  await page.setViewportSize(DESKTOP);
}

function newCnpj(): string {
  const base = `${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}0001`;
  return base + cnpjCheckDigits(base);
}

/** Buys `planoId` by card through the API (approved sandbox card): an active plan renewed on that card. */
async function buyByCard(api: ApiClient, planoId: string) {
  await api.atribuirPlanoUsuario({
    body: {
      planoId,
      renovacaoAutomatica: true,
      billingType: 'CREDIT_CARD',
      creditCard: {
        holderName: 'CLIENTE TESTE',
        number: '4444444444444444',
        expiryMonth: '12',
        expiryYear: '35',
        ccv: '123',
      },
      creditCardHolderInfo: {
        name: 'Cliente Teste',
        email: 'cliente@teste.com.br',
        cpfCnpj: '52998224725',
        postalCode: '01310100',
        addressNumber: '10',
        phone: '11999998888',
      },
    },
  });
}

const byName = (nome: string) => (p: unknown) => (p as { nome?: string }).nome === nome;

test('upgrade from the profile with the proration shown first, then a downgrade scheduled and withdrawn', async ({
  page,
  newUser,
  signIn,
}) => {
  test.setTimeout(240_000);
  const user = await newUser({ firstName: 'Paula', lastName: 'Upgrade' });
  const basico = await seededPlan(user.api, byName('Básico'));
  await buyByCard(user.api, basico.id);
  await signIn(page, user.email, user.password);

  await page.goto('/admin/meu-perfil');
  await page.getByRole('tab', { name: 'Plano ativo' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Básico' })).toBeVisible();
  await panel.getByRole('button', { name: 'Mudar de plano' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mudar de plano' });
  await dialog.getByText('Profissional — R$ 99,90/mês', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: /^Profissional/ })).toBeChecked();
  await expect(dialog.getByText(/^R\$ [\d,.]+ agora$/)).toBeVisible();
  await expect(
    dialog.getByText(/Diferença do plano Básico para o Profissional pelos \d+ dias restantes/),
  ).toBeVisible();
  await expect(dialog.getByText(/Próxima cobrança \(mensalidade cheia\): R\$ 99,90 em/)).toBeVisible();
  await bothWidths(page);
  await dialog.getByRole('button', { name: 'Confirmar mudança' }).click();
  await expect(
    page
      .getByText(/Plano alterado para Profissional\. A diferença de R\$ [\d,.]+ foi cobrada no cartão\./)
      .first(),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByRole('heading', { name: 'Profissional' })).toBeVisible();
  await bothWidths(page);

  // The difference is a payment of its own, named for what it pays.
  await page.goto('/pagamentos');
  await expect(
    page.getByText(/Diferença do plano Básico para o Profissional \(\d+ dias?\)/).first(),
  ).toBeVisible();
  await bothWidths(page);

  // A cheaper plan from the plans page: scheduled for the next charge, nothing charged now.
  await page.goto('/planos');
  await expect(page.getByRole('button', { name: 'Seu plano atual' })).toBeDisabled();
  await page
    .getByRole('article', { name: 'Básico' })
    .getByRole('button', { name: 'Mudar para este plano' })
    .click();
  const change = page.getByRole('dialog', { name: 'Mudar de plano' });
  await expect(change.getByRole('radio', { name: /^Básico/ })).toBeChecked();
  await expect(change.getByText(/^Muda para o plano Básico em \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await bothWidths(page);
  await change.getByRole('button', { name: 'Confirmar mudança' }).click();
  await expect(page.getByText(/Mudança agendada: seu plano passa a ser o Básico em/).first()).toBeVisible();

  await page.goto('/admin/meu-perfil');
  await page.getByRole('tab', { name: 'Plano ativo' }).click();
  await expect(panel.getByText(/Muda para o plano Básico em \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
  await bothWidths(page);
  await panel.getByRole('button', { name: 'Desistir da mudança' }).click();
  await expect(panel.getByText(/Muda para o plano Básico em/)).toHaveCount(0);
  await expect(panel.getByRole('heading', { name: 'Profissional' })).toBeVisible();
});

test('a company’s holder buys a seat, its prorated price shown before confirming; a member is offered nothing', async ({
  page,
  browser,
  newUser,
  signIn,
  server,
}) => {
  test.setTimeout(180_000);
  const user = await newUser({ firstName: 'Tiago', lastName: 'Titular' });
  const basico = await seededPlan(user.api, byName('Básico'));
  await buyByCard(user.api, basico.id);
  await user.api.criarEmpresa({
    body: { razaoSocial: `Escritório Assentos ${Date.now()} Ltda`, cnpj: newCnpj() },
  });
  await signIn(page, user.email, user.password);

  await page.goto('/admin/empresa');
  const seats = page.getByRole('region', { name: 'Assentos' });
  await expect(seats.getByText(/O único assento está ocupado/)).toBeVisible();
  await bothWidths(page);
  await seats.getByRole('button', { name: 'Comprar assento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Comprar assento' });
  await expect(dialog.getByText(/^R\$ [\d,.]+ agora$/)).toBeVisible();
  await expect(
    dialog.getByText(/Depois, R\$ 39,90 por mês em cada renovação: a próxima cobrança será de R\$ 89,80 em/),
  ).toBeVisible();
  await bothWidths(page);
  await dialog.getByRole('button', { name: 'Comprar assento' }).click();
  await expect(
    page.getByText(/Assento adicionado\. R\$ [\d,.]+ foram cobrados no cartão\./).first(),
  ).toBeVisible();
  await expect(seats.getByText('Plano Básico com 1 assento adicional', { exact: false })).toBeVisible();
  await expect(seats.getByText('1 de 2', { exact: false })).toBeVisible();
  await bothWidths(page);
  await page.goto('/admin/meu-perfil');
  await page.getByRole('tab', { name: 'Plano ativo' }).click();
  await expect(
    page.getByRole('tabpanel').getByText('Inclui 1 assento adicional da empresa (R$ 39,90 por mês cada', {
      exact: false,
    }),
  ).toBeVisible();

  // The new seat takes a member, who reads the company's plan and is offered no change (the server says 403).
  const member = await newUser({ firstName: 'Marta', lastName: 'Membro' });
  await user.api.criarConviteEmpresa({ body: { email: member.email } });
  let token = '';
  await expect
    .poll(() => {
      const eml = server.outbox().find((m) => m.includes(member.email) && m.includes('/convite/'));
      token = eml?.match(/\/convite\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
      return token;
    })
    .not.toBe('');
  await member.api.aceitarConvite({ path: { token } });
  const context = await browser.newContext({ baseURL: server.url });
  const memberPage = await context.newPage();
  await signIn(memberPage, member.email, member.password);
  await memberPage.goto('/admin/meu-perfil');
  await memberPage.getByRole('tab', { name: 'Plano ativo' }).click();
  const memberPanel = memberPage.getByRole('tabpanel');
  await expect(memberPanel.getByRole('heading', { name: 'Básico' })).toBeVisible();
  await expect(memberPanel.getByRole('button', { name: 'Mudar de plano' })).toHaveCount(0);
  await expect(memberPanel.getByRole('button', { name: 'Cancelar plano' })).toHaveCount(0);
  await memberPage.getByRole('tab', { name: 'Histórico' }).click();
  await expect(memberPage.getByRole('tabpanel').getByText(/^Sem permissão:/)).toBeVisible();
  await bothWidths(memberPage);
  await memberPage.goto('/planos');
  await expect(memberPage.getByText('Mudanças de plano são feitas por um gestor da empresa.')).toBeVisible();
  await expect(memberPage.getByRole('button', { name: 'Mudar para este plano' })).toHaveCount(0);
  await bothWidths(memberPage);
  await context.close();
});
