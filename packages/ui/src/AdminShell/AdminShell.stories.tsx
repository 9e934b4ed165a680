import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Card } from '../Card';
import { PageHeader } from '../PageHeader';
import {
  clearSidebarCookie,
  readSidebarCookie,
  SIDEBAR_COOKIE_MAX_AGE,
  writeSidebarCookie,
} from '../Sidebar/sidebarCookie';
import { demo } from '../storybook/demo.css';
import { ADMIN_MENU, USER_MENU } from '../storybook/shellMenus';
import { UiRouterProvider } from '../UiRouterProvider';
import { AdminShell } from './AdminShell';

const navigate = fn().mockName('navigate');

type ShellArgs = ComponentProps<typeof AdminShell>;

/**
 * The shell as apps/web mounts it: inside the app's router (`UiRouterProvider`), with the current
 * path coming from the router, so choosing an item moves the highlight.
 */
function RoutedShell(args: ShellArgs) {
  const [path, setPath] = useState(args.currentPath);
  return (
    <UiRouterProvider
      navigate={(href, options) => {
        navigate(href, options);
        setPath(href);
      }}
      useHref={(href) => href}
    >
      <AdminShell {...args} currentPath={path} />
    </UiRouterProvider>
  );
}

const page = (
  <>
    <PageHeader title="Solicitações" description="Acompanhe as certidões de cada solicitação." />
    <Card as="section" title="Solicitações recentes" titleLevel={2}>
      <p className={demo.paragraph}>Nenhuma solicitação encontrada</p>
    </Card>
  </>
);

const meta = {
  title: 'Navegação/AdminShell',
  component: AdminShell,
  args: {
    areaLabel: 'Admin',
    menu: ADMIN_MENU,
    currentPath: '/admin/solicitacoes',
    homeHref: '/admin/dashboard',
    onLogout: fn(),
    defaultOpen: true,
    children: page,
  },
  argTypes: {
    menu: { control: false },
    children: { control: false },
    topBarContent: { control: 'text' },
  },
  render: (args) => <RoutedShell {...args} />,
  beforeEach: () => {
    navigate.mockClear();
    clearSidebarCookie();
    return () => clearSidebarCookie();
  },
  parameters: {
    usage: {
      when: ['A moldura de toda tela autenticada: barra superior, menu lateral do papel e a área da página.'],
      do: [
        'Passe o menu do papel do usuário como dados (`menus.ts`) e a rota atual em `currentPath`.',
        'Coloque no `children` só o conteúdo da página; o espaçamento entre blocos já vem do shell.',
      ],
      avoid: [
        'Montar outra barra superior ou outro menu dentro da página.',
        'Usar o shell nas páginas públicas (login, página inicial): elas têm a própria barra.',
      ],
    },
    layout: 'fullscreen',
    // Docs pages render it in its own frame: its overlay stays inside the example, not over the page.
    docs: {
      story: { inline: false, height: '560px' },
      description: {
        component:
          'O esqueleto das telas logadas: `TopBar` com o botão do menu, a marca, o ' +
          'rótulo da área e **Sair**; o menu lateral (16rem, 3rem recolhido, **Ctrl/Cmd+B** alterna e o estado ' +
          'fica 7 dias no cookie `sidebar_state`; abaixo de 768px uma gaveta de 18rem que fecha ao escolher um ' +
          'item); e a página no `main`, com os blocos empilhados. O menu chega como dado (`menu`) e o app ' +
          'envolve o shell no seu `UiRouterProvider` (o shell não tem roteador).',
      },
    },
  },
} satisfies Meta<typeof AdminShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A área do admin com o menu expandido e a página no marco principal. */
export const Default: Story = {
  name: 'Padrão (Admin)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByText('Admin')).toBeVisible();
    await expect(within(banner).getByRole('link', { name: 'Certidão Ágil' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.getBoundingClientRect().width).toBe(256);
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(ADMIN_MENU.map((item) => item.label));
    await expect(within(nav).getByRole('link', { name: 'Solicitações' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Solicitações' })).toBeVisible();
    await expect(within(main).getByRole('region', { name: 'Solicitações recentes' })).toBeVisible();

    const sair = within(banner).getByRole('button', { name: 'Sair' });
    await userEvent.click(sair);
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await userEvent.unhover(sair);
  },
};

/** Clicar num item do menu navega pelo roteador e marca o item atual. */
export const Navigation: Story = {
  name: 'Navegação pelo menu',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    const plans = within(nav).getByRole('link', { name: 'Planos' });
    await userEvent.click(plans);
    await expect(navigate).toHaveBeenCalledWith('/admin/planos-assinaturas', undefined);
    // The router's new path moves the highlight.
    await expect(plans).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Solicitações' })).not.toHaveAttribute('aria-current');
    await userEvent.unhover(plans);
  },
};

/** Ctrl/Cmd+B recolhe o menu e o estado fica num cookie por 7 dias. */
export const ShortcutAndCookie: Story = {
  name: 'Recolher com Ctrl/Cmd+B (cookie de 7 dias)',
  args: { defaultOpen: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    const toggle = canvas.getByRole('button', { name: 'Menu lateral' });
    // No cookie: expanded.
    await expect(readSidebarCookie()).toBeUndefined();
    await expect(nav).toHaveAttribute('data-state', 'expanded');
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(nav).toHaveAttribute('data-state', 'collapsed');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(nav.getBoundingClientRect().width).toBe(48));
    await expect(readSidebarCookie()).toBe(false);
    await expect(SIDEBAR_COOKIE_MAX_AGE).toBe(7 * 24 * 60 * 60);
    // Collapsed items keep their names.
    await expect(within(nav).getByRole('link', { name: 'Solicitações' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Meta>}b{/Meta}');
    await expect(nav).toHaveAttribute('data-state', 'expanded');
    await expect(readSidebarCookie()).toBe(true);
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(nav).toHaveAttribute('data-state', 'collapsed');
  },
};

/** O menu abre recolhido quando o cookie diz que foi recolhido. */
export const FromCookie: Story = {
  name: 'Estado restaurado do cookie',
  args: { defaultOpen: undefined },
  beforeEach: () => {
    // A previous visit collapsed the menu.
    writeSidebarCookie(false);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav).toHaveAttribute('data-state', 'collapsed');
    await expect(canvas.getByRole('button', { name: 'Menu lateral' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Enquanto a saída acontece, 'Sair' mostra o indicador e ignora cliques. */
export const LoggingOut: Story = {
  name: 'Saindo (Sair pendente)',
  args: { isLoggingOut: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sair = canvas.getByRole('button', { name: /Sair/ });
    await expect(sair).toHaveAttribute('aria-busy', 'true');
    await expect(within(sair).getByRole('progressbar', { name: 'Carregando...' })).toBeInTheDocument();
    await userEvent.click(sair);
    await expect(args.onLogout).not.toHaveBeenCalled();
    await userEvent.unhover(sair);
  },
};

/** A área do usuário com o nome dele na barra superior. */
export const WithTopBarContent: Story = {
  name: 'Área do Usuário com nome no topo',
  args: {
    areaLabel: 'Área do Usuário',
    menu: USER_MENU,
    currentPath: '/admin/meu-perfil',
    homeHref: '/admin/solicitacoes',
    topBarContent: 'Maria Souza',
    children: <PageHeader title="Meu perfil" description="Seus dados, seu plano e a segurança da conta." />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByText('Área do Usuário')).toBeVisible();
    await expect(within(banner).getByText('Maria Souza')).toBeVisible();
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
  },
};

/** No celular o menu é uma gaveta que fecha ao navegar. */
export const MobileDrawer: Story = {
  name: 'Celular: a gaveta fecha ao navegar',
  args: { isMobile: true, topBarContent: 'Maria Souza' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { visual: { fullPage: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Closed: only the toggle.
    await expect(canvas.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    const toggle = canvas.getByRole('button', { name: 'Menu lateral' });
    await userEvent.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'Menu principal' });
    await expect((drawer.parentElement as HTMLElement).getBoundingClientRect().width).toBe(288);

    // Choosing an item navigates and closes the drawer; focus goes back to the toggle.
    await userEvent.click(within(drawer).getByRole('link', { name: 'Usuários' }));
    await expect(navigate).toHaveBeenCalledWith('/admin/usuarios', undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toggle).toHaveFocus());
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Reopened, the drawer marks the new route.
    await userEvent.click(toggle);
    const reopened = within(await screen.findByRole('dialog', { name: 'Menu principal' }));
    await expect(reopened.getByRole('link', { name: 'Usuários' })).toHaveAttribute('aria-current', 'page');
  },
};
