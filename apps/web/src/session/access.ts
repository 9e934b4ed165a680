import { paths } from '../app/paths.ts';

export type Role = 'user' | 'moderator' | 'admin';
/** 'public': anyone; 'session': any signed-in user; a list: only those roles. */
export type Access = 'public' | 'session' | readonly Role[];

/** Staff (admin, moderator): their requests are not charged and no plan limits them. */
export function isStaffRole(role: string | undefined): boolean {
  return role === 'admin' || role === 'moderator';
}

/** Whether a role may open a route ('anonymous' for visitors). */
export function canAccess(access: Access, role: Role | 'anonymous'): boolean {
  if (access === 'public') return true;
  if (role === 'anonymous') return false;
  return access === 'session' || access.includes(role);
}

/**
 * Where a visitor of a route with `access` is sent, or null when allowed: not signed in → login;
 * signed in with a disallowed role → a plain user to /admin/solicitacoes, anyone else to /admin/dashboard.
 */
export function redirectFor(access: Access, role: Role | 'anonymous'): string | null {
  if (canAccess(access, role)) return null;
  if (role === 'anonymous') return paths.login.href();
  return role === 'user' ? paths.solicitacoes.href() : paths.dashboard.href();
}

/**
 * The session's `can(operationId)`: only what GET /users/me/permissions granted, and nothing while that answer
 * is unknown (signed out, or still loading), so a button never shows before the server has said yes.
 */
export function permissionCheck(granted: readonly string[] | undefined): (operationId: string) => boolean {
  const allowed = new Set(granted);
  return (operationId) => allowed.has(operationId);
}
