export { monitoringHandlers } from './handlers.ts';
