export { emailHandlers } from './handlers.ts';
