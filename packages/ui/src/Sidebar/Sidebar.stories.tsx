import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { LogOutIcon } from '../icons';
import { shellDemo } from '../storybook/shellDemo.css';
import { ADMIN_MENU, USER_MENU } from '../storybook/shellMenus';
import { TopBar } from '../TopBar';
import { UiRouterProvider } from '../UiRouterProvider';
import { Sidebar, SidebarFooter, SidebarGroup, SidebarInset, SidebarItem, SidebarProvider } from './Sidebar';
import { clearSidebarCookie, readSidebarCookie, writeSidebarCookie } from './sidebarCookie';

const navigate = fn().mockName('navigate');
const onOpenChange = fn().mockName('onOpenChange');

interface ShellArgs {
  currentPath?: string;
  menu?: 'admin' | 'user';
  defaultOpen?: boolean;
  isMobile?: boolean;
}

/** Sidebar inside a minimal shell (the top bar holds the toggle). */
function Shell({ currentPath = '/admin/usuarios', menu = 'admin', defaultOpen, isMobile }: ShellArgs) {
  const items = menu === 'admin' ? ADMIN_MENU : USER_MENU;
  return (
    <UiRouterProvider navigate={navigate} useHref={(href) => href}>
      <SidebarProvider defaultOpen={defaultOpen} isMobile={isMobile} onOpenChange={onOpenChange}>
        <TopBar
          areaLabel={menu === 'admin' ? 'Admin' : 'Área do Usuário'}
          actions={
            <Button variant="outline" size="sm">
              <LogOutIcon />
              Sair
            </Button>
          }
        />
        <Sidebar currentPath={currentPath}>
          <SidebarGroup>
            {items.map((item) => (
              <SidebarItem key={item.href} href={item.href} icon={item.icon}>
                {item.label}
              </SidebarItem>
            ))}
          </SidebarGroup>
          <SidebarFooter>Suporte: seg. a sex., 8h às 18h</SidebarFooter>
        </Sidebar>
        <SidebarInset>
          <h1 className={shellDemo.pageTitle}>Usuários</h1>
          <p className={shellDemo.pageDescription}>Conteúdo da página ao lado do menu.</p>
        </SidebarInset>
      </SidebarProvider>
    </UiRouterProvider>
  );
}

const meta = {
  title: 'Navegação/Sidebar',
  component: Sidebar,
  args: { currentPath: '/admin/usuarios', children: null },
  argTypes: { children: { control: false } },
  render: (args) => <Shell currentPath={args.currentPath} defaultOpen />,
  beforeEach: () => {
    navigate.mockClear();
    onOpenChange.mockClear();
    clearSidebarCookie();
    return () => clearSidebarCookie();
  },
  parameters: {
    usage: {
      when: ['O menu de navegação das áreas autenticadas (normalmente pelo `AdminShell`).'],
      do: ['Agrupe os itens com títulos curtos quando houver mais de sete.'],
      avoid: ['Ações no menu lateral: ele só navega.'],
    },
    layout: 'fullscreen',
    // Docs pages render it in its own frame: its overlay stays inside the example, not over the page.
    docs: {
      story: { inline: false, height: '560px' },
      description: {
        component:
          'Menu lateral do painel. `SidebarProvider` guarda o estado e monta o esqueleto (`TopBar` em cima, ' +
          '`Sidebar` à esquerda, `SidebarInset` com a página). Expandido tem 16rem; recolhido, 3rem só com ' +
          'ícones (cada item mostra o nome em uma dica). **Ctrl/Cmd+B** alterna em qualquer ponto da página e ' +
          'o estado fica 7 dias no cookie `sidebar_state`. Abaixo de 768px vira uma gaveta de 18rem aberta ' +
          'pelo botão do `TopBar`. Os itens são links do roteador; o da rota atual (`currentPath`) recebe ' +
          '`aria-current="page"`. `useSidebar()` dá acesso ao estado.',
      },
    },
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Expandido, na área do admin. */
export const Expanded: Story = {
  name: 'Expandido (Admin)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.getBoundingClientRect().width).toBe(256);
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(ADMIN_MENU.map((item) => item.label));
    // The current route is marked.
    await expect(within(nav).getByRole('link', { name: 'Usuários' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    // Items navigate through the router.
    await userEvent.click(within(nav).getByRole('link', { name: 'Planos' }));
    await expect(navigate).toHaveBeenCalledWith('/admin/planos-assinaturas', undefined);
    await userEvent.unhover(within(nav).getByRole('link', { name: 'Planos' }));
  },
};

/** Expandido, na área do usuário. */
export const UserArea: Story = {
  name: 'Expandido (Área do Usuário)',
  args: { currentPath: '/admin/detalhes-certidao/42' },
  render: (args) => <Shell currentPath={args.currentPath} menu="user" defaultOpen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Solicitações', 'Adquirir plano', 'Meu perfil']);
    await expect(canvas.getByText('Área do Usuário')).toBeVisible();
  },
};

/** Recolhido: ícones com dicas. */
export const Collapsed: Story = {
  name: 'Recolhido (ícones e dicas)',
  render: (args) => <Shell currentPath={args.currentPath} defaultOpen={false} />,
  parameters: { visual: { fullPage: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.getBoundingClientRect().width).toBe(48);
    // Labels are hidden but still name the links.
    const users = within(nav).getByRole('link', { name: 'Usuários' });
    await expect(users).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByText('Suporte: seg. a sex., 8h às 18h')).not.toBeInTheDocument();
    // Keyboard focus on an item shows its name in a tooltip.
    await userEvent.tab(); // sidebar toggle
    await userEvent.tab(); // 'Sair'
    await userEvent.tab();
    const dashboard = within(nav).getByRole('link', { name: 'Dashboard' });
    await expect(dashboard).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Dashboard'));
    await expect(dashboard).toHaveAccessibleDescription('Dashboard');
  },
};

/** Ctrl/Cmd+B recolhe e o cookie guarda o estado. */
export const Shortcut: Story = {
  name: 'Atalho Ctrl/Cmd+B e cookie',
  render: (args) => <Shell currentPath={args.currentPath} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    const toggle = canvas.getByRole('button', { name: 'Menu lateral' });
    // No cookie yet: expanded.
    await expect(readSidebarCookie()).toBeUndefined();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The sidebar registers itself right after mounting; then the toggle points at it.
    await waitFor(() => expect(toggle).toHaveAttribute('aria-controls', nav.id));

    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toHaveAttribute('data-state', 'collapsed');
    await expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(document.cookie).toContain('sidebar_state=false');

    // Cmd+B on macOS.
    await userEvent.keyboard('{Meta>}b{/Meta}');
    await expect(nav).toHaveAttribute('data-state', 'expanded');
    await expect(readSidebarCookie()).toBe(true);

    // The toggle button does the same.
    await userEvent.click(toggle);
    await expect(nav).toHaveAttribute('data-state', 'collapsed');
    await userEvent.click(toggle);
    await expect(nav).toHaveAttribute('data-state', 'expanded');
    await expect(onOpenChange).toHaveBeenCalledTimes(4);
    await userEvent.unhover(toggle);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Estado restaurado do cookie. */
export const FromCookie: Story = {
  name: 'Estado restaurado do cookie',
  render: (args) => <Shell currentPath={args.currentPath} />,
  beforeEach: () => {
    // A previous visit collapsed the sidebar.
    writeSidebarCookie(false);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Menu principal' })).toHaveAttribute(
      'data-state',
      'collapsed',
    );
    await expect(canvas.getByRole('button', { name: 'Menu lateral' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** No celular, uma gaveta. */
export const MobileDrawer: Story = {
  name: 'Celular (gaveta)',
  render: (args) => <Shell currentPath={args.currentPath} isMobile />,
  parameters: { visual: { fullPage: true } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Closed: no navigation on the page, only the toggle.
    await expect(canvas.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    const toggle = canvas.getByRole('button', { name: 'Menu lateral' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'Menu principal' });
    await expect((drawer.parentElement as HTMLElement).getBoundingClientRect().width).toBe(288);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Esc closes it and focus returns to the toggle.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toggle).toHaveFocus());

    // Ctrl+B opens the drawer on mobile; choosing an item navigates and closes it.
    await userEvent.keyboard('{Control>}b{/Control}');
    const reopened = within(await screen.findByRole('dialog', { name: 'Menu principal' }));
    await userEvent.click(reopened.getByRole('link', { name: 'Solicitações' }));
    await expect(navigate).toHaveBeenCalledWith('/admin/solicitacoes', undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A click outside closes it too; the picture shows it open.
    await userEvent.click(toggle);
    const open = await screen.findByRole('dialog', { name: 'Menu principal' });
    await userEvent.click((open.parentElement as HTMLElement).parentElement as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(toggle);
    await expect(
      within(await screen.findByRole('dialog', { name: 'Menu principal' })).getByRole('link', {
        name: 'Usuários',
      }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** Uma rota com parâmetros marca o item pai. */
export const NestedRoute: Story = {
  name: 'Rota com parâmetros marca o item',
  args: { currentPath: '/admin/usuarios?pagina=2&busca=maria' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Usuários' })).toHaveAttribute('aria-current', 'page');
    await expect(
      canvas.getAllByRole('link').filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
  },
};

/** The admin menu split into titled groups. */
function GroupedShell({ defaultOpen }: { defaultOpen: boolean }) {
  const group = (labels: string[]) => ADMIN_MENU.filter((item) => labels.includes(item.label));
  const groups = [
    { title: 'Principal', items: group(['Dashboard', 'Solicitações']) },
    {
      title: 'Administração',
      items: group(['Usuários', 'Planos', 'Gerenciamento de usuários', 'Assinaturas ativas']),
    },
    { title: 'Conta', items: group(['Meu perfil']) },
  ];
  return (
    <UiRouterProvider navigate={navigate} useHref={(href) => href}>
      <SidebarProvider defaultOpen={defaultOpen}>
        <TopBar areaLabel="Admin" />
        <Sidebar currentPath="/admin/assinaturas-ativas">
          {groups.map(({ title, items }) => (
            <SidebarGroup key={title} title={title}>
              {items.map((item) => (
                <SidebarItem key={item.href} href={item.href} icon={item.icon}>
                  {item.label}
                </SidebarItem>
              ))}
            </SidebarGroup>
          ))}
        </Sidebar>
        <SidebarInset>
          <h1 className={shellDemo.pageTitle}>Assinaturas ativas</h1>
        </SidebarInset>
      </SidebarProvider>
    </UiRouterProvider>
  );
}

/** Com grupos. */
export const Groups: Story = {
  name: 'Com grupos',
  render: () => <GroupedShell defaultOpen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    // Each group is a list named by its heading.
    const admin = within(nav).getByRole('list', { name: 'Administração' });
    await expect(within(admin).getAllByRole('link')).toHaveLength(4);
    await expect(within(admin).getByRole('link', { name: 'Assinaturas ativas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Principal', 'Administração', 'Conta']);
  },
};

/** Com grupos, recolhido. */
export const GroupsCollapsed: Story = {
  name: 'Com grupos, recolhido',
  render: () => <GroupedShell defaultOpen={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    // The headings become lines but keep naming the lists.
    await expect(within(nav).getByRole('list', { name: 'Conta' })).toBeVisible();
    await expect(nav.getBoundingClientRect().width).toBe(48);
  },
};
