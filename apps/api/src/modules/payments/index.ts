export { paymentHandlers } from './handlers.ts';
