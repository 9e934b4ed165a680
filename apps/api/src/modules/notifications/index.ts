export { notificationHandlers } from './handlers.ts';
