export { verificationHandlers } from './handlers.ts';
