/**
 * Emissão assistida: a customer's request for a Belo Horizonte party named OPERADOR holds the TJMG
 * certificate, which no automatic source issues, so it waits in the operators' queue even in the instant
 * sandbox. The admin finds it in the queue, takes it, uploads the PDF obtained at the portal with the result,
 * validity and control code; the customer then sees the certificate 'Concluída' with its PDF. The queue
 * passes axe at 1280 and 390 px.
 */
import { PDFDocument } from 'pdf-lib';
import {
  a11y,
  checkA11y,
  customerWithPlan,
  expect,
  expectNoHorizontalOverflow,
  STORAGE,
  test,
} from './fixtures.ts';

const QUEUE = '/admin/emissao-assistida';
const MOBILE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;
const TJMG = 'Certidão de Distribuição Cível (TJMG)';

async function portalPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc
    .addPage([595, 842])
    .drawText('Certidao de distribuicao civel - TJMG (teste)', { x: 50, y: 780, size: 12 });
  return Buffer.from(await doc.save());
}

test('an operator fulfils an assisted certificate by hand and the customer gets it', async ({
  page,
  browser,
  newUser,
  adminApi,
  signIn,
}) => {
  test.slow();
  const nome = `Joana OPERADOR Reis ${Date.now().toString(36)}`;
  const customer = await customerWithPlan(newUser, adminApi);
  // Through the API: the new-request form for places is another screen's journey.
  const created = await customer.api.createSolicitacao({
    body: {
      dadosGerais: { tipoPessoa: 'fisica', nomeCompleto: nome, uf: 'MG', cidade: 'Belo Horizonte' },
      certidoes: [
        {
          tipoCertidao: 'tjmg',
          dadosCertidao: { nome, cpf: '529.982.247-25', dataNascimento: '15/03/1985' },
        },
      ],
    },
  });

  const staff = await browser.newContext({ storageState: STORAGE.admin, viewport: DESKTOP });
  const admin = await staff.newPage();
  await admin.goto(QUEUE);
  await expect(admin.getByRole('heading', { level: 1, name: /^Emissão assistida/ })).toBeVisible();
  const summary = admin.getByRole('region', { name: 'Resumo da fila' });
  await expect(summary.getByRole('group', { name: 'Aguardando' })).toBeVisible();
  await expect(summary.getByRole('group', { name: 'Atrasadas' })).toBeVisible();
  const open = admin.getByRole('link', { name: `Abrir ${TJMG} de ${nome}` });
  await expect(open).toBeVisible({ timeout: 20_000 });
  await a11y(admin);

  await admin.setViewportSize(MOBILE);
  await expect(open).toBeVisible();
  await a11y(admin);
  await expectNoHorizontalOverflow(admin);
  await admin.setViewportSize(DESKTOP);

  await open.click();
  await expect(admin.getByRole('heading', { level: 1, name: TJMG })).toBeVisible();
  await expect(admin.getByText(nome).first()).toBeVisible();
  await expect(admin.getByText('Belo Horizonte/MG').first()).toBeVisible();
  const portal = admin.getByRole('link', { name: /tjmg\.jus\.br/ });
  await expect(portal).toHaveAttribute('target', '_blank');
  await checkA11y(admin);

  await admin.getByRole('button', { name: 'Assumir' }).click();
  await expect(admin.getByText('Emissão assumida. Ela está com você.')).toBeVisible();
  const form = admin.getByRole('form', { name: 'Concluir emissão' });
  // Sending without the file nor the code says what is missing, and sends nothing.
  await form.getByRole('button', { name: 'Concluir e entregar' }).click();
  await expect(form.getByText('Escolha o PDF da certidão.')).toBeVisible();
  await expect(form.getByText('Informe o código de controle.')).toBeVisible();

  await form
    .getByRole('group', { name: 'PDF da certidão' })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'tjmg.pdf', mimeType: 'application/pdf', buffer: await portalPdf() });
  await expect(form.getByText(/^tjmg\.pdf \(\d+ (bytes|KB)\)$/)).toBeVisible();
  await form.getByRole('button', { name: /Resultado/ }).click();
  await admin.getByRole('option', { name: 'Nada consta' }).click();
  await form
    .getByRole('group', { name: /Válida até/ })
    .getByRole('spinbutton')
    .first()
    .click();
  await admin.keyboard.type('31122099');
  await form.getByRole('textbox', { name: /^Código de controle/ }).fill('TJMG-2026-0001234');
  await checkA11y(admin);
  await form.getByRole('button', { name: 'Concluir e entregar' }).click();
  await expect(admin.getByText('Certidão entregue ao cliente.')).toBeVisible({ timeout: 20_000 });
  await expect(admin.getByText('Concluída').first()).toBeVisible();
  await staff.close();

  await signIn(page, customer.email, customer.password);
  await page.goto(`/admin/detalhes-certidao/${created.id}`);
  await expect(page.getByText('Concluída', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: /^Baixar certidao-/ })).toHaveCount(1);
  await a11y(page);
});
