export { webhookHandlers } from './handlers.ts';
