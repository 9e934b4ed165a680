import { describe, expect, it } from 'vitest';
import { loginReturningTo, returnPathOf, safeReturnPath } from './returnPath.ts';

describe('the login’s return path', () => {
  it('keeps a path of this app, with its query', () => {
    expect(safeReturnPath('/convite/abc_DEF-1')).toBe('/convite/abc_DEF-1');
    expect(safeReturnPath('/admin/solicitacoes?pagina=2')).toBe('/admin/solicitacoes?pagina=2');
  });

  it('refuses anything that could leave the site, and the login itself', () => {
    for (const bad of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'convite/abc',
      '/admin/login',
      '/admin/login?voltar=/x',
      '/x\n',
      '',
      null,
      42,
    ])
      expect(safeReturnPath(bad), String(bad)).toBeNull();
  });

  it('reads ?voltar= first, then the guard’s state', () => {
    expect(returnPathOf('?voltar=%2Fconvite%2Ft1', { from: '/admin/kits' })).toBe('/convite/t1');
    expect(returnPathOf('?voltar=https%3A%2F%2Fevil.example', { from: '/admin/kits' })).toBe('/admin/kits');
    expect(returnPathOf('', null)).toBeNull();
  });

  it('writes the login address that comes back', () => {
    expect(loginReturningTo('/convite/t1')).toBe('/admin/login?voltar=%2Fconvite%2Ft1');
    expect(loginReturningTo('//evil.example')).toBe('/admin/login');
  });
});
