export type { UiRouterProviderProps } from './UiRouterProvider';
export { UiRouterProvider } from './UiRouterProvider';
