import { randomInt, randomUUID } from 'node:crypto';
import { cardBrand, fullCardYear, isCardExpired, toSaoPauloIsoDate } from '@certidao/domain';
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.ts';
import {
  sandboxCharges,
  sandboxCreditCards,
  sandboxCustomers,
  sandboxWebhookOutbox,
} from '../../db/schema.ts';
import { boletoBarcode, linhaDigitavel } from './boleto.ts';
import { buildPixPayload } from './pix.ts';
import { checkCard, EXPIRED_MESSAGE, INVALID_TOKEN_MESSAGE } from './sandboxCards.ts';
import { type ChargeRow, chargeToPayment, eventBody } from './sandboxEvents.ts';
import { SandboxInvoices } from './sandboxInvoices.ts';
import {
  type CreatePaymentInput,
  type CreditCardInput,
  GatewayError,
  type GatewayInvoice,
  type GatewayPayment,
  type PaymentGateway,
  type PixQrCode,
  type ScheduleInvoiceInput,
  type TokenizeCreditCardInput,
  type TokenizedCard,
} from './types.ts';

const SANDBOX_PIX_KEY = '7d9f0335-8dcc-4054-9bf9-0dbd61d36906';
const SANDBOX_BANK = '461';
const MIN_VALUE_CENTS = 500;
const MAX_DELIVERY_ATTEMPTS = 20;

export interface SandboxOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** Base of the sandbox pages (invoiceUrl, bankSlipUrl); read at each call (tests set it after listen). */
  publicUrl: () => string;
  /** Where webhooks go: our own POST /api/webhooks/asaas. */
  webhookUrl: () => string;
  webhookToken: string;
}

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** How a PIX or boleto charge is paid: the BR Code, or the boleto's line and nosso número (nothing for a card). */
function payableBy(input: CreatePaymentInput, id: string) {
  if (input.billingType === 'PIX') {
    const pixPayload = buildPixPayload({
      key: SANDBOX_PIX_KEY,
      merchantName: 'Certidao Agil Sandbox',
      merchantCity: 'Sao Paulo',
      amountCents: input.valueCents,
      txid: id.replace('pay_', 'SBX'),
    });
    return { pixPayload, identificationField: null, nossoNumero: null };
  }
  if (input.billingType !== 'BOLETO')
    return { pixPayload: null, identificationField: null, nossoNumero: null };
  const nossoNumero = digits(11);
  const barcode = boletoBarcode({
    bank: SANDBOX_BANK,
    dueDate: input.dueDate,
    amountCents: input.valueCents,
    freeField: `0001${nossoNumero}1234567000`,
  });
  return { pixPayload: null, identificationField: linhaDigitavel(barcode), nossoNumero };
}

/**
 * A payment gateway that behaves like Asaas without leaving the machine: its charges live in its own
 * tables, PIX charges carry a valid BR Code, boletos a valid line, the Asaas test cards approve or decline,
 * and state changes are delivered as Asaas v3 webhook events to our own endpoint (retried until accepted).
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  private closing = false;
  private readonly inFlight = new Set<Promise<unknown>>();

  readonly issuesInvoices = true;
  private readonly invoices: SandboxInvoices;

  constructor(private readonly opts: SandboxOptions) {
    this.invoices = new SandboxInvoices(opts.db, opts.publicUrl);
  }

  scheduleInvoice(input: ScheduleInvoiceInput): Promise<GatewayInvoice> {
    return this.invoices.schedule(input);
  }

  authorizeInvoice(id: string): Promise<GatewayInvoice> {
    return this.invoices.authorize(id);
  }

  getInvoice(id: string): Promise<GatewayInvoice> {
    return this.invoices.get(id);
  }

  async createCustomer(input: {
    name: string;
    email: string;
    cpfCnpj?: string | null;
    externalReference: string;
  }) {
    const id = `cus_${digits(12)}`;
    await this.opts.db.insert(sandboxCustomers).values({
      id,
      name: input.name,
      email: input.email,
      cpfCnpj: input.cpfCnpj ?? null,
      externalReference: input.externalReference,
    });
    return { id };
  }

  async updateCustomer(id: string, input: { name: string; email: string; cpfCnpj?: string | null }) {
    await this.requireCustomer(id);
    await this.opts.db
      .update(sandboxCustomers)
      .set({ name: input.name, email: input.email, cpfCnpj: input.cpfCnpj ?? null })
      .where(eq(sandboxCustomers.id, id));
  }

  async createPayment(input: CreatePaymentInput): Promise<GatewayPayment> {
    await this.requireCustomer(input.customerId);
    if (input.valueCents < MIN_VALUE_CENTS)
      throw new GatewayError('invalid', 'O valor mínimo de uma cobrança é R$ 5,00.');
    const id = `pay_${digits(12)}`;
    const card = input.billingType === 'CREDIT_CARD' ? await this.cardFor(input) : null;
    const status = card ? 'CONFIRMED' : 'PENDING';
    const [row] = await this.opts.db
      .insert(sandboxCharges)
      .values({
        id,
        customerId: input.customerId,
        billingType: input.billingType,
        valueCents: input.valueCents,
        status,
        dueDate: input.dueDate,
        paymentDate: card ? toSaoPauloIsoDate() : null,
        description: input.description,
        externalReference: input.externalReference,
        ...payableBy(input, id),
      })
      .returning();
    this.emit('PAYMENT_CREATED', row!);
    if (status === 'CONFIRMED') this.emit('PAYMENT_CONFIRMED', row!);
    return { ...chargeToPayment(row!, this.opts.publicUrl()), creditCardToken: card?.token ?? null };
  }

  /** The card a charge is paid with (approved at once): a stored token of this customer, or a new card. */
  private async cardFor(input: CreatePaymentInput): Promise<{ token: string }> {
    if (input.creditCardToken) {
      // A token works only for the customer it was created for, and while its card is valid.
      const [stored] = await this.opts.db
        .select()
        .from(sandboxCreditCards)
        .where(eq(sandboxCreditCards.token, input.creditCardToken))
        .limit(1);
      if (!stored || stored.customerId !== input.customerId)
        throw new GatewayError('invalid', INVALID_TOKEN_MESSAGE);
      if (isCardExpired(stored.expiryMonth, stored.expiryYear))
        throw new GatewayError('declined', EXPIRED_MESSAGE);
      return { token: stored.token };
    }
    const card = input.creditCard;
    if (!card || !input.creditCardHolderInfo)
      throw new GatewayError('invalid', 'Informe os dados do cartão de crédito e do portador.');
    return { token: (await this.storeCard(input.customerId, card)).token };
  }

  async getPayment(id: string): Promise<GatewayPayment> {
    return chargeToPayment(await this.charge(id), this.opts.publicUrl());
  }

  async getPixQrCode(id: string): Promise<PixQrCode> {
    const charge = await this.charge(id);
    if (!charge.pixPayload) throw new GatewayError('invalid', 'Esta cobrança não é um PIX.');
    const png = await QRCode.toBuffer(charge.pixPayload, {
      type: 'png',
      errorCorrectionLevel: 'M',
      margin: 2,
      width: 300,
    });
    return {
      encodedImage: png.toString('base64'),
      payload: charge.pixPayload,
      expirationDate: new Date(`${charge.dueDate}T23:59:59-03:00`),
    };
  }

  async getIdentificationField(id: string): Promise<string> {
    const charge = await this.charge(id);
    if (!charge.identificationField) throw new GatewayError('invalid', 'Esta cobrança não é um boleto.');
    return charge.identificationField;
  }

  async deletePayment(id: string): Promise<void> {
    const charge = await this.charge(id);
    if (charge.status !== 'PENDING' && charge.status !== 'OVERDUE')
      throw new GatewayError('invalid', 'Somente cobranças aguardando pagamento podem ser removidas.');
    const [row] = await this.update(id, { status: 'DELETED' });
    this.emit('PAYMENT_DELETED', row!);
  }

  async refundPayment(id: string, valueCents?: number): Promise<GatewayPayment> {
    const charge = await this.charge(id);
    if (charge.status !== 'RECEIVED' && charge.status !== 'CONFIRMED')
      throw new GatewayError('invalid', 'Somente cobranças recebidas ou confirmadas podem ser estornadas.');
    if (valueCents !== undefined && (valueCents <= 0 || valueCents > charge.valueCents))
      throw new GatewayError(
        'invalid',
        'O valor do estorno deve ser positivo e não pode passar o da cobrança.',
      );
    // A part of it, as Asaas does: the charge stays received.
    if (valueCents !== undefined && valueCents < charge.valueCents)
      return chargeToPayment(charge, this.opts.publicUrl());
    const [row] = await this.update(id, { status: 'REFUNDED' });
    this.emit('PAYMENT_REFUNDED', row!);
    return chargeToPayment(row!, this.opts.publicUrl());
  }

  /**
   * Simulates the customer paying a pending PIX or boleto charge, then delivers PAYMENT_RECEIVED and waits
   * until our webhook endpoint has stored it. Returns false when the charge was not pending.
   */
  async simulatePayment(id: string): Promise<{ paid: boolean; delivered: boolean }> {
    const charge = await this.charge(id);
    if (charge.status !== 'PENDING' && charge.status !== 'OVERDUE') return { paid: false, delivered: false };
    const [row] = await this.opts.db
      .update(sandboxCharges)
      .set({ status: 'RECEIVED', paymentDate: toSaoPauloIsoDate(), updatedAt: new Date() })
      .where(and(eq(sandboxCharges.id, id), inArray(sandboxCharges.status, ['PENDING', 'OVERDUE'])))
      .returning();
    if (!row) return { paid: false, delivered: false };
    const eventId = await this.enqueue('PAYMENT_RECEIVED', row);
    return { paid: true, delivered: await this.deliver(eventId) };
  }

  /**
   * As Asaas does the day after the due date: pending PIX and boleto charges past due become OVERDUE and
   * PAYMENT_OVERDUE is sent (they can still be paid). Called by the scheduler.
   */
  async markOverdue(today = toSaoPauloIsoDate()): Promise<number> {
    const rows = await this.opts.db
      .update(sandboxCharges)
      .set({ status: 'OVERDUE', updatedAt: new Date() })
      .where(and(eq(sandboxCharges.status, 'PENDING'), lt(sandboxCharges.dueDate, today)))
      .returning();
    for (const row of rows) this.emit('PAYMENT_OVERDUE', row);
    return rows.length;
  }

  /** Redelivers webhook events that our endpoint has not accepted yet (called by the scheduler). */
  async redeliverPending(): Promise<number> {
    const pending = await this.opts.db
      .select({ id: sandboxWebhookOutbox.id })
      .from(sandboxWebhookOutbox)
      .where(
        and(
          isNull(sandboxWebhookOutbox.deliveredAt),
          lt(sandboxWebhookOutbox.attempts, MAX_DELIVERY_ATTEMPTS),
        ),
      )
      .orderBy(asc(sandboxWebhookOutbox.createdAt))
      .limit(100);
    let delivered = 0;
    for (const { id } of pending) if (await this.deliver(id)) delivered++;
    return delivered;
  }

  /** Like Asaas: checks the card, keeps a token for this customer (never the number or CVC). */
  async tokenizeCreditCard(input: TokenizeCreditCardInput): Promise<TokenizedCard> {
    await this.requireCustomer(input.customerId);
    if (!input.remoteIp) throw new GatewayError('invalid', 'Informe o IP do cliente (remoteIp).');
    const holder = input.creditCardHolderInfo;
    if (!holder?.name || !holder.email || !holder.cpfCnpj || !holder.postalCode || !holder.phone)
      throw new GatewayError('invalid', 'Informe os dados do titular do cartão de crédito.');
    return this.storeCard(input.customerId, input.creditCard);
  }

  async housekeeping(): Promise<void> {
    await this.markOverdue();
    await this.redeliverPending();
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.allSettled([...this.inFlight]);
  }

  private async requireCustomer(id: string): Promise<void> {
    const [customer] = await this.opts.db
      .select({ id: sandboxCustomers.id })
      .from(sandboxCustomers)
      .where(eq(sandboxCustomers.id, id))
      .limit(1);
    if (!customer) throw new GatewayError('invalid', 'Cliente não encontrado no gateway de pagamento.');
  }

  /** Checks a card and records its token (with brand, last four digits and expiry) for the customer. */
  private async storeCard(customerId: string, card: CreditCardInput): Promise<TokenizedCard> {
    const number = checkCard(card);
    const token = `sbx_tok_${randomUUID().replace(/-/g, '')}`;
    const brand = cardBrand(number);
    const last4 = number.slice(-4);
    await this.opts.db.insert(sandboxCreditCards).values({
      token,
      customerId,
      brand,
      last4,
      expiryMonth: card.expiryMonth,
      expiryYear: fullCardYear(card.expiryYear),
    });
    return { token, brand, last4 };
  }

  private async charge(id: string): Promise<ChargeRow> {
    const [row] = await this.opts.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id)).limit(1);
    if (!row) throw new GatewayError('not_found', 'Cobrança não encontrada no gateway de pagamento.');
    return row;
  }

  private update(id: string, values: Partial<typeof sandboxCharges.$inferInsert>) {
    return this.opts.db
      .update(sandboxCharges)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(sandboxCharges.id, id))
      .returning();
  }

  private async enqueue(event: string, row: ChargeRow): Promise<string> {
    const eventId = `evt_${randomUUID().replace(/-/g, '')}&${digits(9)}`;
    await this.opts.db
      .insert(sandboxWebhookOutbox)
      .values({ id: eventId, payload: eventBody(eventId, event, row, this.opts.publicUrl()) });
    return eventId;
  }

  /** Queues an event and delivers it in the background (failures are retried by the scheduler). */
  private emit(event: string, row: ChargeRow): void {
    if (this.closing) return;
    const task = this.enqueue(event, row)
      .then((id) => this.deliver(id))
      .catch((error) => this.opts.log.warn({ err: error, event }, 'sandbox webhook not queued'));
    this.inFlight.add(task);
    void task.finally(() => this.inFlight.delete(task));
  }

  private async deliver(eventId: string): Promise<boolean> {
    if (this.closing) return false;
    const [row] = await this.opts.db
      .select()
      .from(sandboxWebhookOutbox)
      .where(eq(sandboxWebhookOutbox.id, eventId))
      .limit(1);
    if (!row) return false;
    if (row.deliveredAt) return true;
    let error: string | null = null;
    try {
      const res = await fetch(this.opts.webhookUrl(), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'asaas-access-token': this.opts.webhookToken,
          'user-agent': 'Certidao-Agil-Sandbox-Webhook/1.0',
        },
        body: JSON.stringify(row.payload),
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) error = `HTTP ${res.status}`;
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    if (this.closing && error) return false;
    await this.opts.db
      .update(sandboxWebhookOutbox)
      .set({ attempts: row.attempts + 1, lastError: error, deliveredAt: error ? null : new Date() })
      .where(eq(sandboxWebhookOutbox.id, eventId));
    if (error) this.opts.log.warn({ eventId, error }, 'sandbox webhook delivery failed; will retry');
    return !error;
  }
}
