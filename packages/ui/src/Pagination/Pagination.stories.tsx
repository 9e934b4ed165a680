import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { shellDemo } from '../storybook/shellDemo.css';
import { UiRouterProvider } from '../UiRouterProvider';
import { Pagination, type PaginationProps } from './Pagination';

const navigate = fn().mockName('navigate');

/** Pagination with its own page state, reporting changes to `onPageChange`. */
function StatefulPagination(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange?.(next);
      }}
    />
  );
}

/** The visible labels of the pagination, in order ('…' for the ellipses). */
function visibleItems(canvasElement: HTMLElement): string[] {
  return [...canvasElement.querySelectorAll('li')].map((li) =>
    li.querySelector('[aria-hidden="true"]')?.textContent === '…'
      ? '…'
      : (li.querySelector('a, button')?.getAttribute('aria-label') ?? li.textContent ?? '').replace(
          'Página ',
          '',
        ),
  );
}

const meta = {
  title: 'Navegação/Pagination',
  component: Pagination,
  args: { page: 5, totalPages: 10, onPageChange: fn() },
  argTypes: { onPageChange: { control: false } },
  render: (args) => <StatefulPagination {...args} />,
  beforeEach: () => {
    navigate.mockClear();
  },
  parameters: {
    usage: {
      when: ['Listas e tabelas com mais de uma página de resultados.'],
      do: ['Prefira links (`getPageHref`) para que cada página tenha endereço próprio.'],
      avoid: ['Paginação para menos de uma página: o componente some sozinho.'],
    },
    docs: {
      description: {
        component:
          'Paginação das listas: **Anterior**, a primeira e a última página, as páginas a 1 de ' +
          'distância da atual e reticências entre elas, e **Próxima** (janela calculada por `paginationWindow` ' +
          'de `@certidao/domain`). A página atual tem `aria-current="page"`. Com `getPageHref` as páginas ' +
          'viram links do roteador. No celular, Anterior e Próxima mostram só as setas.',
      },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Páginas com anterior e próxima. */
export const Default: Story = {
  name: 'Padrão',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Paginação' })).toBeVisible();
    await expect(visibleItems(canvasElement)).toEqual([
      'Anterior',
      '1',
      '…',
      '4',
      '5',
      '6',
      '…',
      '10',
      'Próxima',
    ]);
    await expect(canvas.getByRole('button', { name: 'Página 5' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
    await expect(canvas.getByRole('button', { name: 'Página 6' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Página 5' })).not.toHaveAttribute('aria-current');
    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Página 4' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Página 5' }));
    await expect(visibleItems(canvasElement)).toEqual([
      'Anterior',
      '1',
      '…',
      '4',
      '5',
      '6',
      '…',
      '10',
      'Próxima',
    ]);
    await userEvent.unhover(canvas.getByRole('button', { name: 'Página 5' }));
  },
};

/** Na primeira página, 'Anterior' fica desabilitado. */
export const FirstPage: Story = {
  name: 'Primeira página',
  args: { page: 1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(visibleItems(canvasElement)).toEqual(['Anterior', '1', '2', '…', '10', 'Próxima']);
    const previous = canvas.getByRole('button', { name: 'Anterior' });
    await expect(previous).toBeDisabled();
    await userEvent.click(previous);
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** Na última página, 'Próxima' fica desabilitado. */
export const LastPage: Story = {
  name: 'Última página',
  args: { page: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(visibleItems(canvasElement)).toEqual(['Anterior', '1', '…', '9', '10', 'Próxima']);
    await expect(canvas.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Página 10' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Poucas páginas, todas visíveis. */
export const FewPages: Story = {
  name: 'Poucas páginas',
  args: { page: 2, totalPages: 3 },
  play: async ({ canvasElement }) => {
    await expect(visibleItems(canvasElement)).toEqual(['Anterior', '1', '2', '3', 'Próxima']);
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(0);
  },
};

/** Tab percorre as páginas, Enter muda. */
export const Keyboard: Story = {
  name: 'Teclado',
  args: { page: 8 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Tab order: Anterior, the pages, Próxima.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Página 1' })).toHaveFocus();
    for (const page of [7, 8, 9, 10]) {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: `Página ${page}` })).toHaveFocus();
    }
    await userEvent.tab();
    const next = canvas.getByRole('button', { name: 'Próxima' });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(9);
    await expect(next).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
    // 'Próxima' is disabled on the last page: focus moves to the current page instead of being lost.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Página 10' })).toHaveFocus());
    await expect(next).toBeDisabled();
  },
};

/** Páginas como links do roteador. */
export const Links: Story = {
  name: 'Links do roteador',
  args: { page: 3, totalPages: 6, getPageHref: (page: number) => `/admin/usuarios?pagina=${page}` },
  render: (args) => (
    <UiRouterProvider navigate={navigate} useHref={(href) => href}>
      <Pagination {...args} />
    </UiRouterProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByRole('link', { name: 'Página 3' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Próxima' })).toHaveAttribute(
      'href',
      '/admin/usuarios?pagina=4',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Página 6' }));
    await expect(navigate).toHaveBeenCalledWith('/admin/usuarios?pagina=6', undefined);
    await userEvent.unhover(canvas.getByRole('link', { name: 'Página 6' }));
  },
};

/** Desabilitada enquanto a página carrega. */
export const Disabled: Story = {
  name: 'Desabilitada (carregando)',
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Página 6' }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** Sob uma lista de usuários. */
export const InList: Story = {
  name: 'Em uma lista de usuários',
  args: { page: 2, totalPages: 6 },
  render: (args) => (
    <div className={shellDemo.panelList}>
      <ul className={shellDemo.rows}>
        {[
          ['Ana Lima', 'ana.lima@exemplo.com.br'],
          ['Bruno Carvalho', 'bruno.carvalho@exemplo.com.br'],
          ['Carla Mendes', 'carla.mendes@exemplo.com.br'],
        ].map(([name, email]) => (
          <li key={name} className={shellDemo.row}>
            <div className={shellDemo.rowMain}>
              <span className={shellDemo.rowTitle}>{name}</span>
              <span className={shellDemo.rowText}>{email}</span>
            </div>
          </li>
        ))}
      </ul>
      <div className={shellDemo.panelFooter}>
        <span>Mostrando 11–20 de 57 usuários</span>
        <StatefulPagination {...args} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Mostrando 11–20 de 57 usuários')).toBeVisible();
  },
};
