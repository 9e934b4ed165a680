export { dashboardHandlers } from './handlers.ts';
