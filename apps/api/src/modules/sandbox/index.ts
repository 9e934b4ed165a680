export { sandboxHandlers } from './handlers.ts';
