export { resolveAuth, roleGuard } from './guard.ts';
export { authHandlers } from './handlers.ts';
