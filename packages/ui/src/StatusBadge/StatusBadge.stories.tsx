import { CERTIFICATE_STATUSES, JOB_STATES, PAYMENT_STATUSES, SUBSCRIPTION_STATUSES } from '@certidao/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demo } from '../storybook/demo.css';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Feedback/StatusBadge',
  component: StatusBadge,
  args: { kind: 'certificate', status: 'concluido' },
  argTypes: {
    kind: { control: 'inline-radio', options: ['certificate', 'job', 'payment', 'subscription'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  parameters: {
    usage: {
      when: ['O status de uma certidão, job, pagamento ou assinatura, como o servidor envia.'],
      do: ['Passe o status cru: o selo traduz e escolhe o tom.'],
      avoid: ['Escrever o rótulo à mão com `Badge`.'],
    },
    docs: {
      description: {
        component:
          'Status mostrado com cor **e** texto (nunca só cor), com os rótulos da especificação vindos do ' +
          '`@certidao/domain`: certidões e jobs (Aguardando, Processando, Concluída, Falhou, Atrasada, Travado; ' +
          'cancelado aparece como Cancelada, nunca Falhou), pagamentos (Confirmado, Pendente, Recusado, Cancelado, Reembolsado) ' +
          'e assinaturas (Ativa, Pendente, Cancelada, Desconhecido). Valores desconhecidos ficam neutros.',
      },
    },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const labels = (element: HTMLElement) =>
  within(element)
    .getAllByText(/.+/, { selector: '[data-tone]' })
    .map((badge) => badge.textContent);

/** Um status de certidão. */
export const Default: Story = {
  name: 'Padrão',
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Concluída');
    await expect(badge).toHaveAttribute('data-tone', 'concluido');
    // The dot is decorative; the label is the text.
    await expect(badge.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** Todos os status de certidão. */
export const CertificateStatuses: Story = {
  name: 'Certidões (status do servidor)',
  render: (args) => (
    <div className={demo.row}>
      {CERTIFICATE_STATUSES.map((status) => (
        <StatusBadge {...args} key={status} kind="certificate" status={status} />
      ))}
      <StatusBadge {...args} kind="certificate" status="arquivado" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(labels(canvasElement)).toEqual([
      'Aguardando',
      'Processando',
      'Concluída',
      'Falhou',
      'Cancelada',
      'Desconhecido',
    ]);
  },
};

/** Os estados de job, no detalhe da solicitação. */
export const JobStates: Story = {
  name: 'Jobs (detalhe da solicitação)',
  render: (args) => (
    <div className={demo.row}>
      {JOB_STATES.map((state) => (
        <StatusBadge {...args} key={state} kind="job" status={state} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(labels(canvasElement)).toEqual([
      'Aguardando',
      'Processando',
      'Concluída',
      'Falhou',
      'Atrasada',
      'Travado',
    ]);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Travado')).toHaveAttribute('data-tone', 'falhou');
    await expect(canvas.getByText('Atrasada')).toHaveAttribute('data-tone', 'pendente');
  },
};

/** O estado do job tem precedência. */
export const CertificateWithJob: Story = {
  name: 'Certidão com estado do job',
  render: (args) => (
    <div className={demo.row}>
      <StatusBadge {...args} kind="certificate" status="processando" jobState="delayed" />
      <StatusBadge {...args} kind="certificate" status="processando" jobState="stuck" />
      <StatusBadge {...args} kind="certificate" status="cancelado" jobState="active" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The polled job state wins, except over cancelado (always Cancelada, never Falhou).
    await expect(labels(canvasElement)).toEqual(['Atrasada', 'Travado', 'Cancelada']);
    await expect(within(canvasElement).getByText('Cancelada')).toHaveAttribute('data-tone', 'cancelado');
  },
};

/** Os status de pagamento. */
export const PaymentStatuses: Story = {
  name: 'Pagamentos',
  render: (args) => (
    <div className={demo.row}>
      {PAYMENT_STATUSES.map((status) => (
        <StatusBadge {...args} key={status} kind="payment" status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(labels(canvasElement)).toEqual([
      'Confirmado',
      'Pendente',
      'Recusado',
      'Cancelado',
      'Reembolsado',
    ]);
  },
};

/** Os status de assinatura. */
export const SubscriptionStatuses: Story = {
  name: 'Assinaturas',
  render: (args) => (
    <div className={demo.row}>
      {SUBSCRIPTION_STATUSES.map((status) => (
        <StatusBadge {...args} key={status} kind="subscription" status={status} />
      ))}
      <StatusBadge {...args} kind="subscription" status="OVERDUE" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(labels(canvasElement)).toEqual(['Ativa', 'Pendente', 'Cancelada', 'Desconhecido']);
    const tones = Array.from(canvasElement.querySelectorAll('[data-tone]')).map((badge) =>
      badge.getAttribute('data-tone'),
    );
    await expect(tones).toEqual(['concluido', 'pendente', 'cancelado', 'neutral']);
  },
};

/** Os dois tamanhos. */
export const Sizes: Story = {
  name: 'Tamanhos',
  render: (args) => (
    <div className={demo.row}>
      <StatusBadge {...args} size="sm" status="processando" />
      <StatusBadge {...args} size="md" status="processando" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [small, medium] = within(canvasElement)
      .getAllByText('Processando')
      .map((badge) => badge.getBoundingClientRect().height);
    await expect(small).toBeLessThan(medium ?? 0);
  },
};
