import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ChevronDownIcon, LayersIcon, LogOutIcon, UserIcon } from '../icons';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../Menu';
import { SidebarProvider } from '../Sidebar';
import { clearSidebarCookie } from '../Sidebar/sidebarCookie';
import { UiRouterProvider } from '../UiRouterProvider';
import { TopBar } from './TopBar';

const navigate = fn().mockName('navigate');
const logout = fn().mockName('logout');

const meta = {
  title: 'Navegação/TopBar',
  component: TopBar,
  args: {
    areaLabel: 'Admin',
    actions: (
      <Button variant="outline" size="sm" onPress={logout}>
        <LogOutIcon />
        Sair
      </Button>
    ),
  },
  argTypes: { actions: { control: false }, children: { control: false } },
  decorators: [
    (Story) => (
      <UiRouterProvider navigate={navigate} useHref={(href) => href}>
        <Story />
      </UiRouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
    logout.mockClear();
    clearSidebarCookie();
  },
  parameters: {
    usage: {
      when: ['A barra do topo das áreas autenticadas (normalmente pelo `AdminShell`).'],
      do: ["Deixe no fim só as ações da conta ('Sair', menu do usuário)."],
      avoid: ['Navegação principal na barra: ela fica no menu lateral.'],
    },
    layout: 'fullscreen',
    // Docs pages render it in its own frame: its overlay stays inside the example, not over the page.
    docs: {
      story: { inline: false, height: '200px' },
      description: {
        component:
          'Barra superior do painel: botão do menu lateral (dentro de um `SidebarProvider`), a marca, o rótulo ' +
          'da área (**Área do Usuário** para o perfil usuário, **Admin** para os demais) e as ações, como ' +
          '**Sair**. É o `header` da página e fica fixa no topo ao rolar.',
      },
    },
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A barra do admin. */
export const Admin: Story = {
  name: 'Admin',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('img', { name: 'Certidão Ágil' })).toBeVisible();
    await expect(within(banner).getByText('Admin')).toBeVisible();
    // Outside a SidebarProvider there is no sidebar toggle.
    await expect(within(banner).queryByRole('button', { name: 'Menu lateral' })).not.toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: 'Sair' }));
    await expect(logout).toHaveBeenCalledTimes(1);
    await userEvent.unhover(within(banner).getByRole('button', { name: 'Sair' }));
  },
};

/** A área do usuário, com a marca como link. */
export const UserArea: Story = {
  name: 'Área do Usuário (marca com link)',
  args: { areaLabel: 'Área do Usuário', homeHref: '/admin/solicitacoes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const home = canvas.getByRole('link', { name: 'Certidão Ágil' });
    await expect(home).toHaveAttribute('href', '/admin/solicitacoes');
    await userEvent.click(home);
    await expect(navigate).toHaveBeenCalledWith('/admin/solicitacoes', undefined);
    await expect(canvas.getByText('Área do Usuário')).toBeVisible();
    await userEvent.unhover(home);
  },
};

/** Com o botão do menu lateral. */
export const WithSidebarTrigger: Story = {
  name: 'Com botão do menu lateral',
  render: (args) => (
    <SidebarProvider defaultOpen>
      <TopBar {...args} />
    </SidebarProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu lateral' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Tab order: toggle, then the actions.
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sair' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The same shortcut as everywhere else in the shell.
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
  },
};

/** Com o menu do usuário. */
export const WithUserMenu: Story = {
  name: 'Com menu do usuário',
  args: {
    areaLabel: 'Área do Usuário',
    actions: (
      <MenuTrigger>
        <Button variant="ghost" size="sm">
          <UserIcon />
          Maria Souza
          <ChevronDownIcon />
        </Button>
        <Menu placement="bottom end" onAction={(key) => (key === 'sair' ? logout() : undefined)}>
          <MenuItem id="perfil" href="/admin/meu-perfil" icon={<UserIcon />}>
            Meu perfil
          </MenuItem>
          <MenuItem id="planos" href="/planos" icon={<LayersIcon />}>
            Adquirir plano
          </MenuItem>
          <MenuSeparator />
          <MenuItem id="sair" icon={<LogOutIcon />}>
            Sair
          </MenuItem>
        </Menu>
      </MenuTrigger>
    ),
  },
  render: (args) => (
    <SidebarProvider defaultOpen>
      <TopBar {...args} />
    </SidebarProvider>
  ),
  parameters: { visual: { fullPage: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Maria Souza' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await expect(logout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Meu perfil' })).toHaveFocus());
  },
};
