export { roleGuard } from './guard.ts';
export { authHandlers } from './handlers.ts';
