export { automationHandlers } from './handlers.ts';
