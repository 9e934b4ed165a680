import { CARD_BRANDS, type CardBrand } from '@certidao/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AsaasInvoiceSettings } from '../../config.ts';
import { type AsaasInvoice, NOT_CONFIGURED, scheduleBody, toInvoice } from './asaasInvoices.ts';
import {
  type CreatePaymentInput,
  type GatewayCustomerInput,
  GatewayError,
  type GatewayInvoice,
  type GatewayPayment,
  type PaymentGateway,
  type PixQrCode,
  type ScheduleInvoiceInput,
  type TokenizeCreditCardInput,
  type TokenizedCard,
} from './types.ts';

export const ASAAS_USER_AGENT = 'CertidaoAgil/0.1 (+https://certidaoagil.com.br)';
const TIMEOUT_MS = 20_000;

interface AsaasPayment {
  id: string;
  customer: string;
  status: string;
  billingType: string;
  value: number;
  dueDate: string;
  paymentDate?: string | null;
  clientPaymentDate?: string | null;
  invoiceUrl?: string | null;
  bankSlipUrl?: string | null;
  externalReference?: string | null;
  deleted?: boolean;
  creditCard?: { creditCardToken?: string | null } | null;
}

/** "2025-05-20 23:59:59" (America/Sao_Paulo, no offset) → instant. */
function parseAsaasDateTime(value: string): Date {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(value.trim());
  const d = m ? new Date(`${m[1]}T${m[2]}-03:00`) : new Date(value);
  return Number.isNaN(d.getTime()) ? new Date() : d;
}

/** The fields of an Asaas customer we set, on creation and on update alike. */
function customerBody(input: GatewayCustomerInput) {
  return {
    name: input.name,
    email: input.email,
    cpfCnpj: input.cpfCnpj ?? undefined,
    mobilePhone: input.phone ?? undefined,
    address: input.address ?? undefined,
    postalCode: input.postalCode ?? undefined,
    externalReference: input.externalReference,
    // Our own e-mails tell the customer about charges.
    notificationDisabled: true,
  };
}

/** Asaas API v3 over HTTP (`access_token` and `User-Agent` headers, `{errors:[{code,description}]}` errors). */
export class AsaasGateway implements PaymentGateway {
  readonly name = 'asaas' as const;

  constructor(
    private readonly opts: {
      apiKey: string;
      baseUrl: string;
      log: FastifyBaseLogger;
      fetch?: typeof fetch;
      invoices?: AsaasInvoiceSettings;
    },
  ) {}

  get issuesInvoices() {
    return !!this.opts.invoices;
  }

  async scheduleInvoice(input: ScheduleInvoiceInput): Promise<GatewayInvoice> {
    if (!this.opts.invoices) throw NOT_CONFIGURED;
    return toInvoice(
      await this.request<AsaasInvoice>('POST', '/invoices', scheduleBody(this.opts.invoices, input)),
    );
  }

  async authorizeInvoice(id: string): Promise<GatewayInvoice> {
    if (!this.opts.invoices) throw NOT_CONFIGURED;
    return toInvoice(
      await this.request<AsaasInvoice>('POST', `/invoices/${encodeURIComponent(id)}/authorize`, {}),
    );
  }

  async getInvoice(id: string): Promise<GatewayInvoice> {
    return toInvoice(await this.request<AsaasInvoice>('GET', `/invoices/${encodeURIComponent(id)}`));
  }

  async createCustomer(input: GatewayCustomerInput) {
    const body = await this.request<{ id: string }>('POST', '/customers', customerBody(input));
    return { id: body.id };
  }

  async updateCustomer(id: string, input: GatewayCustomerInput) {
    await this.request('POST', `/customers/${encodeURIComponent(id)}`, customerBody(input));
  }

  async createPayment(input: CreatePaymentInput): Promise<GatewayPayment> {
    const body: Record<string, unknown> = {
      customer: input.customerId,
      billingType: input.billingType,
      value: input.valueCents / 100,
      dueDate: input.dueDate,
      description: input.description,
      externalReference: input.externalReference,
    };
    if (input.billingType === 'CREDIT_CARD') {
      if (input.creditCardToken) body.creditCardToken = input.creditCardToken;
      else {
        body.creditCard = input.creditCard;
        body.creditCardHolderInfo = input.creditCardHolderInfo;
      }
      if (input.remoteIp) body.remoteIp = input.remoteIp;
    }
    return this.toPayment(await this.request<AsaasPayment>('POST', '/payments', body));
  }

  async getPayment(id: string) {
    return this.toPayment(await this.request<AsaasPayment>('GET', `/payments/${encodeURIComponent(id)}`));
  }

  async getPixQrCode(id: string): Promise<PixQrCode> {
    const body = await this.request<{ encodedImage: string; payload: string; expirationDate: string }>(
      'GET',
      `/payments/${encodeURIComponent(id)}/pixQrCode`,
    );
    return {
      encodedImage: body.encodedImage,
      payload: body.payload,
      expirationDate: parseAsaasDateTime(body.expirationDate),
    };
  }

  async getIdentificationField(id: string) {
    const body = await this.request<{ identificationField: string }>(
      'GET',
      `/payments/${encodeURIComponent(id)}/identificationField`,
    );
    return body.identificationField.replace(/\D/g, '');
  }

  async deletePayment(id: string) {
    await this.request('DELETE', `/payments/${encodeURIComponent(id)}`);
  }

  async refundPayment(id: string, valueCents?: number) {
    const body = valueCents === undefined ? {} : { value: valueCents / 100 };
    return this.toPayment(
      await this.request<AsaasPayment>('POST', `/payments/${encodeURIComponent(id)}/refund`, body),
    );
  }

  async tokenizeCreditCard(input: TokenizeCreditCardInput): Promise<TokenizedCard> {
    const body = await this.request<{
      creditCardNumber?: string | null;
      creditCardBrand?: string | null;
      creditCardToken?: string | null;
    }>('POST', '/creditCard/tokenizeCreditCard', {
      customer: input.customerId,
      creditCard: input.creditCard,
      creditCardHolderInfo: input.creditCardHolderInfo,
      remoteIp: input.remoteIp,
    });
    if (!body.creditCardToken) {
      this.opts.log.error({ path: '/creditCard/tokenizeCreditCard' }, 'asaas answered no card token');
      throw new GatewayError('unavailable', 'Gateway de pagamento indisponível.');
    }
    const brand = String(body.creditCardBrand ?? '').toUpperCase();
    // `creditCardNumber` is documented as the last four digits.
    const reported = String(body.creditCardNumber ?? '')
      .replace(/\D/g, '')
      .slice(-4);
    return {
      token: body.creditCardToken,
      brand: (CARD_BRANDS as readonly string[]).includes(brand) ? (brand as CardBrand) : 'UNKNOWN',
      last4: /^\d{4}$/.test(reported) ? reported : input.creditCard.number.replace(/\D/g, '').slice(-4),
    };
  }

  async close() {}

  private toPayment(p: AsaasPayment): GatewayPayment {
    return {
      id: p.id,
      customerId: p.customer,
      status: p.status,
      billingType: p.billingType,
      valueCents: Math.round(p.value * 100),
      dueDate: p.dueDate,
      paymentDate: p.paymentDate ?? p.clientPaymentDate ?? null,
      invoiceUrl: p.invoiceUrl ?? null,
      bankSlipUrl: p.bankSlipUrl ?? null,
      externalReference: p.externalReference ?? null,
      deleted: p.deleted ?? false,
      creditCardToken: p.creditCard?.creditCardToken ?? null,
    };
  }

  private async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const doFetch = this.opts.fetch ?? fetch;
    let res: Response;
    try {
      res = await doFetch(`${this.opts.baseUrl}${path}`, {
        method,
        headers: {
          access_token: this.opts.apiKey,
          'User-Agent': ASAAS_USER_AGENT,
          accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      this.opts.log.error({ err: error, method, path }, 'asaas request failed');
      throw new GatewayError('unavailable', 'Gateway de pagamento indisponível.', error);
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      json = undefined;
    }
    if (res.ok && json !== undefined) return json as T;
    const errors = (json as { errors?: { code?: string; description?: string }[] } | undefined)?.errors ?? [];
    const first = errors[0];
    const description = first?.description?.trim();
    if (res.status === 400 && first) {
      const declined =
        first.code === 'invalid_creditCard' || /não autorizad|recusad/i.test(description ?? '');
      throw new GatewayError(
        declined ? 'declined' : 'invalid',
        description || 'Dados recusados pelo gateway.',
      );
    }
    if (res.status === 404)
      throw new GatewayError('not_found', description || 'Registro não encontrado no gateway.');
    // 401/403 (wrong key), 429, 5xx or an unreadable answer: our side cannot fix it for the user.
    this.opts.log.error({ status: res.status, method, path, errors }, 'asaas answered an error');
    throw new GatewayError('unavailable', 'Gateway de pagamento indisponível.');
  }
}
