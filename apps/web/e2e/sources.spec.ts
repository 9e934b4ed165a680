/**
 * A source that goes down, as customers and staff see it. The admin switches the TRT-4's sandbox off and a few
 * requests of its certificate fail until its breaker opens; the public status page (no sign-in) lists it under
 * 'Fora do ar' with the expected delay, the staff's 'Saúde das fontes' shows its breaker open, its failures and
 * its history, and the request form warns a customer choosing a Rio Grande do Sul party. Axe on each page, at
 * 1280 and 390 px (screenshots in SHOTS when set). The source is switched back on at the end.
 */
import { getSource } from '@certidao/domain';
import type { Page } from '@playwright/test';
import {
  a11y,
  customerWithPlan,
  expect,
  expectNoHorizontalOverflow,
  fillRequestParty,
  STORAGE,
  test,
} from './fixtures.ts';

const FONTE = 'trt-4';
const NOME = getSource(FONTE)?.label as string;
const CPFS = ['52998224725', '11144477735', '93541134780', '86805368065', '39053344705', '71428793860'];

async function shoot(page: Page, name: string) {
  await a11y(page);
  if (process.env.SHOTS)
    await page.screenshot({ path: `${process.env.SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page);
  await a11y(page);
  if (process.env.SHOTS)
    await page.screenshot({ path: `${process.env.SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a source down: the public status page, the staff page and the request form say so', async ({
  page,
  browser,
  newUser,
  adminApi,
  signIn,
}) => {
  test.slow();
  const user = await customerWithPlan(newUser, adminApi);
  await adminApi.derrubarFonteSandbox({ path: { fonte: FONTE } });
  try {
    for (const cpf of CPFS)
      await user.api.createSolicitacao({
        body: {
          dadosGerais: { tipoPessoa: 'fisica', nomeCompleto: 'Parte Gaúcha' },
          certidoes: [
            {
              tipoCertidao: 'trt4',
              dadosCertidao: { nome: 'Parte Gaúcha', cpf, dataNascimento: '15/03/1985' },
            },
          ],
        },
      });
    await expect
      .poll(
        async () =>
          (await adminApi.obterSaudeFontes()).fontes.find((f) => f.fonte === FONTE)?.disjuntor ?? 'fechado',
        { timeout: 60_000 },
      )
      .toBe('aberto');

    // Anyone, without signing in.
    await page.goto('/status');
    await expect(page.getByRole('heading', { level: 1, name: 'Status das fontes' })).toBeVisible();
    const down = page.getByRole('region', { name: 'Fora do ar (1)' });
    await expect(down.getByRole('listitem').filter({ hasText: NOME })).toContainText(
      'Atraso previsto: cerca de',
    );
    await expect(page.getByText('1 fonte está com problema no momento.', { exact: false })).toBeVisible();
    await shoot(page, 'status');

    // The staff.
    const staff = await browser.newContext({ storageState: STORAGE.moderator });
    const staffPage = await staff.newPage();
    await staffPage.goto('/admin/fontes');
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Saúde das fontes' })).toBeVisible();
    const row = staffPage
      .getByRole('grid', { name: 'Saúde das fontes' })
      .getByRole('row', { name: new RegExp(NOME.replace(/[()]/g, '\\$&')) });
    await expect(row).toContainText('Fora do ar');
    await expect(row).toContainText('Aberto');
    await expect(row).toContainText('fora do ar no momento');
    await expect(staffPage.getByRole('figure', { name: 'Execuções por hora' })).toBeVisible();
    await expect(staffPage.getByText(`${NOME}. Escolha outra fonte na tabela`)).toBeVisible();
    await shoot(staffPage, 'fontes');
    await staff.close();

    // The request form: a Rio Grande do Sul party's types include the TRT-4's.
    await signIn(page, user.email, user.password);
    await page.goto('/admin/solicitacoes');
    await page.getByRole('button', { name: 'Nova Solicitação' }).click();
    const form = await fillRequestParty(page, 'Parte Gaúcha');
    await form.getByRole('button', { name: /UF onde a parte mora/ }).click();
    await page.getByRole('option', { name: 'RS — Rio Grande do Sul' }).click();
    await expect(form.getByText(`${NOME} está fora do ar no momento`, { exact: false })).toBeVisible();
    await a11y(page);
  } finally {
    await adminApi.restabelecerFonteSandbox({ path: { fonte: FONTE } });
  }
});
