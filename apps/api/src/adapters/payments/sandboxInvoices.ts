import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxCharges, sandboxInvoices } from '../../db/schema.ts';
import { GatewayError, type GatewayInvoice, type ScheduleInvoiceInput } from './types.ts';

type InvoiceRow = typeof sandboxInvoices.$inferSelect;

/**
 * The sandbox's service invoices, shaped like Asaas's: scheduled for a charge, authorised at once with a
 * simulated number; the PDF is a page the sandbox serves (`/api/sandbox/pagamentos/{our id}/nota-fiscal`).
 */
export class SandboxInvoices {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: () => string,
  ) {}

  private view(row: InvoiceRow): GatewayInvoice {
    const ref = row.externalReference;
    const authorised = row.status === 'AUTHORIZED';
    return {
      id: row.id,
      status: row.status,
      statusDescription: null,
      number: row.number,
      pdfUrl:
        authorised && ref
          ? `${this.publicUrl().replace(/\/$/, '')}/api/sandbox/pagamentos/${ref}/nota-fiscal`
          : null,
      xmlUrl: null,
      externalReference: ref,
    };
  }

  private async row(id: string): Promise<InvoiceRow> {
    const [row] = await this.db.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, id)).limit(1);
    if (!row) throw new GatewayError('not_found', 'Nota fiscal não encontrada.');
    return row;
  }

  async schedule(input: ScheduleInvoiceInput): Promise<GatewayInvoice> {
    const [charge] = await this.db
      .select({ customerId: sandboxCharges.customerId })
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, input.gatewayPaymentId))
      .limit(1);
    if (!charge) throw new GatewayError('invalid', 'Cobrança não encontrada no gateway de pagamento.');
    const [row] = await this.db
      .insert(sandboxInvoices)
      .values({
        id: `inv_${String(randomInt(1e11, 1e12))}`,
        paymentId: input.gatewayPaymentId,
        customerId: charge.customerId,
        valueCents: input.valueCents,
        serviceDescription: input.serviceDescription,
        status: 'SCHEDULED',
        externalReference: input.externalReference,
      })
      .returning();
    return this.view(row!);
  }

  async authorize(id: string): Promise<GatewayInvoice> {
    const row = await this.row(id);
    if (row.status === 'AUTHORIZED') return this.view(row);
    if (row.status !== 'SCHEDULED')
      throw new GatewayError('invalid', 'Esta nota fiscal não pode ser emitida.');
    const [updated] = await this.db
      .update(sandboxInvoices)
      .set({ status: 'AUTHORIZED', number: String(randomInt(1e5, 1e6)), updatedAt: new Date() })
      .where(eq(sandboxInvoices.id, id))
      .returning();
    return this.view(updated!);
  }

  async get(id: string): Promise<GatewayInvoice> {
    return this.view(await this.row(id));
  }
}
