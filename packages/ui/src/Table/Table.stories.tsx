import { countOf } from '@certidao/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { Selection as RACSelection, SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { StatusBadge } from '../StatusBadge';
import { demo } from '../storybook/demo.css';
import { sortItems } from './sortItems';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './Table';

interface Request {
  id: string;
  cliente: string;
  email: string;
  tipo: string;
  status: string;
  /** ISO date: sorts correctly; shown as dd/mm/aaaa. */
  data: string;
}

const REQUESTS: Request[] = [
  {
    id: '1',
    cliente: 'Maria Silva',
    email: 'maria@exemplo.com.br',
    tipo: 'TJSP',
    status: 'concluido',
    data: '2026-11-18',
  },
  {
    id: '2',
    cliente: 'João Pereira',
    email: 'joao@exemplo.com.br',
    tipo: 'CNDT',
    status: 'processando',
    data: '2026-11-20',
  },
  {
    id: '3',
    cliente: 'Ana Costa',
    email: 'ana@exemplo.com.br',
    tipo: 'Receita Federal',
    status: 'pendente',
    data: '2026-11-21',
  },
  {
    id: '4',
    cliente: 'Bruno Alves',
    email: 'bruno@exemplo.com.br',
    tipo: 'TRF3',
    status: 'falhou',
    data: '2026-11-15',
  },
];

const brDate = (iso: string) => iso.split('-').reverse().join('/');

const meta = {
  title: 'Conteúdo/Table',
  component: Table,
  args: { 'aria-label': 'Solicitações recentes' },
  parameters: {
    usage: {
      when: ['Dados com várias colunas para comparar e ordenar (solicitações, usuários, pagamentos).'],
      do: [
        'Dê um `aria-label` e marque a coluna que nomeia a linha (`isRowHeader`).',
        'Mostre um estado vazio com o próximo passo.',
      ],
      avoid: [
        'Tabelas para um só campo: use uma lista.',
        'Mais de sete colunas no celular: esconda as menos importantes.',
      ],
    },
    docs: {
      description: {
        component:
          'Tabela de dados (`Table` do React Aria): navegação por setas entre linhas e células, ordenação ' +
          '(`sortDescriptor` + `onSortChange`, ordene as linhas com `sortItems`), seleção de linhas com caixas ' +
          'de seleção (`selectionMode`), estado vazio (`emptyState`) e de carregamento (`isLoading`). ' +
          'Em telas estreitas a tabela rola na horizontal com a primeira coluna fixa (veja "Em tela de celular").',
      },
    },
  },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

const view = fn().mockName('onView');

function RequestColumns({ sortable = false }: { sortable?: boolean }) {
  return (
    <TableHeader>
      <Column id="cliente" isRowHeader allowsSorting={sortable}>
        Cliente
      </Column>
      <Column id="email" allowsSorting={sortable}>
        E-mail
      </Column>
      <Column id="tipo" allowsSorting={sortable}>
        Tipo
      </Column>
      <Column id="status">Status</Column>
      <Column id="data" allowsSorting={sortable}>
        Data
      </Column>
      <Column id="acoes">Ações</Column>
    </TableHeader>
  );
}

function RequestRow({ item }: { item: Request }) {
  return (
    <Row id={item.id}>
      <Cell>{item.cliente}</Cell>
      <Cell>{item.email}</Cell>
      <Cell>{item.tipo}</Cell>
      <Cell>
        <StatusBadge kind="certificate" status={item.status} size="sm" />
      </Cell>
      <Cell>{brDate(item.data)}</Cell>
      <Cell>
        <Button
          variant="ghost"
          size="sm"
          onPress={() => view(item.id)}
          aria-label={`Ver mais: ${item.cliente}`}
        >
          Ver mais
        </Button>
      </Cell>
    </Row>
  );
}

const rowHeaders = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** Uma tabela de solicitações. */
export const Default: Story = {
  name: 'Padrão',
  beforeEach: () => view.mockClear(),
  render: (args) => (
    <Table {...args}>
      <RequestColumns />
      <TableBody items={REQUESTS}>{(item) => <RequestRow item={item} />}</TableBody>
    </Table>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Solicitações recentes' });
    // React Aria builds the collection after the first render: wait for it.
    const headers = await within(table).findAllByRole('columnheader');
    await expect(headers.map((c) => c.textContent)).toEqual([
      'Cliente',
      'E-mail',
      'Tipo',
      'Status',
      'Data',
      'Ações',
    ]);
    await expect(within(table).getAllByRole('row')).toHaveLength(REQUESTS.length + 1);
    const button = canvas.getByRole('button', { name: 'Ver mais: Ana Costa' });
    await userEvent.click(button);
    await expect(view).toHaveBeenCalledWith('3');
    await userEvent.unhover(button);
  },
};

function SortableTable(props: { 'aria-label'?: string }) {
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>();
  const items = useMemo(() => sortItems(REQUESTS, sortDescriptor), [sortDescriptor]);
  return (
    <Table {...props} sortDescriptor={sortDescriptor} onSortChange={setSortDescriptor}>
      <RequestColumns sortable />
      <TableBody items={items}>{(item) => <RequestRow item={item} />}</TableBody>
    </Table>
  );
}

/** Ordenar clicando no cabeçalho. */
export const Sorting: Story = {
  name: 'Ordenação pelo cabeçalho',
  render: (args) => <SortableTable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cliente = await canvas.findByRole('columnheader', { name: 'Cliente' });
    await expect(cliente).not.toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(cliente);
    await expect(cliente).toHaveAttribute('aria-sort', 'ascending');
    await expect(rowHeaders(canvasElement)).toEqual([
      'Ana Costa',
      'Bruno Alves',
      'João Pereira',
      'Maria Silva',
    ]);

    await userEvent.click(cliente);
    await expect(cliente).toHaveAttribute('aria-sort', 'descending');
    await expect(rowHeaders(canvasElement)).toEqual([
      'Maria Silva',
      'João Pereira',
      'Bruno Alves',
      'Ana Costa',
    ]);

    // Another column takes over the sort.
    const data = canvas.getByRole('columnheader', { name: 'Data' });
    await userEvent.click(data);
    await expect(data).toHaveAttribute('aria-sort', 'ascending');
    await expect(cliente).not.toHaveAttribute('aria-sort', 'descending');
    await expect(rowHeaders(canvasElement)).toEqual([
      'Bruno Alves',
      'Maria Silva',
      'João Pereira',
      'Ana Costa',
    ]);
    await userEvent.unhover(data);
  },
};

/** Ordenar pelo teclado. */
export const KeyboardSorting: Story = {
  name: 'Ordenação pelo teclado',
  render: (args) => <SortableTable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('row');
    // Tab enters the grid on the first row; ArrowUp goes to the column headers.
    await userEvent.tab();
    await expect(canvas.getAllByRole('row')[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    const cliente = canvas.getByRole('columnheader', { name: 'Cliente' });
    await expect(cliente).toHaveFocus();
    await expect(cliente).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(cliente).toHaveAttribute('aria-sort', 'ascending');
    await expect(rowHeaders(canvasElement)[0]).toBe('Ana Costa');

    // ArrowRight moves along the headers; Enter sorts that column.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const tipo = canvas.getByRole('columnheader', { name: 'Tipo' });
    await expect(tipo).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(tipo).toHaveAttribute('aria-sort', 'ascending');
    await expect(rowHeaders(canvasElement)).toEqual([
      'João Pereira',
      'Ana Costa',
      'Maria Silva',
      'Bruno Alves',
    ]);
  },
};

function SelectableTable(props: { 'aria-label'?: string }) {
  const [selected, setSelected] = useState<RACSelection>(new Set());
  const count = selected === 'all' ? REQUESTS.length : selected.size;
  return (
    <div className={demo.stack}>
      <Table {...props} selectionMode="multiple" selectedKeys={selected} onSelectionChange={setSelected}>
        <RequestColumns />
        <TableBody items={REQUESTS}>{(item) => <RequestRow item={item} />}</TableBody>
      </Table>
      <p className={demo.paragraph}>{countOf(count, 'linha selecionada', 'linhas selecionadas')}</p>
    </div>
  );
}

/** Seleção de linhas. */
export const RowSelection: Story = {
  name: 'Seleção de linhas',
  render: (args) => <SelectableTable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkboxes = await canvas.findAllByRole('checkbox');
    // One 'select all' in the header and one per row, named by React Aria in Portuguese.
    await expect(checkboxes).toHaveLength(REQUESTS.length + 1);
    const selectAll = canvas.getByRole('checkbox', { name: 'Selecionar tudo' });

    await userEvent.click(checkboxes[2] as HTMLElement);
    await expect(canvas.getByText('1 linha selecionada')).toBeVisible();
    await expect(canvas.getAllByRole('row')[2]).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(selectAll);
    await expect(canvas.getByText('4 linhas selecionadas')).toBeVisible();
    await userEvent.click(selectAll);
    await expect(canvas.getByText('0 linhas selecionadas')).toBeVisible();

    // A row's checkbox selects just that row.
    await userEvent.click(checkboxes[1] as HTMLElement);
    await expect(canvas.getByText('1 linha selecionada')).toBeVisible();
    await userEvent.unhover(checkboxes[1] as HTMLElement);
  },
};

/** Vazia, com a mensagem. */
export const Empty: Story = {
  name: 'Vazia',
  render: (args) => (
    <Table {...args}>
      <RequestColumns />
      <TableBody items={[] as Request[]} emptyState="Nenhuma solicitação encontrada">
        {(item) => <RequestRow item={item} />}
      </TableBody>
    </Table>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhuma solicitação encontrada')).toBeVisible();
    // Only the header row and the empty-state row.
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

/** Carregando. */
export const Loading: Story = {
  name: 'Carregando',
  render: (args) => (
    <Table {...args}>
      <RequestColumns />
      <TableBody items={[] as Request[]} isLoading emptyState="Nenhuma solicitação encontrada">
        {(item) => <RequestRow item={item} />}
      </TableBody>
    </Table>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Carregando...' })).toBeVisible();
    await expect(canvas.queryByText('Nenhuma solicitação encontrada')).toBeNull();
  },
};

/** No celular, a tabela abre na primeira coluna, que fica fixa; a sombra à direita indica mais colunas. */
export const Mobile: Story = {
  name: 'Em tela de celular (390 px)',
  parameters: {
    docs: {
      description: {
        story:
          'Padrão para celular: a tabela abre na primeira coluna e rola na horizontal dentro da própria caixa; ' +
          'a primeira coluna (e a de seleção, quando há) fica fixa à esquerda, então a linha continua ' +
          'identificada enquanto o resto rola. Uma sombra na borda direita indica que há mais colunas; ao ' +
          'rolar, a coluna fixa ganha sombra sobre o que passa por baixo. Ponha primeiro a coluna que nomeia ' +
          'a linha (`isRowHeader`: cliente, usuário, evento) e deixe ações e datas para o fim. Use em toda ' +
          'lista do app; não é preciso layout de cartões para tabelas de até umas oito colunas.',
      },
    },
  },
  render: (args) => (
    // The width of a 390 px phone's screen: the story shows the pattern at any viewport.
    <div style={{ width: '24.375rem', maxWidth: '100%' }}>
      <Table {...args}>
        <RequestColumns />
        <TableBody items={REQUESTS}>{(item) => <RequestRow item={item} />}</TableBody>
      </Table>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Solicitações recentes' });
    const box = table.parentElement as HTMLElement;
    const first = (await within(table).findAllByRole('rowheader'))[0] as HTMLElement;
    const inside = () => first.getBoundingClientRect().left - box.getBoundingClientRect().left;
    // Opens at the first column, with the cue that more columns are to the right.
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    await expect(box.scrollLeft).toBe(0);
    await waitFor(() => expect(box).toHaveAttribute('data-scroll-end'));
    await expect(box).not.toHaveAttribute('data-scroll-start');
    const atStart = inside();
    // Scrolled to the end, the first column stays where it was and casts its shadow.
    box.scrollLeft = box.scrollWidth;
    await waitFor(() => expect(box).toHaveAttribute('data-scroll-start'));
    await expect(box).not.toHaveAttribute('data-scroll-end');
    await expect(inside()).toBe(atStart);
    await expect(getComputedStyle(first).boxShadow).not.toBe('none');
    box.scrollLeft = 0;
    await waitFor(() => expect(box).not.toHaveAttribute('data-scroll-start'));
  },
};
