export { catalogueHandlers } from './handlers.ts';
