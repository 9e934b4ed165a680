export { sourceHandlers } from './handlers.ts';
