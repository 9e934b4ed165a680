export { systemHandlers } from './handlers.ts';
export { registerApiReference } from './reference.ts';
