/**
 * /admin/integracoes and /admin/integracoes/webhooks/{id}: a customer creates an API key (shown once, copied,
 * then only its prefix), uses it, revokes it and sees the API refuse it; registers a webhook endpoint on a local
 * receiver, sends a test and watches the log turn to 'Sucesso' while the receiver gets the signed request;
 * redelivers, turns the endpoint off and on, edits it, rotates its secret and deletes it; catches up with
 * 'Reenviar desde…' after being off and reads every attempt and the payload in 'Detalhes'. Staff see and revoke a
 * customer's keys on the user's profile. axe on every state, and a phone pass.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { a11y, checkA11y, expect, expectNoHorizontalOverflow, STORAGE, test } from './fixtures.ts';

const PAGE = '/admin/integracoes';
const MOBILE = { width: 390, height: 844 } as const;
const KEY = /^ca_test_[A-Za-z0-9]{32}$/;
const SECRET = /^whsec_[A-Za-z0-9+/]+={0,2}$/;

const toasts = (page: Page) => page.getByRole('region', { name: /notificaç/i });
const keysSection = (page: Page) => page.getByRole('region', { name: 'Chaves de API' });
const webhooksSection = (page: Page) => page.getByRole('region', { name: 'Webhooks' });

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on 127.0.0.1 that records every request and answers 200 'recebido'. */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('recebido');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Standard Webhooks: `v1,` + base64 HMAC-SHA256 of 'id.timestamp.body' with the secret's bytes (after whsec_). */
function signatureOf(secret: string, { headers, body }: Received): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`;
  return `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
}

/**
 * Ticks or unticks a box by its label, as a person does (the input itself is visually hidden under it), and
 * checks that it changed.
 */
async function toggle(scope: Locator, label: string): Promise<void> {
  const box = scope.getByRole('checkbox', { name: label });
  const was = await box.isChecked();
  await scope.getByText(label, { exact: true }).click();
  await expect(box).toBeChecked({ checked: !was });
}

/**
 * The one-time secret of an open dialog, as 'Copiar' puts it on the clipboard (the page is allowed to read it);
 * the dialog shows that same text.
 */
async function copySecret(page: Page, dialog: Locator): Promise<string> {
  await dialog.getByRole('button', { name: 'Copiar' }).click();
  await expect(dialog.getByRole('button', { name: 'Copiado!' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  await expect(dialog.getByText(copied, { exact: true })).toBeVisible();
  return copied;
}

/** Waits until no dialog is still fading in or out (axe measures contrast mid-animation otherwise). */
async function settledOverlays(page: Page): Promise<void> {
  await expect(page.locator('[data-entering], [data-exiting]')).toHaveCount(0);
}

// 'Copiar' writes to the clipboard, which the tests read back.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.describe('API keys', () => {
  test('a key is shown once, copied, used, revoked, and then refused', async ({
    page,
    newUser,
    signIn,
    server,
  }) => {
    const user = await newUser();
    await signIn(page, user.email, user.password);
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Integrações' })).toBeVisible();
    await expect(
      keysSection(page).getByText('Nenhuma chave de API criada').filter({ visible: true }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /referência da API/ })).toHaveAttribute('href', '/api/docs');
    await checkA11y(page);

    await keysSection(page).getByRole('button', { name: 'Nova chave' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova chave de API' });
    await dialog.getByRole('button', { name: 'Criar chave' }).click();
    await expect(dialog.getByText('Informe um nome para a chave')).toBeVisible();
    await expect(dialog.getByText('Selecione pelo menos um escopo')).toBeVisible();
    await a11y(page);

    await dialog.getByLabel(/^Nome/).fill('CRM da imobiliária');
    await toggle(dialog, 'Ler solicitações e PDFs');
    await toggle(dialog, 'Gerenciar webhooks');
    await dialog.getByRole('button', { name: 'Criar chave' }).click();

    const created = page.getByRole('dialog', { name: 'Chave criada' });
    await expect(created.getByText('ela não será mostrada novamente')).toBeVisible();
    const key = await copySecret(page, created);
    expect(key).toMatch(KEY);
    await a11y(page);
    await created.getByRole('button', { name: 'Concluir' }).click();
    await expect(created).toHaveCount(0);

    // Only the prefix stays.
    const row = keysSection(page).getByRole('row', { name: /CRM da imobiliária/ });
    await expect(row).toContainText(`${key.slice(0, 16)}…`);
    await expect(row).toContainText('Ler solicitações e PDFs');
    await expect(row).toContainText('Gerenciar webhooks');
    await expect(row).toContainText('Nunca usada');
    await expect(row.getByText('Ativa', { exact: true })).toBeVisible();
    await expect(page.getByText(key)).toHaveCount(0);

    const call = () =>
      page.request.get(`${server.apiUrl}/solicitacoes`, {
        headers: { Authorization: `Bearer ${key}` },
      });
    expect((await call()).status()).toBe(200);
    // The last use shows after a reload (with the caller's IP).
    await page.reload();
    await expect(row).toContainText('IP ');

    await row.getByRole('button', { name: 'Revogar CRM da imobiliária' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revogar chave de API' });
    await expect(confirm).toContainText('deixa de funcionar imediatamente');
    await a11y(page);
    await confirm.getByRole('button', { name: 'Revogar' }).click();
    await expect(toasts(page).getByText('Chave de API revogada.')).toBeVisible();
    await expect(row.getByText('Revogada', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /Revogar/ })).toHaveCount(0);

    const refused = await call();
    expect(refused.status()).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe('Esta chave de API foi revogada.');
  });
});

test.describe('webhooks', () => {
  test('a test event reaches a local receiver, signed, and the log turns to Sucesso', async ({
    page,
    newUser,
    signIn,
  }) => {
    test.setTimeout(120_000);
    const receiver = await startReceiver();
    try {
      const user = await newUser();
      await signIn(page, user.email, user.password);
      await page.goto(PAGE);
      await expect(webhooksSection(page).getByText('Nenhum endpoint cadastrado')).toBeVisible();

      // A private address is refused by the server, in its words.
      const privateUrl = 'https://10.0.0.8/webhooks';
      const refusal = await user.api
        .criarWebhook({ body: { url: privateUrl, eventos: ['certidao.concluida'] } })
        .then(
          () => 'accepted',
          (error: Error) => error.message,
        );
      expect(refusal).not.toBe('accepted');
      await webhooksSection(page).getByRole('button', { name: 'Novo endpoint' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novo endpoint' });
      await dialog.getByLabel(/^URL/).fill(privateUrl);
      await toggle(dialog, 'Certidão concluída');
      await dialog.getByRole('button', { name: 'Cadastrar endpoint' }).click();
      await expect(toasts(page).getByText(refusal)).toBeVisible();
      await expect(dialog).toBeVisible();

      await dialog.getByLabel(/^URL/).fill(receiver.url);
      await dialog.getByLabel(/^Descrição/).fill('Sistema de testes');
      await toggle(dialog, 'Solicitação finalizada');
      await checkA11y(page);
      await dialog.getByRole('button', { name: 'Cadastrar endpoint' }).click();
      const created = page.getByRole('dialog', { name: 'Endpoint cadastrado' });
      await expect(created.getByText('ele não será mostrado novamente')).toBeVisible();
      const secret = await copySecret(page, created);
      expect(secret).toMatch(SECRET);
      await created.getByRole('button', { name: 'Concluir' }).click();
      await expect(created).toHaveCount(0);

      const item = webhooksSection(page).getByRole('listitem').filter({ hasText: receiver.url });
      await expect(item).toContainText('Ativo');
      await expect(item).toContainText('Certidão concluída');
      await expect(item).toContainText('Solicitação finalizada');
      await expect(item).toContainText('Nenhuma entrega ainda');
      await expect(page.getByText(secret)).toHaveCount(0);
      await checkA11y(page);

      await item.getByRole('link', { name: `Gerenciar ${receiver.url}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Endpoint de webhook' })).toBeVisible();
      await expect(
        page.getByText("Nenhuma entrega ainda. Use 'Enviar teste' para começar.").filter({ visible: true }),
      ).toBeVisible();
      await checkA11y(page);

      // The test goes out and the log follows it to 'Sucesso' with no reload.
      await page.getByRole('button', { name: 'Enviar teste' }).click();
      await expect(toasts(page).getByText('Evento de teste enviado.')).toBeVisible();
      const log = page.getByRole('grid', { name: 'Entregas' });
      const testRow = log.getByRole('row', { name: /Evento de teste/ });
      await expect(testRow.getByText('Sucesso')).toBeVisible({ timeout: 20_000 });
      await expect(testRow).toContainText('200');
      await expect(testRow).toContainText('recebido');
      await expect(testRow).toContainText('webhook.teste');

      expect(receiver.received).toHaveLength(1);
      const [delivery] = receiver.received as [Received];
      expect(delivery.headers['webhook-id']).toMatch(/^evt_/);
      expect(delivery.headers['webhook-timestamp']).toMatch(/^\d+$/);
      expect(String(delivery.headers['webhook-signature']).split(' ')).toContain(
        signatureOf(secret, delivery),
      );
      expect(JSON.parse(delivery.body)).toMatchObject({
        id: delivery.headers['webhook-id'],
        tipo: 'webhook.teste',
      });
      await expect(testRow).toContainText(String(delivery.headers['webhook-id']));
      await checkA11y(page);

      // 'Reenviar': the same event again, as a new delivery.
      await testRow.getByRole('button', { name: /Reenviar/ }).click();
      await expect(toasts(page).getByText('Entrega reenviada.')).toBeVisible();
      await expect(log.getByRole('row', { name: /Evento de teste/ })).toHaveCount(2);
      await expect(log.getByText('Sucesso')).toHaveCount(2, { timeout: 20_000 });
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received[1]?.headers['webhook-id']).toBe(delivery.headers['webhook-id']);

      // Off and on again.
      // The switch's input is visually hidden under its track (as in profile.spec.ts).
      const active = page.getByRole('switch', { name: 'Ativo' });
      await active.click({ force: true });
      await expect(toasts(page).getByText('Endpoint desativado.')).toBeVisible();
      const summary = page.getByRole('region', { name: 'Endpoint', exact: true });
      await expect(summary.getByText('Desativado', { exact: true })).toBeVisible();
      await expect(active).not.toBeChecked();
      await active.click({ force: true });
      await expect(toasts(page).getByText('Endpoint ativado.')).toBeVisible();
      await expect(summary.getByText('Desativado', { exact: true })).toHaveCount(0);
      await expect(active).toBeChecked();

      // Edit: one event less.
      await page.getByRole('button', { name: 'Editar' }).click();
      const edit = page.getByRole('dialog', { name: 'Editar endpoint' });
      await expect(edit.getByLabel(/^URL/)).toHaveValue(receiver.url);
      await toggle(edit, 'Certidão concluída');
      await edit.getByRole('button', { name: 'Salvar alterações' }).click();
      await expect(toasts(page).getByText('Endpoint atualizado.')).toBeVisible();
      await expect(summary).not.toContainText('Certidão concluída');
      await expect(summary).toContainText('Solicitação finalizada');

      // A new secret, shown once; the old one keeps signing for 24 h.
      await page.getByRole('button', { name: 'Gerar novo segredo' }).click();
      const rotate = page.getByRole('alertdialog', { name: 'Gerar novo segredo' });
      await expect(rotate).toContainText('24 horas');
      await rotate.getByRole('button', { name: 'Gerar novo segredo' }).click();
      const rotated = page.getByRole('dialog', { name: 'Novo segredo gerado' });
      const newSecret = await copySecret(page, rotated);
      expect(newSecret).toMatch(SECRET);
      expect(newSecret).not.toBe(secret);
      await expect(rotated).toContainText('continua assinando as entregas por 24 horas');
      await settledOverlays(page);
      await checkA11y(page);
      await rotated.getByRole('button', { name: 'Concluir' }).click();
      await expect(summary).toContainText('o anterior também assina até');

      await page.getByRole('button', { name: 'Excluir' }).click();
      const remove = page.getByRole('alertdialog', { name: 'Excluir endpoint' });
      await remove.getByRole('button', { name: 'Excluir' }).click();
      await expect(page).toHaveURL((url) => url.pathname === PAGE);
      await expect(toasts(page).getByText('Endpoint excluído.')).toBeVisible();
      await expect(webhooksSection(page).getByText('Nenhum endpoint cadastrado')).toBeVisible();
    } finally {
      await receiver.close();
    }
  });
});

test.describe('catching up', () => {
  test("'Reenviar desde…' sends what was missed while off; 'Detalhes' shows every attempt and the payload", async ({
    page,
    newUser,
    signIn,
  }) => {
    test.setTimeout(120_000);
    const receiver = await startReceiver();
    try {
      const user = await newUser();
      const { endpoint, segredo } = await user.api.criarWebhook({
        body: { url: receiver.url, descricao: 'ERP', eventos: ['certidao.falhou'] },
      });
      // Events recorded while the endpoint is off reach no delivery at all.
      await user.api.atualizarWebhook({ path: { id: endpoint.id }, body: { ativo: false } });
      const missed = [
        await user.api.dispararEventoTeste({ body: { tipo: 'certidao.falhou' } }),
        await user.api.dispararEventoTeste({ body: { tipo: 'certidao.falhou' } }),
      ];
      await user.api.atualizarWebhook({ path: { id: endpoint.id }, body: { ativo: true } });
      await signIn(page, user.email, user.password);
      await page.goto(`${PAGE}/webhooks/${endpoint.id}`);
      await expect(
        page.getByText("Nenhuma entrega ainda. Use 'Enviar teste' para começar.").filter({ visible: true }),
      ).toBeVisible();

      await page.getByRole('button', { name: 'Reenviar desde…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reenviar eventos desde…' });
      await expect(dialog).toContainText('ficam guardados por 30 dias');
      await expect(dialog.getByLabel(/^Hora/)).toHaveValue('00:00');
      await settledOverlays(page);
      await checkA11y(page);
      await dialog.getByLabel(/^Hora/).fill('9h');
      await dialog.getByRole('button', { name: 'Reenviar' }).click();
      await expect(dialog.getByText('Use o formato HH:MM, por exemplo 09:30')).toBeVisible();
      await dialog.getByLabel(/^Hora/).fill('00:00');
      await dialog.getByRole('button', { name: 'Reenviar' }).click();
      await expect(
        toasts(page).getByText('2 eventos reenviados. Acompanhe no registro de entregas.'),
      ).toBeVisible();
      await expect(dialog).toHaveCount(0);

      const log = page.getByRole('grid', { name: 'Entregas' });
      await expect(log.getByText('Sucesso')).toHaveCount(2, { timeout: 20_000 });
      expect(receiver.received.map((r) => r.headers['webhook-id']).sort()).toEqual(
        missed.map((e) => e.id).sort(),
      );
      for (const r of receiver.received) expect(r.headers['webhook-signature']).toBe(signatureOf(segredo, r));

      // Asked again: everything was delivered, nothing goes twice.
      await page.getByRole('button', { name: 'Reenviar desde…' }).click();
      await dialog.getByRole('button', { name: 'Reenviar' }).click();
      await expect(toasts(page).getByText('Nenhum evento a reenviar nesse período.')).toBeVisible();
      expect(receiver.received).toHaveLength(2);

      const [first] = missed;
      const row = log.getByRole('row', { name: new RegExp(String(first?.id)) });
      await row.getByRole('button', { name: `Detalhes de ${first?.id}` }).click();
      const details = page.getByRole('dialog', { name: 'Entrega: Certidão com falha' });
      const attempts = details.getByRole('list', { name: 'Tentativas' });
      await expect(attempts.getByRole('listitem')).toHaveCount(1);
      await expect(attempts).toContainText('Tentativa 1');
      await expect(attempts).toContainText('HTTP 200');
      await expect(attempts).toContainText('recebido');
      await details.getByRole('button', { name: 'Payload enviado' }).click();
      await expect(details.getByText('"teste": true')).toBeVisible();
      await expect(details).toContainText(String(first?.id));
      await settledOverlays(page);
      await checkA11y(page);
      // The footer's button (the corner's ✕ is named 'Fechar' too).
      await details.getByText('Fechar', { exact: true }).click();
      await expect(details).toHaveCount(0);
    } finally {
      await receiver.close();
    }
  });
});

test.describe('staff', () => {
  test.use({ storageState: STORAGE.moderator });

  test("a customer's profile lists their keys and revokes an active one", async ({ page, newUser }) => {
    const user = await newUser({ firstName: 'Cliente', lastName: 'Integrado' });
    const kept = await user.api.criarChaveApi({ body: { nome: 'ERP', escopos: ['solicitacoes:ler'] } });
    await user.api.criarChaveApi({
      body: { nome: 'Automação', escopos: ['solicitacoes:ler', 'solicitacoes:escrever'] },
    });
    await page.goto(`/admin/perfil-usuario/${user.userId}`);
    const card = page.getByRole('region', { name: 'Chaves de API' });
    const erp = card.getByRole('row', { name: /ERP/ });
    await expect(erp).toContainText(kept.chave.prefixo);
    await expect(card.getByRole('row', { name: /Automação/ })).toContainText(
      'Criar, repetir e cancelar solicitações',
    );
    await a11y(page);

    await erp.getByRole('button', { name: 'Revogar ERP' }).click();
    await page
      .getByRole('alertdialog', { name: 'Revogar chave de API' })
      .getByRole('button', { name: 'Revogar' })
      .click();
    await expect(toasts(page).getByText('Chave de API revogada.')).toBeVisible();
    await expect(erp.getByText('Revogada', { exact: true })).toBeVisible();
    const { data } = await user.api.listarChavesApi();
    expect(data.find((k) => k.id === kept.chave.id)?.status).toBe('revogada');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: MOBILE });

  test('both pages fit 390 px and pass axe', async ({ page, newUser, signIn }) => {
    const user = await newUser();
    await user.api.criarChaveApi({ body: { nome: 'Aplicativo', escopos: ['webhooks:gerenciar'] } });
    const { endpoint } = await user.api.criarWebhook({
      body: {
        url: 'http://127.0.0.1:9/webhooks/um-caminho-bem-comprido-para-quebrar',
        descricao: 'Sem receptor',
        eventos: ['certidao.concluida', 'certidao.falhou', 'pagamento.confirmado'],
      },
    });
    await signIn(page, user.email, user.password);
    await page.goto(PAGE);
    // Below 1024 px the keys are cards, not table rows.
    await expect(keysSection(page).getByRole('heading', { name: 'Aplicativo' })).toBeVisible();
    await expect(keysSection(page).getByRole('grid')).toBeHidden();
    await expect(webhooksSection(page).getByText('Sem receptor')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await checkA11y(page);

    await page.goto(`${PAGE}/webhooks/${endpoint.id}`);
    await page.getByRole('button', { name: 'Enviar teste' }).click();
    // Nobody listens on port 9: the attempt fails and waits for its retry, shown as a card.
    const card = page.getByRole('list', { name: 'Entregas' }).getByRole('listitem');
    await expect(card).toContainText('Evento de teste');
    await expect(card.getByText('Nova tentativa:')).toBeVisible({ timeout: 20_000 });
    await expectNoHorizontalOverflow(page);
    await checkA11y(page);

    // Every attempt: no answer came, and why.
    await card.getByRole('button', { name: /^Detalhes de evt_/ }).click();
    const details = page.getByRole('dialog', { name: 'Entrega: Evento de teste' });
    await expect(details.getByRole('list', { name: 'Tentativas' })).toContainText('Sem resposta');
    await expect(details).toContainText('Não foi possível conectar ao endpoint');
    await details.getByRole('button', { name: 'Payload enviado' }).click();
    await expect(details.getByText('"tipo": "webhook.teste"')).toBeVisible();
    await settledOverlays(page);
    await expectNoHorizontalOverflow(page);
    await checkA11y(page);
  });
});
