/** The payment gateway seen by the rest of the server: Asaas v3 semantics, money in cents. */

import type { CardBrand } from '@certidao/domain';

export type GatewayBillingType = 'PIX' | 'BOLETO' | 'CREDIT_CARD';

/**
 * Asaas payment statuses (PENDING, RECEIVED, CONFIRMED, OVERDUE, REFUNDED, RECEIVED_IN_CASH,
 * REFUND_REQUESTED, REFUND_IN_PROGRESS, CHARGEBACK_*, AWAITING_RISK_ANALYSIS…); kept open.
 */
export type GatewayPaymentStatus = string;

export interface GatewayCustomerInput {
  name: string;
  email: string;
  cpfCnpj?: string | null;
  phone?: string | null;
  /** Street, number and complement in one line (the company's billing address); invoices print it. */
  address?: string | null;
  /** CEP, digits. */
  postalCode?: string | null;
  /** Our user id. */
  externalReference: string;
}

export interface CreditCardInput {
  holderName: string;
  /** Digits only. */
  number: string;
  expiryMonth: string;
  /** YYYY. */
  expiryYear: string;
  ccv: string;
}

export interface CreditCardHolderInput {
  name: string;
  email: string;
  cpfCnpj: string;
  postalCode: string;
  addressNumber: string;
  addressComplement?: string | null;
  phone: string;
  mobilePhone?: string | null;
}

export interface CreatePaymentInput {
  customerId: string;
  billingType: GatewayBillingType;
  valueCents: number;
  /** 'YYYY-MM-DD'. */
  dueDate: string;
  description: string;
  /** Our payment id (`Pagamento.id`). */
  externalReference: string;
  creditCard?: CreditCardInput;
  creditCardHolderInfo?: CreditCardHolderInput;
  /** A token from an earlier approved card payment (automatic renewals). */
  creditCardToken?: string;
  remoteIp?: string;
}

export interface TokenizeCreditCardInput {
  customerId: string;
  creditCard: CreditCardInput;
  creditCardHolderInfo: CreditCardHolderInput;
  /** The customer's IP (Asaas requires it; never our server's). */
  remoteIp: string;
}

/** A tokenised card: what may be kept (Asaas `creditCardToken`, `creditCardBrand`, `creditCardNumber`). */
export interface TokenizedCard {
  token: string;
  /** Asaas brand name (VISA, MASTERCARD, ELO, AMEX, HIPERCARD…); UNKNOWN when not recognised. */
  brand: CardBrand;
  /** The last four digits of the number. */
  last4: string;
}

export interface GatewayPayment {
  id: string;
  customerId: string;
  status: GatewayPaymentStatus;
  billingType: string;
  valueCents: number;
  dueDate: string;
  /** 'YYYY-MM-DD' or null. */
  paymentDate: string | null;
  invoiceUrl: string | null;
  bankSlipUrl: string | null;
  externalReference: string | null;
  deleted: boolean;
  /** Card payments: token for later charges. */
  creditCardToken?: string | null;
}

export interface PixQrCode {
  /** PNG, base64 (no data: prefix). */
  encodedImage: string;
  payload: string;
  expirationDate: Date;
}

/** A service invoice (NFS-e) at the gateway, as Asaas `/invoices` describes it. */
export interface GatewayInvoice {
  id: string;
  /** Asaas: SCHEDULED, SYNCHRONIZED, AUTHORIZED, PROCESSING_CANCELLATION, CANCELED, CANCELLATION_DENIED, ERROR. */
  status: string;
  statusDescription: string | null;
  number: string | null;
  pdfUrl: string | null;
  xmlUrl: string | null;
  externalReference: string | null;
}

export interface ScheduleInvoiceInput {
  /** The gateway's charge the invoice is for (Asaas `payment`); its customer is the invoice's tomador. */
  gatewayPaymentId: string;
  valueCents: number;
  serviceDescription: string;
  /** 'YYYY-MM-DD'. */
  effectiveDate: string;
  /** Our payment id. */
  externalReference: string;
}

export type GatewayErrorKind = 'declined' | 'invalid' | 'not_found' | 'unavailable';

/** A gateway failure; `message` is pt-BR and may be shown to the user (except for `unavailable`). */
export class GatewayError extends Error {
  constructor(
    readonly kind: GatewayErrorKind,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

export interface PaymentGateway {
  readonly name: 'sandbox' | 'asaas';
  createCustomer(input: GatewayCustomerInput): Promise<{ id: string }>;
  /**
   * Rewrites a customer's name, document, e-mail and address (Asaas POST /customers/{id}): charges and invoices
   * created afterwards carry the new data.
   */
  updateCustomer(id: string, input: GatewayCustomerInput): Promise<void>;
  createPayment(input: CreatePaymentInput): Promise<GatewayPayment>;
  getPayment(id: string): Promise<GatewayPayment>;
  getPixQrCode(id: string): Promise<PixQrCode>;
  /** The boleto's 47-digit line. */
  getIdentificationField(id: string): Promise<string>;
  /** Removes a pending charge (Asaas DELETE /payments/{id}). */
  deletePayment(id: string): Promise<void>;
  /**
   * Refunds a received or confirmed charge: in full, or `valueCents` of it (Asaas `value`; the charge stays
   * received until what was refunded reaches its value).
   */
  refundPayment(id: string, valueCents?: number): Promise<GatewayPayment>;
  /**
   * Tokenises a card for later charges of this customer (Asaas POST /creditCard/tokenizeCreditCard). A card
   * the gateway refuses → `declined` or `invalid` with its pt-BR message.
   */
  tokenizeCreditCard(input: TokenizeCreditCardInput): Promise<TokenizedCard>;
  /**
   * Whether this gateway issues service invoices: the sandbox always (simulated), Asaas once a municipal
   * service is configured. The invoice methods refuse (`invalid`) when it does not.
   */
  readonly issuesInvoices: boolean;
  /** Schedules the NFS-e of a charge (Asaas POST /invoices). */
  scheduleInvoice(input: ScheduleInvoiceInput): Promise<GatewayInvoice>;
  /** Issues a scheduled NFS-e now (Asaas POST /invoices/{id}/authorize). */
  authorizeInvoice(id: string): Promise<GatewayInvoice>;
  getInvoice(id: string): Promise<GatewayInvoice>;
  /**
   * The gateway's own clock, when it keeps one (the sandbox: overdue charges, webhook redelivery). The
   * periodic job calls it under its lock; a real gateway does this on its side and leaves it out.
   */
  housekeeping?(): Promise<void>;
  /** Stops background work (webhook redelivery). */
  close(): Promise<void>;
}

/** Asaas status → our payment status (PENDENTE for anything still open). */
export function paymentStatusFromGateway(
  remote: Pick<GatewayPayment, 'status' | 'deleted'>,
): 'CONFIRMADO' | 'PENDENTE' | 'RECUSADO' | 'CANCELADO' | 'REEMBOLSADO' {
  if (remote.deleted) return 'CANCELADO';
  switch (remote.status) {
    case 'RECEIVED':
    case 'CONFIRMED':
    case 'RECEIVED_IN_CASH':
      return 'CONFIRMADO';
    case 'REFUNDED':
      return 'REEMBOLSADO';
    case 'DELETED':
      return 'CANCELADO';
    case 'REFUSED':
    case 'CREDIT_CARD_CAPTURE_REFUSED':
      return 'RECUSADO';
    default:
      return 'PENDENTE';
  }
}
