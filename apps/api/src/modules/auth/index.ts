export { resolveAuth, roleGuard, TOKEN_COOKIE } from './guard.ts';
export { authHandlers } from './handlers.ts';
