export { requestHandlers } from './handlers.ts';
export { closeEventStreams } from './stream.ts';
