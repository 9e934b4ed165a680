/**
 * Keeping a portfolio in step with a file: the CSV preview flags a wrong CPF/CNPJ check digit and a day that
 * does not exist with the very messages the server gives; the same file sent again in 'Atualizar' updates the
 * parties already monitored and adds the new ones; a deed date given when adding a party warns at once which
 * certificates will not be valid that day. axe, no sideways scrolling and screenshots at 1280 and 390 px.
 */

import { cpfCheckDigits } from '@certidao/domain';
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

function newCpf(): string {
  const base = String(100_000_000 + Math.floor(Math.random() * 800_000_000));
  const digits = base + cpfCheckDigits(base);
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}

async function bothWidths(page: Page, shot: string) {
  await page.setViewportSize(DESKTOP);
  await a11y(page);
  if (process.env.SHOTS)
    await page.screenshot({ path: `${process.env.SHOTS}/${shot}-1280.png`, fullPage: true });
  await page.setViewportSize(MOBILE);
  await a11y(page);
  await expectNoHorizontalOverflow(page);
  if (process.env.SHOTS)
    await page.screenshot({ path: `${process.env.SHOTS}/${shot}-390.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
}

test.describe('syncing a monitored portfolio', () => {
  test.describe.configure({ mode: 'serial' });
  let owner: NewUser;

  test.beforeEach(async ({ page, newUser, adminApi, signIn }) => {
    owner ??= await customerWithPlan(newUser, adminApi);
    await signIn(page, owner.email, owner.password);
  });

  test('the preview refuses what the server refuses, in its words; atualizar syncs the file', async ({
    page,
  }) => {
    test.slow();
    const [ana, bia, caio] = [newCpf(), newCpf(), newCpf()];
    await owner.api.criarMonitoramento({
      body: {
        tipoPessoa: 'fisica',
        nomeCompleto: 'Ana Antiga',
        documento: ana,
        dataNascimento: '01/02/1990',
        tiposCertidao: ['cndt'],
      },
    });
    await page.goto('/monitoramento');
    await page.getByRole('button', { name: 'Importar CSV' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Importar CSV' });
    const upload = (text: string) =>
      dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: 'carteira.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

    await upload(
      'nome;cpf;nascimento;certidoes;escritura\n' +
        `Ana Atual;${ana};01/02/1990;cndt;\n` +
        'Dígito Errado;111.444.777-36;01/02/1990;cndt;\n' +
        `Data Impossível;${bia};31/02/1990;cndt;\n` +
        `Escritura Impossível;${caio};01/02/1990;cndt;31/02/2026\n`,
    );
    const problems = dialog.getByRole('list', { name: 'Problemas por linha' }).getByRole('listitem');
    await expect(problems).toHaveText([
      'Linha 3: Digite um CPF ou CNPJ válido',
      'Linha 4: Data de nascimento inválida. Use o formato dd/mm/aaaa.',
      'Linha 5: A data da escritura não é um dia válido.',
    ]);
    await expect(dialog.getByRole('button', { name: /^Importar/ })).toBeDisabled();
    // The server, sent the same rows anyway, names them with the same words.
    const refused = await owner.api
      .importarMonitoramentos({
        body: {
          partes: [
            {
              tipoPessoa: 'fisica',
              nomeCompleto: 'Dígito Errado',
              documento: '111.444.777-36',
              dataNascimento: '01/02/1990',
              tiposCertidao: ['cndt'],
            },
            {
              tipoPessoa: 'fisica',
              nomeCompleto: 'Data Impossível',
              documento: bia,
              dataNascimento: '31/02/1990',
              tiposCertidao: ['cndt'],
            },
            {
              tipoPessoa: 'fisica',
              nomeCompleto: 'Escritura Impossível',
              documento: caio,
              dataNascimento: '01/02/1990',
              tiposCertidao: ['cndt'],
              dataEscritura: '31/02/2026',
            },
          ],
        },
      })
      .then(
        () => null,
        (error: { body?: { erros?: Array<{ mensagem: string }> } }) =>
          error.body?.erros?.map((e) => e.mensagem),
      );
    expect(refused).toEqual((await problems.allTextContents()).map((t) => t.replace(/^Linha \d+: /, '')));
    await bothWidths(page, 'import-preview-problems');

    // The weekly file: Ana already monitored, Bia new.
    const weekly =
      'nome;cpf;nascimento;certidoes;politica;escritura\n' +
      `Ana Atual;${ana};01/02/1990;cndt|trf3;mensal;20/03/2027\n` +
      `Bia Nova;${bia};01/02/1990;cndt;;\n`;
    await upload(weekly);
    await dialog.getByRole('button', { name: 'Importar 2 partes' }).click();
    await expect(dialog.getByRole('list', { name: 'Problemas por linha' })).toContainText(
      'Linha 2: Esta parte já está no seu monitoramento',
    );
    await dialog.getByText(/^Atualizar as já monitoradas/).click();
    await bothWidths(page, 'import-sync-mode');
    await dialog.getByRole('button', { name: 'Sincronizar 2 partes' }).click();
    await expect(dialog.getByText('1 parte incluída no monitoramento e 1 parte atualizada.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar' }).first().click();
    const card = page.getByRole('article', { name: 'Ana Atual' });
    await expect(card).toContainText('Reemitir todo mês');
    await expect(page.getByRole('article', { name: 'Bia Nova' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Ana Antiga' })).toHaveCount(0);

    // The same file once more: nothing left to change.
    await page.getByRole('button', { name: 'Importar CSV' }).first().click();
    await upload(weekly);
    await dialog.getByText(/^Atualizar as já monitoradas/).click();
    await dialog.getByRole('button', { name: 'Sincronizar 2 partes' }).click();
    await expect(dialog.getByText('2 partes sem alteração.')).toBeVisible();
  });

  test('a deed date given when adding a party warns at once', async ({ page }) => {
    await page.goto('/monitoramento');
    await page.getByRole('button', { name: 'Adicionar parte' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar parte' });
    await dialog.getByRole('textbox', { name: /^Nome completo/ }).fill('Davi Escritura');
    await dialog.getByRole('textbox', { name: /^CPF/ }).pressSequentially(newCpf().replace(/\D/g, ''));
    await dialog
      .getByRole('group', { name: /Data de nascimento/ })
      .getByRole('spinbutton')
      .first()
      .click();
    await page.keyboard.type('15031985');
    await dialog.getByRole('textbox', { name: /^Inscrição imobiliária/ }).fill('123.456.789');
    // Two years ahead: every certificate issued today has expired by then.
    const year = new Date().getFullYear() + 2;
    await dialog
      .getByRole('group', { name: /Data da escritura/ })
      .getByRole('spinbutton')
      .first()
      .click();
    await page.keyboard.type(`1503${year}`);
    const warning = dialog.getByText(
      new RegExp(`^Emitidas hoje, em 15/03/${year}, não estarão válidas: .+Renove-as antes da escritura\\.$`),
    );
    await expect(warning).toBeVisible();
    await bothWidths(page, 'add-party-deed');
    await dialog.getByRole('button', { name: 'Adicionar parte' }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('article', { name: 'Davi Escritura' });
    await card.getByRole('link', { name: 'Davi Escritura', exact: true }).click();
    await expect(page.getByRole('group', { name: /Data da escritura/ })).toBeVisible();
    await expect(page.getByText(new RegExp(`^Em 15/03/${year}, não estarão válidas:`))).toBeVisible();
  });
});
