/**
 * The payments module's public face: other modules (users, webhooks, sandbox, dashboard) and the start-up
 * code reach payments only through this file.
 */

export { cancelPlan, setPlanRenewal } from './cancellation.ts';
export { removeCard, saveCard, savedCardOf, toApiCartao } from './cards.ts';
export {
  cancelCharge,
  cancelOpenCharges,
  chargePendingPlan,
  createCharge,
  ensureCustomer,
} from './charges.ts';
export { buyExtraSeat, extraSeatTerms } from './extraSeats.ts';
export { applyInvoiceEvent, invoiceOfPayment, processInvoices, startInvoiceScheduler } from './invoices.ts';
export { refundDuePayment, refundDuePayments, UNSERVED_REASON } from './lateRefunds.ts';
export { GRANTED_PLAN_NO_RENEWAL, gatewayFailure, MSG } from './messages.ts';
export {
  chargeOneOffOrder,
  checkOneOffPayment,
  type OneOffOrder,
  type OneOffPayment,
  refundReturnedCertificates,
} from './oneOff.ts';
export { expireUnpaidPlans, PENDING_GRACE_DAYS } from './pendingExpiry.ts';
export {
  type ChangeKind,
  changePlan,
  PLAN_CHANGE_MESSAGES,
  type PlanChangeTerms,
  planChangeTerms,
  withdrawPlanChange,
} from './planChange.ts';
export { type PurchaseInput, purchasePlan } from './purchase.ts';
export {
  allPayments,
  findPaymentForCharge,
  listPayments,
  loadPayment,
  type PaymentFilter,
  type PaymentPeriod,
  type PaymentRow,
  type PaymentStatus,
  type PaymentView,
  paymentTotals,
  selectPayments,
  toApiPagamento,
} from './reading.ts';
export { renewalEmail, runRenewals, startRenewalScheduler } from './renewal.ts';
export { type PaymentEffects, syncPayment, transitionPayment } from './transitions.ts';
