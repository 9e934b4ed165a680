export { assistedHandlers } from './handlers.ts';
