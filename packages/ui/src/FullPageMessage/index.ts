export type { FullPageMessageProps, FullPageMessageStatus } from './FullPageMessage';
export { FullPageMessage } from './FullPageMessage';
