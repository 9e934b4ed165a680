export { auditHandlers } from './handlers.ts';
