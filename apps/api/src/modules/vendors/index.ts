export { vendorHandlers } from './handlers.ts';
