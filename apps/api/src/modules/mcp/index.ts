export { registerMcpServer } from './route.ts';
