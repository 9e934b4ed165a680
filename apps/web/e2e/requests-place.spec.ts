/**
 * A Belo Horizonte seller's request, from the form to its PDFs. The form proposes Minas Gerais' courts, the
 * city's property tax and the registry's certificates, asks only the inputs they need (with the server's
 * messages), and the request shows its place and its assisted certificates with their promised time. The
 * seller's name holds OPERADOR (a sandbox test input), so the assisted ones wait for a person even in the
 * instant sandbox: an admin takes the TJMG certificate in the 'Emissão assistida' queue and uploads the PDF
 * obtained at the portal with its result, validity and control code; the customer then downloads it, beside the
 * automatic ones. Axe on every page, at 1280 and 390 px.
 */
import {
  certificateLabel,
  certificatePriceCentavos,
  formatMoney,
  fromCents,
  getCertificateType,
  INPUT_MESSAGES,
} from '@certidao/domain';
import { PDFDocument } from 'pdf-lib';
import {
  a11y,
  checkA11y,
  customerWithPlan,
  expect,
  expectNoHorizontalOverflow,
  fillRequestParty,
  STORAGE,
  test,
} from './fixtures.ts';

const LIST = '/admin/solicitacoes';
const QUEUE = '/admin/emissao-assistida';
const PROPOSED = ['tjmg', 'trt3', 'trf6', 'iptu-belo-horizonte', 'matricula'];
/** The automatic ones of the set: issued at once by the sandbox. */
const AUTOMATIC = ['cndt', 'receita-federal', 'trt3'];
const MOBILE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;
const TJMG = certificateLabel('tjmg');

async function portalPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc
    .addPage([595, 842])
    .drawText('Certidao de distribuicao civel - TJMG (teste)', { x: 50, y: 780, size: 12 });
  return Buffer.from(await doc.save());
}

test('a Belo Horizonte seller’s certificates, one fulfilled by an operator, from the form to the PDFs', async ({
  page,
  browser,
  newUser,
  adminApi,
  signIn,
}) => {
  test.slow();
  const nome = `Carlos OPERADOR Mineiro ${Date.now().toString(36)}`;
  const user = await customerWithPlan(newUser, adminApi);
  await signIn(page, user.email, user.password);
  await page.goto(LIST);
  await page.getByRole('button', { name: 'Nova solicitação' }).click();
  const form = await fillRequestParty(page, nome);

  // No place yet: the first catalogue's ten; nothing about a property is asked.
  await expect(form.getByRole('heading', { name: '10 certidões nesta solicitação' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Matrícula do imóvel/ })).toHaveCount(0);

  await form.getByRole('button', { name: /Tipo de transação/ }).click();
  await page.getByRole('option', { name: 'Compra e venda de imóvel' }).click();
  await form.getByRole('button', { name: /UF onde a parte mora/ }).click();
  await page.getByRole('option', { name: 'MG — Minas Gerais' }).click();
  await form.getByRole('textbox', { name: 'Cidade onde a parte mora' }).fill('Belo Horizonte');
  // The property's place follows the party's.
  await expect(form.getByRole('textbox', { name: 'Cidade do imóvel' })).toHaveValue('Belo Horizonte');

  const proposed = form.getByRole('list', { name: 'Certidões propostas' });
  for (const code of PROPOSED)
    await expect(proposed.getByRole('checkbox', { name: certificateLabel(code) })).toBeChecked();
  await expect(proposed.getByRole('listitem').filter({ hasText: TJMG })).toContainText('Emissão assistida');
  await expect(form.getByText(/^\d+ certidões selecionadas$/)).toBeVisible();
  // Each type's price, the registry's fee on top, and the set's total before anything is ordered; unchecking a
  // type takes its price off the total.
  const price = (code: string) => formatMoney(fromCents(certificatePriceCentavos(code) ?? 0));
  await expect(proposed.getByRole('listitem').filter({ hasText: TJMG })).toContainText(price('tjmg'));
  await expect(
    proposed.getByRole('listitem').filter({ hasText: certificateLabel('matricula') }),
  ).toContainText('+ taxa do cartório');
  const priceBox = form.getByRole('region', { name: 'Valor das certidões' });
  await expect(priceBox).toContainText('+ taxa do cartório');
  await expect(priceBox).toContainText(/Incluída no plano .+: usa 1 solicitação do mês\./);
  const total = async () => {
    const text = ((await priceBox.getByRole('paragraph').first().textContent()) ?? '').replace(/\s+/g, ' ');
    return Number((/R\$ ([\d.,]+)/.exec(text)?.[1] ?? '').replace(/\./g, '').replace(',', '.'));
  };
  const before = await total();
  const trf6 = proposed.getByRole('checkbox', { name: certificateLabel('trf6') });
  const trf6Label = proposed.getByText(certificateLabel('trf6'), { exact: true });
  await trf6Label.click();
  await expect(trf6).not.toBeChecked();
  await expect.poll(total).toBeCloseTo(before - (certificatePriceCentavos('trf6') ?? 0) / 100, 2);
  await trf6Label.click();
  await expect(trf6).toBeChecked();
  await expect.poll(total).toBeCloseTo(before, 2);
  await a11y(page);

  // The registry's inputs, required with the server's messages.
  await form.getByRole('button', { name: 'Criar solicitação' }).click();
  const matricula = getCertificateType('matricula');
  if (!matricula) throw new Error('the catalogue has no matricula type');
  await expect(form.getByText(INPUT_MESSAGES.required('matricula', matricula))).toBeVisible();
  await form.getByRole('textbox', { name: /^Matrícula do imóvel/ }).fill('12.345');
  await form
    .getByRole('textbox', { name: /^Cartório de registro de imóveis/ })
    .fill('4º Ofício de Registro de Imóveis de Belo Horizonte');
  await form.getByRole('textbox', { name: /^Nome da mãe/ }).fill('Ana Maria Mineira');
  await form.getByRole('textbox', { name: /^Inscrição imobiliária/ }).fill('0123456789');

  await page.setViewportSize(MOBILE);
  await expectNoHorizontalOverflow(page);
  await a11y(page);
  await page.setViewportSize(DESKTOP);

  await form.getByRole('button', { name: 'Criar solicitação' }).click();
  await expect(form).toBeHidden();
  const card = page.getByRole('article', { name: nome });
  await expect(card).toContainText('Belo Horizonte/MG');
  const line = (code: string) =>
    card
      .getByRole('list', { name: 'Certidões' })
      .getByRole('listitem')
      .filter({ hasText: certificateLabel(code) });
  // Assisted and waiting for a person: the way of issue and the promised time.
  await expect(line('tjmg')).toContainText('Emissão assistida');
  await expect(line('tjmg')).toContainText(/Prazo: até \d{2}\/\d{2} às \d{2}:\d{2}/);
  await a11y(page);

  // The operator's side: the queue, the job, take it, the form's own checks, then the PDF.
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
  await expect(admin.getByRole('link', { name: /tjmg\.jus\.br/ })).toHaveAttribute('target', '_blank');
  await checkA11y(admin);

  await admin.getByRole('button', { name: 'Assumir' }).click();
  await expect(admin.getByText('Emissão assumida. Ela está com você.')).toBeVisible();
  const fulfil = admin.getByRole('form', { name: 'Concluir emissão' });
  // Sending without the file nor the code says what is missing, and sends nothing.
  await fulfil.getByRole('button', { name: 'Concluir e entregar' }).click();
  await expect(fulfil.getByText('Escolha o PDF da certidão.')).toBeVisible();
  await expect(fulfil.getByText('Informe o código de controle.')).toBeVisible();
  await fulfil
    .getByRole('group', { name: 'PDF da certidão' })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'tjmg.pdf', mimeType: 'application/pdf', buffer: await portalPdf() });
  await expect(fulfil.getByText(/^tjmg\.pdf \(\d+ (bytes|KB)\)$/)).toBeVisible();
  await fulfil.getByRole('button', { name: /Resultado/ }).click();
  await admin.getByRole('option', { name: 'Nada consta' }).click();
  await fulfil
    .getByRole('group', { name: /Válida até/ })
    .getByRole('spinbutton')
    .first()
    .click();
  await admin.keyboard.type('31122099');
  await fulfil.getByRole('textbox', { name: /^Código de controle/ }).fill('TJMG-2026-0001234');
  await admin.setViewportSize(MOBILE);
  await checkA11y(admin);
  await expectNoHorizontalOverflow(admin);
  await admin.setViewportSize(DESKTOP);
  await fulfil.getByRole('button', { name: 'Concluir e entregar' }).click();
  await expect(admin.getByText('Certidão entregue ao cliente.')).toBeVisible({ timeout: 20_000 });
  await expect(admin.getByText('Concluída').first()).toBeVisible();
  await staff.close();

  // The customer's side: TJMG concluded with its PDF, like the automatic ones.
  await card.getByRole('link', { name: /Ver detalhes/ }).click();
  await expect(page).toHaveURL(/\/admin\/detalhes-certidao\//);
  const tjmgCard = page.getByRole('article', { name: TJMG });
  await expect(tjmgCard).toContainText('Concluída', { timeout: 20_000 });
  const pdf = (code: string) => page.getByRole('link', { name: new RegExp(`^Baixar certidao-${code}-`) });
  await expect(pdf('tjmg')).toHaveCount(1, { timeout: 20_000 });
  for (const code of AUTOMATIC) await expect(pdf(code)).toHaveCount(1, { timeout: 20_000 });
  // What was charged: the value the form showed before ordering, each certificate at its price; nothing returned.
  const charges = page.getByRole('region', { name: 'Valores' });
  await expect(charges.getByRole('listitem').filter({ hasText: TJMG })).toContainText(price('tjmg'));
  await expect(charges).toContainText(`Cobrado${formatMoney(before)}`);
  await expect(charges).toContainText(`Devolvido${formatMoney(0)}`);
  await a11y(page);
  await page.setViewportSize(MOBILE);
  await a11y(page);
  await expectNoHorizontalOverflow(page);
});
