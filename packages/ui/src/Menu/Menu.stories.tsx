import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Selection } from 'react-aria-components';
import { expect, fn, type Mock, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import {
  ChevronDownIcon,
  LayersIcon,
  LogOutIcon,
  MoreVerticalIcon,
  PencilIcon,
  RefreshIcon,
  TrashIcon,
  UserIcon,
} from '../icons';
import { shellDemo } from '../storybook/shellDemo.css';
import { UiRouterProvider } from '../UiRouterProvider';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, SubmenuTrigger } from './Menu';

/** Stands in for react-router's navigate. */
const navigate = fn().mockName('navigate');

/** The key of the last `onAction` call (React Aria passes the key, then an optional value). */
const lastActionKey = (onAction: unknown) => (onAction as Mock).mock.lastCall?.[0];

const meta = {
  title: 'Ações/Menu',
  component: Menu,
  args: { onAction: fn() },
  argTypes: { onAction: { control: false } },
  beforeEach: () => {
    navigate.mockClear();
  },
  decorators: [
    (Story) => (
      <UiRouterProvider navigate={navigate} useHref={(href) => href}>
        <div className={shellDemo.spacious}>
          <Story />
        </div>
      </UiRouterProvider>
    ),
  ],
  render: (args) => (
    <MenuTrigger>
      <Button variant="outline">
        Ações
        <ChevronDownIcon />
      </Button>
      <Menu {...args}>
        <MenuItem id="editar" icon={<PencilIcon />}>
          Editar
        </MenuItem>
        <MenuItem id="plano" icon={<LayersIcon />}>
          Gerenciar plano
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="remover" icon={<TrashIcon />} variant="danger">
          Remover
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  parameters: {
    usage: {
      when: [
        'Uma lista de ações ou de destinos sob um botão: ações de uma linha de tabela, menu do usuário.',
      ],
      do: [
        "Escreva os itens com verbos ('Editar', 'Remover') e marque os destrutivos com `variant=\"danger\"`.",
        'Dê um `aria-label` ao gatilho que só tem ícone.',
      ],
      avoid: ['Esconder no menu a ação principal da tela.', 'Mais de sete itens sem seções.'],
    },
    layout: 'centered',
    // The menu opens in a popover (a portal).
    visual: { fullPage: true },
    // Docs pages render it in its own frame: its overlay stays inside the example, not over the page.
    docs: {
      story: { inline: false, height: '360px' },
      description: {
        component:
          'Menu de ações ou links em um popover (`Menu` do React Aria) aberto por um `MenuTrigger`. Setas movem ' +
          'entre os itens, digitar pula para o item, Enter/Espaço ativa, Esc fecha e devolve o foco ao botão. ' +
          'Cada item chama `onAction(id)` ou navega (`href`, pelo roteador). Com `selectionMode` os itens ' +
          'mostram a marca de seleção. Use `variant="danger"` para ações destrutivas e confirme-as com um ' +
          '`AlertDialog`.',
      },
    },
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Um menu de ações. */
export const Default: Story = {
  name: 'Padrão',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Ações' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Editar', 'Gerenciar plano', 'Remover']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Editar' }));
    await expect(lastActionKey(args.onAction)).toBe('editar');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    // Open again for the picture.
    await userEvent.click(trigger);
    await screen.findByRole('menu');
  },
};

/** Setas percorrem, Enter escolhe, Esc fecha e devolve o foco. */
export const Keyboard: Story = {
  name: 'Teclado (setas, Enter, Esc)',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Ações' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await screen.findByRole('menu'));
    // Opening from the keyboard focuses the first item.
    await waitFor(() => expect(menu.getByRole('menuitem', { name: 'Editar' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(menu.getByRole('menuitem', { name: 'Gerenciar plano' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(menu.getByRole('menuitem', { name: 'Remover' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(menu.getByRole('menuitem', { name: 'Gerenciar plano' })).toHaveFocus();
    // Esc closes and focus returns to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
    // ArrowUp on the trigger opens on the last item; Enter runs it.
    await userEvent.keyboard('{ArrowUp}');
    const reopened = within(await screen.findByRole('menu'));
    await waitFor(() => expect(reopened.getByRole('menuitem', { name: 'Remover' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(lastActionKey(args.onAction)).toBe('remover');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
  parameters: { visual: { fullPage: false } },
};

/** Digitar leva ao item que começa com as letras. */
export const TypeAhead: Story = {
  name: 'Busca ao digitar',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ações' }));
    const menu = within(await screen.findByRole('menu'));
    await userEvent.keyboard('g');
    await waitFor(() => expect(menu.getByRole('menuitem', { name: 'Gerenciar plano' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
  parameters: { visual: { fullPage: false } },
};

/** Gatilho só com ícone, com nome acessível. */
export const IconTrigger: Story = {
  name: 'Gatilho só com ícone',
  render: (args) => (
    <div className={shellDemo.panel}>
      <div className={shellDemo.row}>
        <div className={shellDemo.rowMain}>
          <span className={shellDemo.rowTitle}>Maria Souza</span>
          <span className={shellDemo.rowText}>maria.souza@exemplo.com.br</span>
        </div>
        <MenuTrigger>
          <Button variant="ghost" size="sm" isIconOnly aria-label="Ações de Maria Souza">
            <MoreVerticalIcon />
          </Button>
          <Menu {...args} placement="bottom end">
            <MenuItem id="editar" icon={<PencilIcon />}>
              Editar
            </MenuItem>
            <MenuItem id="remover" icon={<TrashIcon />} variant="danger">
              Remover
            </MenuItem>
          </Menu>
        </MenuTrigger>
      </div>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ações de Maria Souza' }));
    const menu = within(await screen.findByRole('menu'));
    await userEvent.click(menu.getByRole('menuitem', { name: 'Remover' }));
    await expect(lastActionKey(args.onAction)).toBe('remover');
    await userEvent.click(canvas.getByRole('button', { name: 'Ações de Maria Souza' }));
    await userEvent.hover(await screen.findByRole('menuitem', { name: 'Remover' }));
  },
};

/** O menu do usuário, com links e seções. */
export const UserMenu: Story = {
  name: 'Menu do usuário (links e seções)',
  render: (args) => (
    <MenuTrigger>
      <Button variant="ghost">
        <UserIcon />
        Maria Souza
        <ChevronDownIcon />
      </Button>
      <Menu {...args} placement="bottom end">
        <MenuSection title="maria.souza@exemplo.com.br">
          <MenuItem id="perfil" href="/admin/meu-perfil" icon={<UserIcon />}>
            Meu perfil
          </MenuItem>
          <MenuItem id="planos" href="/planos" icon={<LayersIcon />}>
            Adquirir plano
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="sair" icon={<LogOutIcon />}>
          Sair
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Maria Souza' });
    await userEvent.click(trigger);
    const menu = within(await screen.findByRole('menu'));
    await expect(menu.getByRole('group', { name: 'maria.souza@exemplo.com.br' })).toBeVisible();
    // Link items navigate through the router.
    await userEvent.click(menu.getByRole('menuitem', { name: 'Meu perfil' }));
    await expect(navigate).toHaveBeenCalledWith('/admin/meu-perfil', undefined);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await expect(lastActionKey(args.onAction)).toBe('sair');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Focus is back on the trigger: open it again from the keyboard for the picture.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Meu perfil' })).toHaveFocus());
  },
};

function SortMenu() {
  const [selected, setSelected] = useState<Selection>(new Set(['recentes']));
  return (
    <MenuTrigger>
      <Button variant="outline" size="sm">
        Ordenar
        <ChevronDownIcon />
      </Button>
      <Menu
        aria-label="Ordenar solicitações"
        selectionMode="single"
        selectedKeys={selected}
        onSelectionChange={setSelected}
      >
        <MenuItem id="recentes">Mais recentes</MenuItem>
        <MenuItem id="antigas">Mais antigas</MenuItem>
        <MenuItem id="cliente">Cliente (A–Z)</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

/** Itens marcáveis, com seleção única. */
export const SingleSelection: Story = {
  name: 'Seleção única',
  render: () => <SortMenu />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Ordenar' });
    await userEvent.click(trigger);
    let menu = within(await screen.findByRole('menu'));
    await expect(menu.getByRole('menuitemradio', { name: 'Mais recentes' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(menu.getByRole('menuitemradio', { name: 'Cliente (A–Z)' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    menu = within(await screen.findByRole('menu'));
    await expect(menu.getByRole('menuitemradio', { name: 'Cliente (A–Z)' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(menu.getByRole('menuitemradio', { name: 'Mais recentes' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  },
};

/** Itens desabilitados. */
export const DisabledItems: Story = {
  name: 'Itens desabilitados',
  render: (args) => (
    <MenuTrigger>
      <Button variant="outline">
        Solicitação #1042
        <ChevronDownIcon />
      </Button>
      <Menu {...args} disabledKeys={['tentar']}>
        <MenuItem id="atualizar" icon={<RefreshIcon />}>
          Atualizar status
        </MenuItem>
        <MenuItem id="tentar" icon={<RefreshIcon />}>
          Tentar novamente
        </MenuItem>
        <MenuItem id="cancelar" variant="danger" icon={<TrashIcon />}>
          Cancelar
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitação #1042' }));
    const menu = within(await screen.findByRole('menu'));
    const disabled = menu.getByRole('menuitem', { name: 'Tentar novamente' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(disabled);
    await expect(args.onAction).not.toHaveBeenCalled();
    // The arrow keys skip the disabled item.
    await userEvent.keyboard('{ArrowDown}');
    await expect(menu.getByRole('menuitem', { name: 'Atualizar status' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(menu.getByRole('menuitem', { name: 'Cancelar' })).toHaveFocus();
  },
};

/** Um submenu. */
export const Submenu: Story = {
  name: 'Submenu',
  render: (args) => (
    <MenuTrigger>
      <Button variant="outline">
        Ações
        <ChevronDownIcon />
      </Button>
      <Menu {...args}>
        <MenuItem id="editar" icon={<PencilIcon />}>
          Editar
        </MenuItem>
        <SubmenuTrigger>
          <MenuItem id="status" icon={<UserIcon />}>
            Alterar status
          </MenuItem>
          <Menu {...args} placement="end top">
            <MenuItem id="active">Ativo</MenuItem>
            <MenuItem id="inactive">Inativo</MenuItem>
            <MenuItem id="suspended">Suspenso</MenuItem>
          </Menu>
        </SubmenuTrigger>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ações' }));
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const status = screen.getByRole('menuitem', { name: 'Alterar status' });
    await expect(status).toHaveFocus();
    await expect(status).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Ativo' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Inativo' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(1));
    await expect(status).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Ativo' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(lastActionKey(args.onAction)).toBe('active');
  },
  parameters: { visual: { fullPage: false } },
};
