export type { AdminShellMenuItem, AdminShellProps } from './AdminShell';
export { AdminShell } from './AdminShell';
