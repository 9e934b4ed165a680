import { randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import QRCode from 'qrcode';

/**
 * A local fake of the Asaas API v3 endpoints the adapter uses (customers, payments, pixQrCode,
 * identificationField, refund, delete, creditCard/tokenizeCreditCard), with Asaas's auth header and
 * `{errors:[{code,description}]}` errors. Tokens are kept per customer, as Asaas documents ("the token is
 * stored per customer and cannot be used for transactions from other customers").
 */
export interface FakeAsaas {
  baseUrl: string;
  apiKey: string;
  requests: { method: string; path: string; headers: IncomingMessage['headers']; body: unknown }[];
  payments: Map<string, Record<string, unknown>>;
  customers: Map<string, Record<string, unknown>>;
  /** Card tokens: creditCardToken → its customer and what Asaas answers about the card. */
  cards: Map<string, { customer: string; creditCardNumber: string; creditCardBrand: string }>;
  /** Service invoices (NFS-e) by id, as scheduled and issued. */
  invoices: Map<string, Record<string, unknown>>;
  /** Next answers are 500 while true. */
  failing: boolean;
  close(): Promise<void>;
}

const DECLINED = new Set(['5184019740373151', '4916561358240741']);
const DECLINED_TEXT = 'Transação não autorizada. Verifique os dados do cartão de crédito e tente novamente.';

/** A rough brand by the first digits (Asaas `creditCardBrand`). */
function brandOf(number: string): string {
  if (/^3[47]/.test(number)) return 'AMEX';
  if (/^(636368|636297|504175|5067|509|6504|6505|6516|6550)/.test(number)) return 'ELO';
  if (/^(606282|3841)/.test(number)) return 'HIPERCARD';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MASTERCARD';
  if (/^4/.test(number)) return 'VISA';
  return 'UNKNOWN';
}

export async function startFakeAsaas(apiKey = '$aact_test_key'): Promise<FakeAsaas> {
  const fake: FakeAsaas = {
    baseUrl: '',
    apiKey,
    requests: [],
    payments: new Map(),
    customers: new Map(),
    cards: new Map(),
    invoices: new Map(),
    failing: false,
    close: async () => {},
  };
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: Record<string, unknown> = {};
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      body = {};
    }
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname.replace(/^\/v3/, '');
    fake.requests.push({ method: req.method ?? '', path, headers: req.headers, body });
    const send = (status: number, json?: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(json === undefined ? '' : JSON.stringify(json));
    };
    const error = (status: number, code: string, description: string) =>
      send(status, { errors: [{ code, description }] });

    if (req.headers.access_token !== apiKey) return send(401);
    if (!req.headers['user-agent'])
      return error(400, 'invalid_user_agent', 'O header User-Agent é obrigatório.');
    if (fake.failing) return send(500, { errors: [{ code: 'internal', description: 'Erro interno' }] });

    if (req.method === 'POST' && path === '/customers') {
      if (!body.name) return error(400, 'invalid_name', 'O nome do cliente é obrigatório.');
      const id = `cus_${String(randomInt(1e11, 1e12))}`;
      const customer = { object: 'customer', id, ...body };
      fake.customers.set(id, customer);
      return send(200, customer);
    }
    const customerPath = /^\/customers\/([^/]+)$/.exec(path);
    if (req.method === 'POST' && customerPath) {
      const customer = fake.customers.get(decodeURIComponent(customerPath[1]!));
      if (!customer) return error(404, 'not_found', 'Cliente não encontrado.');
      Object.assign(customer, body);
      return send(200, customer);
    }
    if (path === '/invoices' || path.startsWith('/invoices/'))
      return invoiceRoute(fake, req.method ?? '', path, body, send, error);
    if (req.method === 'POST' && path === '/creditCard/tokenizeCreditCard') {
      if (!fake.customers.has(String(body.customer)))
        return error(400, 'invalid_customer', 'Cliente inválido.');
      if (!body.remoteIp) return error(400, 'invalid_remoteIp', 'O IP do cliente é obrigatório.');
      const card = (body.creditCard ?? {}) as Record<string, string | undefined>;
      const holder = (body.creditCardHolderInfo ?? {}) as Record<string, string | undefined>;
      if (!card.number || !card.holderName || !card.expiryMonth || !card.expiryYear || !card.ccv)
        return error(400, 'invalid_creditCard', 'Informe os dados do cartão de crédito.');
      if (!holder.name || !holder.email || !holder.cpfCnpj || !holder.postalCode || !holder.phone)
        return error(400, 'invalid_creditCardHolderInfo', 'Informe os dados do titular do cartão.');
      if (DECLINED.has(card.number)) return error(400, 'invalid_creditCard', DECLINED_TEXT);
      const token = `tok_${randomUUID()}`;
      const answer = { creditCardNumber: card.number.slice(-4), creditCardBrand: brandOf(card.number) };
      fake.cards.set(token, { customer: String(body.customer), ...answer });
      return send(200, { ...answer, creditCardToken: token });
    }
    if (req.method === 'POST' && path === '/payments') {
      if (!fake.customers.has(String(body.customer)))
        return error(400, 'invalid_customer', 'Cliente inválido.');
      if (typeof body.value !== 'number' || body.value < 5)
        return error(400, 'invalid_value', 'O valor mínimo é R$ 5,00.');
      const id = `pay_${String(randomInt(1e11, 1e12))}`;
      let status = 'PENDING';
      let creditCard: unknown = null;
      if (body.billingType === 'CREDIT_CARD') {
        if (body.creditCardToken) {
          const stored = fake.cards.get(String(body.creditCardToken));
          if (!stored || stored.customer !== body.customer)
            return error(400, 'invalid_creditCardToken', 'Token de cartão de crédito inválido.');
          creditCard = {
            creditCardNumber: stored.creditCardNumber,
            creditCardBrand: stored.creditCardBrand,
            creditCardToken: body.creditCardToken,
          };
        } else {
          const number = String((body.creditCard as { number?: string } | undefined)?.number ?? '');
          if (!body.remoteIp) return error(400, 'invalid_remoteIp', 'O IP do cliente é obrigatório.');
          if (DECLINED.has(number)) return error(400, 'invalid_creditCard', DECLINED_TEXT);
          const answer = { creditCardNumber: number.slice(-4), creditCardBrand: brandOf(number) };
          fake.cards.set(`tok_${id}`, { customer: String(body.customer), ...answer });
          creditCard = { ...answer, creditCardToken: `tok_${id}` };
        }
        status = 'CONFIRMED';
      }
      const payment = {
        object: 'payment',
        id,
        customer: body.customer,
        value: body.value,
        netValue: body.value,
        billingType: body.billingType,
        status,
        dueDate: body.dueDate,
        paymentDate: status === 'CONFIRMED' ? body.dueDate : null,
        description: body.description,
        externalReference: body.externalReference ?? null,
        invoiceUrl: `https://sandbox.asaas.com/i/${id.slice(4)}`,
        bankSlipUrl: body.billingType === 'BOLETO' ? `https://sandbox.asaas.com/b/pdf/${id.slice(4)}` : null,
        deleted: false,
        creditCard,
      };
      fake.payments.set(id, payment);
      return send(200, payment);
    }
    const m = /^\/payments\/([^/]+)(\/[a-zA-Z]+)?$/.exec(path);
    if (m) {
      const payment = fake.payments.get(decodeURIComponent(m[1]!));
      if (!payment) return error(404, 'not_found', 'Cobrança não encontrada.');
      const sub = m[2];
      if (req.method === 'GET' && !sub) return send(200, payment);
      if (req.method === 'GET' && sub === '/pixQrCode') {
        const payload = `00020126360014br.gov.bcb.pix0114+5511999999999520400005303986540${String(payment.value).length}${payment.value}5802BR5913ASAAS FAKE LTD6009SAO PAULO62070503***6304ABCD`;
        const png = await QRCode.toBuffer(payload);
        return send(200, {
          encodedImage: png.toString('base64'),
          payload,
          expirationDate: `${payment.dueDate} 23:59:59`,
        });
      }
      if (req.method === 'GET' && sub === '/identificationField')
        return send(200, {
          identificationField: '46191.11000 00000.000001 00000.000000 1 10340000009990',
          nossoNumero: '1',
          barCode: '0',
        });
      if (req.method === 'DELETE' && !sub) {
        if (payment.status !== 'PENDING')
          return error(400, 'invalid_action', 'Só é possível remover cobranças pendentes.');
        payment.deleted = true;
        return send(200, { deleted: true, id: payment.id });
      }
      if (req.method === 'POST' && sub === '/refund') {
        if (payment.status !== 'RECEIVED' && payment.status !== 'CONFIRMED')
          return error(400, 'invalid_action', 'Esta cobrança não pode ser estornada.');
        payment.status = 'REFUNDED';
        return send(200, payment);
      }
    }
    return error(404, 'not_found', 'Recurso não encontrado.');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

type Send = (status: number, json?: unknown) => void;
type Fail = (status: number, code: string, description: string) => void;

/**
 * Asaas's service invoices as documented: POST /invoices schedules one for a charge (`payment`; the charge's
 * customer is the invoice's) with the service description, value, effective date and a municipal service (id or
 * code); POST /invoices/{id}/authorize issues a SCHEDULED one (number, PDF and XML links); GET /invoices/{id}.
 */
function invoiceRoute(
  fake: FakeAsaas,
  method: string,
  path: string,
  body: Record<string, unknown>,
  send: Send,
  error: Fail,
) {
  if (method === 'POST' && path === '/invoices') {
    const payment = fake.payments.get(String(body.payment));
    if (!payment) return error(400, 'invalid_payment', 'Cobrança não encontrada.');
    if (!body.serviceDescription || typeof body.value !== 'number' || !body.effectiveDate)
      return error(400, 'invalid_invoice', 'Informe a descrição do serviço, o valor e a data de emissão.');
    if (!body.municipalServiceId && !body.municipalServiceCode)
      return error(400, 'invalid_municipalService', 'Informe o serviço municipal.');
    const id = `inv_${String(randomInt(1e11, 1e12))}`;
    const invoice = {
      object: 'invoice',
      id,
      status: 'SCHEDULED',
      customer: payment.customer,
      payment: payment.id,
      type: 'NFSE',
      statusDescription: null,
      pdfUrl: null,
      xmlUrl: null,
      number: null,
      ...body,
    };
    fake.invoices.set(id, invoice);
    return send(200, invoice);
  }
  const m = /^\/invoices\/([^/]+)(\/authorize)?$/.exec(path);
  const invoice = m ? fake.invoices.get(decodeURIComponent(m[1]!)) : undefined;
  if (!invoice) return error(404, 'not_found', 'Nota fiscal não encontrada.');
  if (method === 'GET' && !m?.[2]) return send(200, invoice);
  if (method === 'POST' && m?.[2]) {
    if (invoice.status !== 'SCHEDULED')
      return error(400, 'invalid_action', 'Esta nota fiscal não pode ser emitida.');
    Object.assign(invoice, {
      status: 'AUTHORIZED',
      number: String(randomInt(1000, 9999)),
      pdfUrl: `https://sandbox.asaas.com/nfse/${invoice.id}.pdf`,
      xmlUrl: `https://sandbox.asaas.com/nfse/${invoice.id}.xml`,
    });
    return send(200, invoice);
  }
  return error(404, 'not_found', 'Recurso não encontrado.');
}
