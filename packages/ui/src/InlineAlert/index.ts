export type { InlineAlertProps, InlineAlertTone } from './InlineAlert';
export { InlineAlert } from './InlineAlert';
