/**
 * The side menu per role, as a literal table (not read from the app's menus or routes, so a wrong entry there
 * fails here): the items each role sees, in order, and every one of them opens without sending the visitor
 * elsewhere.
 */
import { expect, type SignedInRole, STORAGE, test } from './fixtures.ts';

const EXPECTED: Record<SignedInRole, [label: string, href: string][]> = {
  user: [
    ['Solicitações', '/admin/solicitacoes'],
    ['Monitoramento', '/monitoramento'],
    ['Notificações', '/admin/notificacoes'],
    ['Adquirir plano', '/planos'],
    ['Integrações', '/admin/integracoes'],
    // A customer of no company is offered to create one there.
    ['Empresa', '/admin/empresa'],
    ['Meu perfil', '/admin/meu-perfil'],
  ],
  moderator: [
    ['Dashboard', '/admin/dashboard'],
    ['Solicitações', '/admin/solicitacoes'],
    ['Monitoramento', '/admin/monitoramento'],
    ['Emissão assistida', '/admin/emissao-assistida'],
    ['Saúde das fontes', '/admin/fontes'],
    ['Usuários', '/admin/usuarios'],
    ['Empresas', '/admin/empresas'],
    ['Planos', '/admin/planos-assinaturas'],
    ['Notificações', '/admin/notificacoes'],
    ['Suporte e ajuda', '/admin/suporte-ajuda'],
    ['Chamados de suporte', '/admin/suporte/chamados'],
    ['Meu perfil', '/admin/meu-perfil'],
  ],
  admin: [
    ['Dashboard', '/admin/dashboard'],
    ['Solicitações', '/admin/solicitacoes'],
    ['Monitoramento', '/admin/monitoramento'],
    ['Emissão assistida', '/admin/emissao-assistida'],
    ['Saúde das fontes', '/admin/fontes'],
    ['Usuários', '/admin/usuarios'],
    ['Empresas', '/admin/empresas'],
    ['Planos', '/admin/planos-assinaturas'],
    ['Gerenciamento de usuários', '/admin/gerenciamento-usuarios'],
    ['Assinaturas ativas', '/admin/assinaturas-ativas'],
    ['Notificações', '/admin/notificacoes'],
    ['Faturamento', '/admin/faturamento-pagamentos'],
    ['Vendedores', '/admin/cadastro-vendedor'],
    ['Histórico de auditoria', '/admin/historico-auditoria'],
    ['Configurações', '/admin/configuracoes-sistema'],
    ['Suporte e ajuda', '/admin/suporte-ajuda'],
    ['Chamados de suporte', '/admin/suporte/chamados'],
    ['Meu perfil', '/admin/meu-perfil'],
  ],
};

test.describe.configure({ mode: 'parallel' });

for (const role of Object.keys(EXPECTED) as SignedInRole[]) {
  test.describe(`${role}'s menu`, () => {
    test.use({ storageState: STORAGE[role] });

    test('shows exactly the items the role may open, each of which opens', async ({ page }) => {
      await page.goto('/admin/meu-perfil');
      const menu = page.getByRole('navigation', { name: 'Menu principal' });
      const links = menu.getByRole('link');
      await expect(links.first()).toBeVisible();
      // A customer's company entries follow the answer of obterMinhaEmpresa, which may come a moment later.
      await expect(links).toHaveCount(EXPECTED[role].length);
      const items = await links.evaluateAll((anchors) =>
        anchors.map((a) => [a.textContent?.trim() ?? '', new URL((a as HTMLAnchorElement).href).pathname]),
      );
      expect(items).toEqual(EXPECTED[role]);
      for (const [label, href] of EXPECTED[role]) {
        await menu.getByRole('link', { name: label, exact: true }).click();
        await expect(page, `'${label}' kept the ${role} on ${href}`).toHaveURL(new RegExp(`${href}$`));
        await expect(page.getByText('Carregando...')).toHaveCount(0, { timeout: 15_000 });
        await expect(page, `'${label}' kept the ${role} on ${href}`).toHaveURL(new RegExp(`${href}$`));
      }
    });
  });
}
