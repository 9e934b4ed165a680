export { planHandlers } from './handlers.ts';
