import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AdminShell, type AdminShellProps } from '../AdminShell';
import { AlertDialog } from '../AlertDialog';
import { Button } from '../Button';
import { Card } from '../Card';
import { MoreVerticalIcon, PencilIcon, PlusIcon, TrashIcon } from '../icons';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../Menu';
import { PageHeader } from '../PageHeader';
import { Pagination } from '../Pagination';
import { clearSidebarCookie } from '../Sidebar/sidebarCookie';
import { shellDemo } from '../storybook/shellDemo.css';
import { ADMIN_MENU, USER_MENU } from '../storybook/shellMenus';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs';
import { UiRouterProvider } from '../UiRouterProvider';

const navigate = fn().mockName('navigate');
const logout = fn().mockName('logout');

/** The shell as apps/web's AdminLayout mounts it: the exported `AdminShell` inside the app's router. */
function Shell(props: Omit<AdminShellProps, 'onLogout'>) {
  return (
    <UiRouterProvider navigate={navigate} useHref={(href) => href}>
      <AdminShell {...props} onLogout={logout} />
    </UiRouterProvider>
  );
}

const USERS = [
  { id: 1, nome: 'Ana Lima', email: 'ana.lima@exemplo.com.br', perfil: 'Administrador' },
  { id: 2, nome: 'Bruno Carvalho', email: 'bruno.carvalho@exemplo.com.br', perfil: 'Moderador' },
  { id: 3, nome: 'Carla Mendes', email: 'carla.mendes@exemplo.com.br', perfil: 'Usuário' },
  { id: 4, nome: 'Diego Rocha', email: 'diego.rocha@exemplo.com.br', perfil: 'Usuário' },
  { id: 5, nome: 'Elisa Martins', email: 'elisa.martins@exemplo.com.br', perfil: 'Usuário' },
];

/** /admin/usuarios: list with per-row actions, removal confirmation and pagination. */
function UsersPage() {
  const [users, setUsers] = useState(USERS);
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<(typeof USERS)[number] | null>(null);
  return (
    <>
      <PageHeader
        title="Usuários"
        description="Gerencie as contas de acesso à plataforma."
        actions={
          <Button onPress={() => navigate('/admin/usuario/novo')}>
            <PlusIcon />
            Novo usuário
          </Button>
        }
      />
      <Card
        padding="none"
        footer={
          <>
            <span>{`Página ${page} de 6`}</span>
            <Pagination page={page} totalPages={6} onPageChange={setPage} />
          </>
        }
      >
        <ul className={shellDemo.rows} aria-label="Usuários">
          {users.map((user) => (
            <li key={user.id} className={shellDemo.row}>
              <div className={shellDemo.rowMain}>
                <span className={shellDemo.rowTitle}>{user.nome}</span>
                <span className={shellDemo.rowText}>{user.email}</span>
              </div>
              <span className={shellDemo.rowMeta}>{user.perfil}</span>
              <MenuTrigger>
                <Button variant="ghost" size="sm" isIconOnly aria-label={`Ações de ${user.nome}`}>
                  <MoreVerticalIcon />
                </Button>
                <Menu
                  placement="bottom end"
                  onAction={(key) => {
                    if (key === 'editar') navigate(`/admin/perfil-usuario/${user.id}`);
                    if (key === 'remover') setRemoving(user);
                  }}
                >
                  <MenuItem id="editar" icon={<PencilIcon />}>
                    Editar
                  </MenuItem>
                  <MenuSeparator />
                  <MenuItem id="remover" icon={<TrashIcon />} variant="danger">
                    Remover
                  </MenuItem>
                </Menu>
              </MenuTrigger>
            </li>
          ))}
        </ul>
      </Card>
      <AlertDialog
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Remover usuário"
        confirmLabel="Remover"
        variant="destructive"
        onConfirm={() => setUsers((list) => list.filter((user) => user.id !== removing?.id))}
      >
        Tem certeza que deseja remover este usuário?
      </AlertDialog>
    </>
  );
}

/** /admin/meu-perfil for a plain user. */
function ProfilePage() {
  return (
    <>
      <PageHeader title="Meu perfil" description="Seus dados, seu plano e a segurança da conta." />
      <Card>
        <Tabs>
          <TabList aria-label="Seções do perfil">
            <Tab id="perfil">Perfil</Tab>
            <Tab id="plano">Plano ativo</Tab>
            <Tab id="historico">Histórico</Tab>
            <Tab id="seguranca">Segurança</Tab>
          </TabList>
          <TabPanel id="perfil">
            <dl className={shellDemo.details}>
              <dt className={shellDemo.term}>Nome</dt>
              <dd className={shellDemo.value}>Maria Souza</dd>
              <dt className={shellDemo.term}>E-mail</dt>
              <dd className={shellDemo.value}>maria.souza@exemplo.com.br</dd>
              <dt className={shellDemo.term}>Plano</dt>
              <dd className={shellDemo.value}>Profissional — R$ 99,90/mês</dd>
            </dl>
          </TabPanel>
          <TabPanel id="plano">
            <p className={shellDemo.text}>Nenhum plano ativo</p>
          </TabPanel>
          <TabPanel id="historico">
            <p className={shellDemo.text}>Nenhum pagamento encontrado</p>
          </TabPanel>
          <TabPanel id="seguranca">
            <Button variant="outline">Alterar senha</Button>
          </TabPanel>
        </Tabs>
      </Card>
    </>
  );
}

const meta = {
  title: 'Padrões/Shell administrativo',
  beforeEach: () => {
    navigate.mockClear();
    logout.mockClear();
    clearSidebarCookie();
    return () => clearSidebarCookie();
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'O esqueleto das telas logadas, montado com o `AdminShell` exportado dentro do ' +
          '`UiRouterProvider` do app: `TopBar` com a marca, o rótulo da área e **Sair**; ' +
          '`Sidebar` com o menu do perfil (usuário: Solicitações, Adquirir plano, Meu perfil; demais perfis: ' +
          'Dashboard, Solicitações, Usuários, Planos, Gerenciamento de usuários, Assinaturas ativas, Meu perfil); ' +
          'e a página no `main`, feita de `PageHeader` e `Card`. Ctrl/Cmd+B recolhe o menu; no celular ele ' +
          'vira uma gaveta.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tela de usuários do admin. */
export const Admin: Story = {
  name: 'Admin (Usuários)',
  render: () => (
    <Shell
      areaLabel="Admin"
      menu={ADMIN_MENU}
      currentPath="/admin/usuarios"
      homeHref="/admin/dashboard"
      defaultOpen
    >
      <UsersPage />
    </Shell>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Landmarks: header, navigation, main.
    await expect(within(canvas.getByRole('banner')).getByText('Admin')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Solicitações',
      'Usuários',
      'Planos',
      'Gerenciamento de usuários',
      'Assinaturas ativas',
      'Meu perfil',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Usuários' })).toHaveAttribute('aria-current', 'page');
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();

    // Remove a user: row menu → confirmation → the row disappears, focus is not lost.
    await userEvent.click(within(main).getByRole('button', { name: 'Ações de Carla Mendes' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remover' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remover usuário' });
    await expect(dialog).toHaveAccessibleDescription('Tem certeza que deseja remover este usuário?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(within(main).queryByText('Carla Mendes')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    // Pagination and Ctrl+B.
    await userEvent.click(within(main).getByRole('button', { name: 'Página 2' }));
    await expect(within(main).getByText('Página 2 de 6')).toBeVisible();
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(nav).toHaveAttribute('data-state', 'collapsed');
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(nav).toHaveAttribute('data-state', 'expanded');

    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    await expect(logout).toHaveBeenCalledTimes(1);
    await userEvent.unhover(canvas.getByRole('button', { name: 'Sair' }));
  },
};

/** O perfil na área do usuário. */
export const UserArea: Story = {
  name: 'Área do Usuário (Meu perfil)',
  render: () => (
    <Shell
      areaLabel="Área do Usuário"
      menu={USER_MENU}
      currentPath="/admin/meu-perfil"
      homeHref="/admin/solicitacoes"
      defaultOpen
    >
      <ProfilePage />
    </Shell>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: 'Perfil' });
    await expect(within(canvas.getByRole('banner')).getByText('Área do Usuário')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Solicitações', 'Adquirir plano', 'Meu perfil']);
    await expect(within(nav).getByRole('link', { name: 'Meu perfil' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Full keyboard path: menu toggle, brand, dark theme toggle, Sair, the three items, then the page's tabs.
    const expected = [
      canvas.getByRole('button', { name: 'Menu lateral' }),
      canvas.getByRole('link', { name: 'Certidão Ágil' }),
      canvas.getByRole('button', { name: 'Tema escuro' }),
      canvas.getByRole('button', { name: 'Sair' }),
      ...within(nav).getAllByRole('link'),
      canvas.getByRole('tab', { name: 'Perfil' }),
    ];
    for (const element of expected) {
      await userEvent.tab();
      await expect(element).toHaveFocus();
    }
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Plano ativo' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.tab({ shift: true });
  },
};

/** O admin com o menu recolhido. */
export const Collapsed: Story = {
  name: 'Admin com menu recolhido',
  render: () => (
    <Shell
      areaLabel="Admin"
      menu={ADMIN_MENU}
      currentPath="/admin/usuarios"
      homeHref="/admin/dashboard"
      defaultOpen={false}
    >
      <UsersPage />
    </Shell>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav).toHaveAttribute('data-state', 'collapsed');
    await expect(nav.getBoundingClientRect().width).toBe(48);
    await expect(within(nav).getAllByRole('link')).toHaveLength(7);
  },
};

/** No celular, com o menu em gaveta. */
export const Mobile: Story = {
  name: 'Celular (menu em gaveta)',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { visual: { fullPage: true } },
  render: () => (
    <Shell
      areaLabel="Admin"
      menu={ADMIN_MENU}
      currentPath="/admin/usuarios"
      homeHref="/admin/dashboard"
      isMobile
    >
      <UsersPage />
    </Shell>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu lateral' });
    await userEvent.click(toggle);
    const drawer = within(await screen.findByRole('dialog', { name: 'Menu principal' }));
    await expect(drawer.getAllByRole('link')).toHaveLength(7);
    await expect(drawer.getByRole('link', { name: 'Usuários' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(drawer.getByRole('button', { name: 'Fechar menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toggle).toHaveFocus());
    await userEvent.click(toggle);
    await screen.findByRole('dialog', { name: 'Menu principal' });
  },
};
