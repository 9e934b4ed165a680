import { describe, expect, it } from 'vitest';
import { homeFor } from '../app/paths.ts';
import { type Access, canAccess, permissionCheck, redirectFor } from './access.ts';

const STAFF: Access = ['admin', 'moderator'];
const ADMIN: Access = ['admin'];

describe('canAccess', () => {
  it('lets anyone open a public route', () => {
    for (const role of ['anonymous', 'user', 'moderator', 'admin'] as const)
      expect(canAccess('public', role)).toBe(true);
  });

  it('lets any signed-in role open a session route, never a visitor', () => {
    expect(canAccess('session', 'anonymous')).toBe(false);
    expect(canAccess('session', 'user')).toBe(true);
    expect(canAccess('session', 'moderator')).toBe(true);
    expect(canAccess('session', 'admin')).toBe(true);
  });

  it('lets only the listed roles open a role route', () => {
    expect(canAccess(STAFF, 'user')).toBe(false);
    expect(canAccess(STAFF, 'moderator')).toBe(true);
    expect(canAccess(STAFF, 'admin')).toBe(true);
    expect(canAccess(ADMIN, 'moderator')).toBe(false);
    expect(canAccess(ADMIN, 'admin')).toBe(true);
    expect(canAccess(ADMIN, 'anonymous')).toBe(false);
  });
});

describe('redirectFor', () => {
  it('sends a visitor to the login page from any guarded route', () => {
    expect(redirectFor('session', 'anonymous')).toBe('/admin/login');
    expect(redirectFor(STAFF, 'anonymous')).toBe('/admin/login');
    expect(redirectFor(ADMIN, 'anonymous')).toBe('/admin/login');
  });

  it('sends a plain user without the role to the requests, staff to the dashboard', () => {
    expect(redirectFor(STAFF, 'user')).toBe('/admin/solicitacoes');
    expect(redirectFor(ADMIN, 'user')).toBe('/admin/solicitacoes');
    expect(redirectFor(ADMIN, 'moderator')).toBe('/admin/dashboard');
  });

  it('lets an allowed visitor stay (null)', () => {
    expect(redirectFor('public', 'anonymous')).toBeNull();
    expect(redirectFor('session', 'user')).toBeNull();
    expect(redirectFor(STAFF, 'moderator')).toBeNull();
    expect(redirectFor(ADMIN, 'admin')).toBeNull();
  });

  it('never sends a signed-in visitor somewhere their own role cannot open (no redirect loop)', () => {
    for (const role of ['user', 'moderator', 'admin'] as const) {
      expect(homeFor(role)).toBe(role === 'user' ? '/admin/solicitacoes' : '/admin/dashboard');
      for (const access of ['session', STAFF, ADMIN] as Access[]) {
        const to = redirectFor(access, role);
        if (to) expect(to).toBe(homeFor(role));
      }
    }
  });
});

describe('permissionCheck (the session’s can())', () => {
  // What GET /users/me/permissions answers a moderator: staff reads, not the admin-only operations.
  const moderator = ['getSolicitacoes', 'getUsuarios', 'getDashboardStats', 'getMyPermissions'];

  it('allows exactly the granted operations', () => {
    const can = permissionCheck(moderator);
    expect(can('getUsuarios')).toBe(true);
    expect(can('getDashboardStats')).toBe(true);
    expect(can('deleteUsuario')).toBe(false);
    expect(can('listarAuditoria')).toBe(false);
  });

  it('allows nothing while the permissions are unknown or empty', () => {
    expect(permissionCheck(undefined)('getSolicitacoes')).toBe(false);
    expect(permissionCheck([])('getSolicitacoes')).toBe(false);
  });

  it('matches operation ids exactly (no prefix or case folding)', () => {
    const can = permissionCheck(['getSolicitacao']);
    expect(can('getSolicitacoes')).toBe(false);
    expect(can('GetSolicitacao')).toBe(false);
    expect(can('getSolicitacao')).toBe(true);
  });
});
