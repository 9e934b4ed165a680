/**
 * Service invoices (NFS-e) of confirmed payments, in the payment's tomador: the sandbox issues them at once with a
 * simulated number and serves their PDF; Asaas (a local fake built from its documented /invoices API) gets the
 * charge, the service and the value, issues it in the name of the charge's customer (the company's CNPJ), and a
 * gateway failure leaves the payment confirmed and the invoice asked again on a later pass; an INVOICE_* webhook
 * updates it at once.
 */

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatCnpj } from '@certidao/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_RETRY_MS } from '../src/modules/payments/invoices.ts';
import { processInvoices } from '../src/modules/payments/service.ts';
import { type FakeAsaas, startFakeAsaas } from './fakeAsaas.ts';
import { randomCnpj, startTestServer, type TestServer } from './harness.ts';
import { APPROVED, HOLDER } from './paymentFixtures.ts';

const tmp = mkdtempSync(join(tmpdir(), 'nfse-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const billing = {
  endereco: 'Rua da Bahia, 1148',
  cidade: 'Belo Horizonte - MG',
  cep: '30160-011',
  emailCobranca: 'fiscal@exemplo.com.br',
};

describe('sandbox', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('issues the NFS-e of a paid charge in the company’s name and serves its PDF', async () => {
    const admin = (await t.admin()).api;
    const planoId = (await admin.createPlano({ body: { nome: 'Empresarial', valor: 99.9, limite: 50 } })).id;
    const u = await t.createUser('user', { firstName: 'Paulo', lastName: 'Pessoal', cpfCnpj: '52998224725' });
    const cnpj = randomCnpj();
    await u.api.criarEmpresa({ body: { razaoSocial: 'Notas Certas Ltda', cnpj, dadosCobranca: billing } });
    await u.api.atribuirPlanoUsuario({ body: { planoId, billingType: 'PIX' } });
    const pay = await u.api.criarPagamento({ body: { planoId, metodoPagamento: 'PIX' } });
    expect(pay.notaFiscal).toBeNull();
    await t.anon.pagarSandbox({ path: { id: pay.id } });
    await processInvoices(t.server.ctx);
    const paid = await u.api.getPagamento({ path: { id: pay.id } });
    expect(paid.status).toBe('CONFIRMADO');
    expect(paid.notaFiscal).toMatchObject({ status: 'EMITIDA', numero: expect.stringMatching(/^\d+$/) });
    expect(paid.notaFiscal?.emitidaEm).not.toBeNull();
    const res = await fetch(paid.notaFiscal!.pdfUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const file = join(tmp, 'sandbox.pdf');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Notas Certas Ltda');
    expect(text).toContain(formatCnpj(cnpj));
    expect(text).toContain(paid.notaFiscal!.numero!);
    expect(text).not.toContain('Paulo');
    // One invoice per payment, however many passes run.
    await processInvoices(t.server.ctx, new Date(Date.now() + 2 * INVOICE_RETRY_MS));
    expect((await u.api.getPagamento({ path: { id: pay.id } })).notaFiscal?.numero).toBe(
      paid.notaFiscal!.numero,
    );
  });
});

describe('Asaas', () => {
  let fake: FakeAsaas;
  let t: TestServer;
  beforeAll(async () => {
    fake = await startFakeAsaas();
    t = await startTestServer(
      {},
      {
        ASAAS_API_KEY: fake.apiKey,
        ASAAS_BASE_URL: fake.baseUrl,
        ASAAS_WEBHOOK_TOKEN: 'whk_token_de_teste_1234567890',
        ASAAS_NFSE_SERVICE_CODE: '01.07',
        ASAAS_NFSE_SERVICE_NAME: 'Pesquisa de certidões',
        ASAAS_NFSE_ISS: '2',
      },
    );
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('asks for the invoice of the charge, retries after a gateway failure, and issues it to the CNPJ', async () => {
    const admin = (await t.admin()).api;
    const planoId = (await admin.createPlano({ body: { nome: 'Profissional', valor: 49.9, limite: 50 } })).id;
    const u = await t.createUser('user', { firstName: 'Célia', lastName: 'Titular' });
    const cnpj = randomCnpj();
    await u.api.atribuirPlanoUsuario({
      body: {
        planoId,
        billingType: 'CREDIT_CARD',
        creditCard: APPROVED,
        creditCardHolderInfo: HOLDER,
        empresa: { razaoSocial: 'Fiscal Amiga Ltda', cnpj, dadosCobranca: billing },
      },
    });
    const [pay] = (await u.api.buscarPagamentosUsuario({ query: {} })).data;
    expect(pay?.status).toBe('CONFIRMADO');

    // The gateway is down: the payment stays confirmed, the invoice waits with the error.
    fake.failing = true;
    await processInvoices(t.server.ctx);
    fake.failing = false;
    const waiting = await u.api.getPagamento({ path: { id: pay!.id } });
    expect(waiting.status).toBe('CONFIRMADO');
    expect(waiting.notaFiscal).toMatchObject({ status: 'AGENDADA', numero: null, pdfUrl: null });
    expect(fake.invoices.size).toBe(0);

    // A later pass asks again, and issues it.
    await processInvoices(t.server.ctx, new Date(Date.now() + 2 * INVOICE_RETRY_MS));
    const issued = await u.api.getPagamento({ path: { id: pay!.id } });
    expect(issued.notaFiscal).toMatchObject({ status: 'EMITIDA', numero: expect.stringMatching(/^\d+$/) });
    expect(issued.notaFiscal?.pdfUrl).toMatch(/^https:\/\/sandbox\.asaas\.com\/nfse\/inv_\d+\.pdf$/);
    expect(fake.invoices.size).toBe(1);
    const [invoice] = [...fake.invoices.values()];
    expect(invoice).toMatchObject({
      status: 'AUTHORIZED',
      value: 49.9,
      deductions: 0,
      municipalServiceCode: '01.07',
      municipalServiceName: 'Pesquisa de certidões',
      externalReference: pay!.id,
      taxes: expect.objectContaining({ iss: 2, retainIss: false }),
    });
    expect(String(invoice!.serviceDescription)).toContain('Profissional');
    // The invoice's customer is the charge's: the company, by its CNPJ.
    const customer = fake.customers.get(String(invoice!.customer));
    expect(customer).toMatchObject({ name: 'Fiscal Amiga Ltda', cpfCnpj: cnpj, postalCode: '30160011' });
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/authorize'))).toHaveLength(1);

    // Asaas tells us the invoice was cancelled (an INVOICE_* webhook): it reads so at once.
    const res = await fetch(`${t.apiUrl}/webhooks/asaas`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'asaas-access-token': 'whk_token_de_teste_1234567890' },
      body: JSON.stringify({
        id: 'evt_inv_1',
        event: 'INVOICE_CANCELED',
        invoice: { ...invoice, status: 'CANCELED' },
      }),
    });
    expect(res.status).toBe(200);
    expect((await u.api.getPagamento({ path: { id: pay!.id } })).notaFiscal).toMatchObject({
      status: 'CANCELADA',
      pdfUrl: null,
    });
  });
});
