import { randomBytes } from 'node:crypto';
import {
  formatCpfCnpj,
  formatDate,
  formatMoney,
  isoDateToBr,
  paymentStatusView,
  paymentSubject,
} from '@certidao/domain';
import type { FastifyReply } from 'fastify';
import { formatLinhaDigitavel } from '../../adapters/payments/boleto.ts';
import { SandboxGateway } from '../../adapters/payments/sandbox.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { fullName } from '../../http/serializers.ts';
import { currentUser, type HandlerPart } from '../../http/types.ts';
import {
  invoiceOfPayment,
  loadPayment,
  MSG,
  type PaymentView,
  syncPayment,
  toApiPagamento,
} from '../payments/service.ts';
import { simulatedInvoicePdf } from './invoicePdf.ts';
import { switchSandboxSource } from './sources.ts';

const actorOf = (req: Parameters<typeof currentUser>[0]) => ({ id: currentUser(req).id, ip: req.ip });

const SANDBOX_OFF = 'O simulador de pagamentos só está disponível com o gateway sandbox.';

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f4f6f8;color:#1b2430;margin:0;padding:24px}
main{max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.3rem;margin:0 0 4px}.muted{color:#5b6675;font-size:.9rem}
.banner{background:#fff4d6;border:1px solid #f0c75e;border-radius:8px;padding:8px 12px;font-size:.85rem;margin-bottom:18px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:18px 0}dt{color:#5b6675}dd{margin:0;font-weight:600}
.code{font-family:ui-monospace,Menlo,monospace;word-break:break-all;background:#f4f6f8;border-radius:6px;padding:10px;font-size:.85rem}
img.qr{display:block;margin:12px auto;width:240px;height:240px}
button{background:#0b6bcb;color:#fff;border:0;border-radius:8px;padding:12px 20px;font-size:1rem;cursor:pointer;width:100%}
button[disabled]{opacity:.6;cursor:wait}.ok{color:#1a7f37;font-weight:700}.err{color:#b42318}
a{color:#0b6bcb}.back{margin-top:18px;text-align:center}
@media print{.banner,button,.noprint{display:none}body{background:#fff}main{box-shadow:none}}`;

function page(title: string, body: string, nonce?: string, script?: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style></head><body><main>
<div class="banner">Ambiente de simulação (sandbox): nenhuma cobrança real é feita.</div>
${body}</main>${script && nonce ? `<script nonce="${nonce}">${script}</script>` : ''}</body></html>`;
}

function sendHtml(reply: FastifyReply, html: string, nonce?: string) {
  // The page's own policy: only its inline script (by nonce) may run, and it may only call our API.
  void reply
    .header(
      'content-security-policy',
      `default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src ${nonce ? `'nonce-${nonce}'` : "'none'"}; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    )
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
  return reply;
}

/** Who the charge is in the name of: its tomador (a company's razão social and CNPJ), else the customer. */
function payerOf(v: PaymentView): string {
  const t = v.payment.tomador;
  if (!t) return fullName(v.user);
  return t.cpfCnpj ? `${t.nome} — ${t.empresaId ? 'CNPJ' : 'CPF/CNPJ'} ${formatCpfCnpj(t.cpfCnpj)}` : t.nome;
}

function summary(v: PaymentView): string {
  const p = v.payment;
  return `<dl>
<dt>Referente a</dt><dd>${esc(paymentSubject({ plano: v.plan, tipo: v.payment.tipo, descricao: v.payment.descricao }))}</dd>
<dt>Cliente</dt><dd>${esc(payerOf(v))}</dd>
<dt>Valor</dt><dd>${esc(formatMoney(p.valorCents / 100))}</dd>
<dt>Vencimento</dt><dd>${esc(p.dueDate ? isoDateToBr(p.dueDate) : '—')}</dd>
<dt>Status</dt><dd id="status">${esc(paymentStatusView(p.status).label)}</dd>
${p.dataPagamento ? `<dt>Pago em</dt><dd>${esc(formatDate(p.dataPagamento))}</dd>` : ''}
</dl>`;
}

/** The sandbox's operations: a table of short handlers (longer than 60 lines only as a whole). */
export function sandboxHandlers(ctx: AppContext) {
  const sandbox = () => {
    const gateway = ctx.payments.gateway;
    if (!(gateway instanceof SandboxGateway)) throw notFound(SANDBOX_OFF);
    return gateway;
  };
  const sandboxPayment = async (id: string) => {
    sandbox();
    const view = await loadPayment(ctx.db, id);
    if (view?.payment.gateway !== 'sandbox') throw notFound(MSG.paymentNotFound);
    return view;
  };

  const clock = () => {
    if (!ctx.clock.adjustable)
      throw notFound('O relógio do sandbox só está disponível com SANDBOX_CLOCK=true.');
    return ctx.clock;
  };
  const clockView = () => ({
    agora: ctx.clock.now().toISOString(),
    deslocamentoSegundos: ctx.clock.offsetSeconds,
  });

  return {
    derrubarFonteSandbox: async (req) => switchSandboxSource(ctx, req.params.fonte, true, actorOf(req)),
    restabelecerFonteSandbox: async (req) => switchSandboxSource(ctx, req.params.fonte, false, actorOf(req)),

    obterRelogioSandbox: async () => {
      await clock().refresh(ctx.db);
      return clockView();
    },

    avancarRelogioSandbox: async (req) => {
      const { avancarSegundos, redefinir } = req.body;
      if (Boolean(avancarSegundos) === Boolean(redefinir))
        throw badRequest('Informe avancarSegundos ou redefinir (um dos dois).');
      await clock().move(ctx.db, redefinir ? null : (avancarSegundos as number));
      // Renewals and expiries due at the new time happen now, not at the next scheduled pass.
      ctx.monitoring?.wake();
      return clockView();
    },

    pagarSandbox: async (req) => {
      const gateway = sandbox();
      const view = await sandboxPayment(req.params.id);
      const p = view.payment;
      if (p.status !== 'PENDENTE' || !p.gatewayPaymentId)
        throw conflict(`Este pagamento não está pendente (status: ${paymentStatusView(p.status).label}).`);
      const result = await gateway.simulatePayment(p.gatewayPaymentId);
      // Not paid (already settled remotely) or the webhook could not be delivered: read the gateway directly.
      if (!result.paid || !result.delivered) await syncPayment(ctx, p);
      const after = (await loadPayment(ctx.db, p.id))!;
      if (!result.paid && after.payment.status !== 'CONFIRMADO')
        throw conflict(
          `Este pagamento não está pendente (status: ${paymentStatusView(after.payment.status).label}).`,
        );
      return toApiPagamento(after);
    },

    getFaturaSandbox: async (req, reply) => {
      const view = await sandboxPayment(req.params.id);
      const p = view.payment;
      const pending = p.status === 'PENDENTE';
      let method = '';
      if (p.metodoPagamento === 'PIX' && p.pixPayload) {
        method = `<h2>PIX</h2>${
          pending && p.pixEncodedImage
            ? `<img class="qr" alt="QR Code PIX" src="data:image/png;base64,${esc(p.pixEncodedImage)}">`
            : ''
        }<p class="muted">PIX copia e cola:</p><div class="code">${esc(p.pixPayload)}</div>`;
      } else if (p.metodoPagamento === 'BOLETO' && p.identificationField) {
        method = `<h2>Boleto</h2><div class="code">${esc(formatLinhaDigitavel(p.identificationField))}</div>
<p class="noprint"><a href="${esc(p.bankSlipUrl ?? '')}">Abrir boleto para impressão</a></p>`;
      } else {
        method = '<h2>Cartão de crédito</h2>';
      }
      const nonce = randomBytes(16).toString('base64');
      const button = pending
        ? `<p class="noprint"><button id="pay" type="button">Pagar (simulação)</button></p><p id="msg" role="status"></p>`
        : `<p class="ok">${p.status === 'CONFIRMADO' ? 'Pagamento confirmado.' : esc(paymentStatusView(p.status).label)}</p>`;
      const script = `document.getElementById('pay').addEventListener('click',async function(e){var b=e.currentTarget,m=document.getElementById('msg');b.disabled=true;b.textContent='Processando...';try{var r=await fetch(${JSON.stringify(`/api/sandbox/pagamentos/${p.id}/pagar`)},{method:'POST'});var j=await r.json();if(!r.ok)throw new Error(j.message||'Erro ao processar pagamento');location.reload();}catch(err){m.className='err';m.textContent=err.message;b.disabled=false;b.textContent='Pagar (simulação)';}});`;
      // Opened from the checkout or the payments list (usually in a tab of its own): a way back to the
      // customer's payments, where this charge's status shows too, paid or not.
      const back = `<p class="noprint back"><a href="/pagamentos">Voltar para Meus pagamentos</a></p>`;
      const html = page(
        `Fatura — ${paymentSubject({ plano: view.plan, tipo: p.tipo, descricao: p.descricao })}`,
        `<h1>Fatura</h1><p class="muted">Certidão Ágil · cobrança ${esc(p.id)}</p>${summary(view)}${method}${button}${back}`,
        pending ? nonce : undefined,
        pending ? script : undefined,
      );
      return sendHtml(reply, html, pending ? nonce : undefined);
    },

    getNotaFiscalSandbox: async (req, reply) => {
      const view = await sandboxPayment(req.params.id);
      const nota = await invoiceOfPayment(ctx.db, view.payment.id);
      if (nota?.status !== 'EMITIDA' || !nota.numero) throw notFound('Nota fiscal não encontrada.');
      const pdf = await simulatedInvoicePdf({
        numero: nota.numero,
        emitidaEm: nota.emitidaEm ?? nota.updatedAt,
        descricao: nota.descricao,
        valorCentavos: nota.valorCentavos,
        tomador: nota.tomador,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="nfse-${nota.numero}.pdf"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },

    getBoletoSandbox: async (req, reply) => {
      const view = await sandboxPayment(req.params.id);
      const p = view.payment;
      if (p.metodoPagamento !== 'BOLETO' || !p.identificationField)
        throw notFound('Este pagamento não é um boleto.');
      const line = formatLinhaDigitavel(p.identificationField);
      const html = page(
        'Boleto',
        `<h1>Boleto bancário</h1><p class="muted">Banco 461 · Documento de simulação, sem valor.</p>
<dl><dt>Beneficiário</dt><dd>Certidão Ágil (sandbox)</dd>
<dt>Pagador</dt><dd>${esc(payerOf(view))}</dd>
<dt>Valor</dt><dd>${esc(formatMoney(p.valorCents / 100))}</dd>
<dt>Vencimento</dt><dd>${esc(p.dueDate ? isoDateToBr(p.dueDate) : '—')}</dd>
<dt>Status</dt><dd>${esc(paymentStatusView(p.status).label)}</dd></dl>
<p class="muted">Linha digitável</p><div class="code">${esc(line)}</div>
<p class="noprint"><a href="${esc(p.invoiceUrl ?? '')}">Voltar para a fatura</a></p>`,
      );
      return sendHtml(reply, html);
    },
  } satisfies HandlerPart;
}
