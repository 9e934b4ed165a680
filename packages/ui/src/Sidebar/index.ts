export type {
  SidebarContextValue,
  SidebarFooterProps,
  SidebarGroupProps,
  SidebarInsetProps,
  SidebarItemProps,
  SidebarProps,
  SidebarProviderProps,
  SidebarTriggerProps,
} from './Sidebar';
export {
  isCurrentRoute,
  Sidebar,
  SidebarFooter,
  SidebarGroup,
  SidebarInset,
  SidebarItem,
  SidebarProvider,
  SidebarTrigger,
  useOptionalSidebar,
  useSidebar,
} from './Sidebar';
export {
  clearSidebarCookie,
  readSidebarCookie,
  SIDEBAR_COOKIE_MAX_AGE,
  SIDEBAR_COOKIE_NAME,
} from './sidebarCookie';
