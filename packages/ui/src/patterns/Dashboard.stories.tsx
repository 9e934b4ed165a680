import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '../Card';
import { ArrowRightIcon, CheckCircleIcon, CreditCardIcon, UsersIcon, XCircleIcon } from '../icons';
import { Link } from '../Link';
import { StatCard } from '../StatCard';
import { StatusBadge } from '../StatusBadge';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../Table';
import * as styles from './patterns.css';

interface RecentRequest {
  id: string;
  cliente: string;
  email: string;
  tipo: string;
  status: string;
  data: string;
}

const RECENT: RecentRequest[] = [
  {
    id: 'a1',
    cliente: 'Maria Silva',
    email: 'maria@exemplo.com.br',
    tipo: 'TJSP',
    status: 'concluido',
    data: '21/11/2026',
  },
  {
    id: 'a2',
    cliente: 'João Pereira',
    email: 'joao@exemplo.com.br',
    tipo: 'CNDT',
    status: 'processando',
    data: '21/11/2026',
  },
  {
    id: 'a3',
    cliente: 'Imobiliária Santos Ltda',
    email: 'contato@santos.com.br',
    tipo: 'Receita Federal',
    status: 'pendente',
    data: '20/11/2026',
  },
  {
    id: 'a4',
    cliente: 'Ana Costa',
    email: 'ana@exemplo.com.br',
    tipo: 'TRF3',
    status: 'falhou',
    data: '19/11/2026',
  },
  {
    id: 'a5',
    cliente: 'Bruno Alves',
    email: 'bruno@exemplo.com.br',
    tipo: 'IPTU Santos',
    status: 'concluido',
    data: '18/11/2026',
  },
];

const viewRequest = fn().mockName('onViewRequest');

function Dashboard({ requests }: { requests: RecentRequest[] }) {
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>Dashboard</h1>
        <p className={styles.pageSubtitle}>Visão geral das solicitações, usuários e assinaturas.</p>
      </div>
      <div className={styles.statGrid}>
        <StatCard
          label="Solicitações concluídas"
          value="1.180"
          description="Tempo médio: 3 min"
          icon={<CheckCircleIcon />}
          iconTone="success"
          change={{ value: '-10%', direction: 'down', tone: 'positive', label: 'no tempo médio' }}
        />
        <StatCard
          label="Solicitações com falha"
          value="70"
          description="de 1.250 solicitações"
          icon={<XCircleIcon />}
          iconTone="danger"
          change={{ value: '5,6%', direction: 'up', tone: 'negative', label: 'do total' }}
        />
        <StatCard
          label="Usuários ativos"
          value="45"
          description="de 60 usuários"
          icon={<UsersIcon />}
          change={{ value: '75%', direction: 'up', label: 'do total' }}
        />
        <StatCard
          label="Receita mensal"
          value="R$ 4.990,00"
          description="38 de 42 assinaturas ativas"
          icon={<CreditCardIcon />}
          iconTone="warning"
          change={{ value: '90%', direction: 'up', label: 'das assinaturas ativas' }}
        />
      </div>
      <Card
        as="section"
        title="Solicitações recentes"
        titleLevel={2}
        actions={
          <Link href="/admin/solicitacoes" buttonVariant="ghost" buttonSize="sm">
            Ver todas
            <ArrowRightIcon />
          </Link>
        }
      >
        <Table aria-label="Solicitações recentes">
          <TableHeader>
            <Column id="cliente" isRowHeader>
              Cliente
            </Column>
            <Column id="email">E-mail</Column>
            <Column id="tipo">Tipo</Column>
            <Column id="status">Status</Column>
            <Column id="data">Data</Column>
            <Column id="acoes">Ações</Column>
          </TableHeader>
          <TableBody items={requests} emptyState="Nenhuma solicitação encontrada">
            {(item) => (
              <Row id={item.id}>
                <Cell>{item.cliente}</Cell>
                <Cell>{item.email}</Cell>
                <Cell>{item.tipo}</Cell>
                <Cell>
                  <StatusBadge kind="certificate" status={item.status} size="sm" />
                </Cell>
                <Cell>{item.data}</Cell>
                <Cell>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Ver mais: ${item.cliente}`}
                    onPress={() => viewRequest(item.id)}
                  >
                    Ver mais
                  </Button>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </Card>
    </div>
  );
}

const meta = {
  title: 'Padrões/Dashboard',
  component: Dashboard,
  args: { requests: RECENT },
  beforeEach: () => viewRequest.mockClear(),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'O painel do administrador (/admin/dashboard) montado com os componentes: quatro `StatCard` com ' +
          "indicadores de variação e a tabela 'Solicitações recentes' (Cliente, E-mail, Tipo, Status, Data, Ações) " +
          "com 'Ver todas' e o estado vazio 'Nenhuma solicitação encontrada'.",
      },
    },
  },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** O painel com dados. */
export const WithData: Story = {
  name: 'Com dados',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group')).toHaveLength(4);
    const time = canvas.getByRole('group', { name: 'Solicitações concluídas' });
    await expect(time.querySelector('[data-direction]')).toHaveTextContent('-10% no tempo médio');

    const section = canvas.getByRole('region', { name: 'Solicitações recentes' });
    const table = within(section).getByRole('grid', { name: 'Solicitações recentes' });
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
    await expect(within(table).getAllByRole('row')).toHaveLength(RECENT.length + 1);
    await expect(within(section).getByRole('link', { name: 'Ver todas' })).toHaveAttribute(
      'href',
      '/admin/solicitacoes',
    );
    const more = within(table).getByRole('button', { name: 'Ver mais: Ana Costa' });
    await userEvent.click(more);
    await expect(viewRequest).toHaveBeenCalledWith('a4');
    await userEvent.unhover(more);
  },
};

/** O painel sem solicitações. */
export const Empty: Story = {
  name: 'Sem solicitações',
  args: { requests: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Solicitações recentes' });
    await expect(await within(table).findByText('Nenhuma solicitação encontrada')).toBeVisible();
    await expect(canvas.getAllByRole('group')).toHaveLength(4);
  },
};
