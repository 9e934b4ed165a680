export { integrationHandlers } from './handlers.ts';
