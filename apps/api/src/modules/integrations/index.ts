export { closeLiveEvents } from './events.ts';
export { integrationHandlers } from './handlers.ts';
