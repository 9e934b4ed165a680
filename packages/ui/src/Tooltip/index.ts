export type { TooltipProps, TooltipTriggerProps } from './Tooltip';
export { Tooltip, TooltipTrigger } from './Tooltip';
