import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '../Card';
import { Spinner } from '../Spinner';
import { demo } from '../storybook/demo.css';
import { Stepper } from './Stepper';

/** The complete checkout (/checkout-completo/{planoId}). */
const CHECKOUT_STEPS = [
  { id: 'cadastro', label: 'Cadastro' },
  { id: 'cartao', label: 'Cartão' },
  { id: 'processando', label: 'Processando' },
] as const;

const meta = {
  title: 'Navegação/Stepper',
  component: Stepper,
  args: { steps: CHECKOUT_STEPS, currentStep: 'cartao', 'aria-label': 'Etapas da assinatura' },
  argTypes: {
    currentStep: { control: 'inline-radio', options: CHECKOUT_STEPS.map((step) => step.id) },
    steps: { control: false },
  },
  decorators: [
    (Story) => (
      <div className={demo.paragraph}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      when: ['Fluxos de três a cinco etapas em ordem: o checkout, o cadastro.'],
      do: ["Nomes curtos de etapa, em caixa de frase ('Cartão', 'Confirmação')."],
      avoid: ['Fluxos de uma ou duas etapas.'],
    },
    docs: {
      description: {
        component:
          'As etapas de um fluxo em várias telas, como o checkout completo (**Cadastro**, **Cartão**, ' +
          '**Processando**): uma lista ordenada em que as etapas feitas têm um visto (e “concluída” para leitores ' +
          'de tela) e a atual tem `aria-current="step"`. Quando a própria lista é estreita (menos de 30rem: celular, ' +
          'cartão estreito) o nome fica sob o número.',
      },
    },
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** O checkout na etapa Cartão. */
export const Default: Story = {
  name: 'Checkout: etapa Cartão',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Etapas da assinatura' });
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Cadastro (concluída)',
      '2Cartão',
      '3Processando',
    ]);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
    // The done step shows a check instead of its number.
    await expect(items[0]?.querySelector('svg')).not.toBeNull();
  },
};

/** Na primeira etapa. */
export const FirstStep: Story = {
  name: 'Primeira etapa (Cadastro)',
  args: { currentStep: 'cadastro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.queryByText(/concluída/)).toBeNull();
  },
};

/** Todas concluídas. */
export const Complete: Story = {
  name: 'Todas concluídas',
  args: { currentStep: 'processando', isComplete: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(0);
    await expect(canvas.getAllByText('(concluída)', { exact: false })).toHaveLength(3);
  },
};

/** The checkout moving on: each step's button leads to the next. */
function CheckoutFlow() {
  const [index, setIndex] = useState(0);
  const step = CHECKOUT_STEPS[index] ?? CHECKOUT_STEPS[0];
  return (
    <Card
      title="Assinar plano Profissional"
      titleLevel={2}
      footer={
        step.id === 'processando' ? undefined : (
          <Button onPress={() => setIndex((i) => Math.min(i + 1, CHECKOUT_STEPS.length - 1))}>
            {step.id === 'cadastro' ? 'Continuar' : 'Pagar'}
          </Button>
        )
      }
    >
      <div className={demo.stack}>
        <Stepper steps={CHECKOUT_STEPS} currentStep={step.id} aria-label="Etapas da assinatura" />
        {step.id === 'processando' ? <Spinner label="Processando pagamento..." showLabel /> : null}
      </div>
    </Card>
  );
}

/** Avançando no checkout. */
export const InCheckout: Story = {
  name: 'No checkout (avançando)',
  render: () => <CheckoutFlow />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = () =>
      canvas.getAllByRole('listitem').findIndex((item) => item.hasAttribute('aria-current'));
    await expect(current()).toBe(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(current()).toBe(1);
    await expect(canvas.getByText('Cadastro')).toHaveTextContent('Cadastro (concluída)');
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar' }));
    await expect(current()).toBe(2);
    await expect(canvas.getAllByText('(concluída)', { exact: false })).toHaveLength(2);
    await expect(canvas.getByRole('progressbar', { name: 'Processando pagamento...' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Numa tela estreita (360px). */
export const Narrow: Story = {
  name: 'Tela estreita (360px)',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // The test browser keeps its 1024px viewport: a 360px-wide container stands for the phone.
  decorators: [
    (Story) => (
      <div className={demo.narrow}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Etapas da assinatura' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    // Stacked: the label sits under its marker.
    const marker = canvas.getAllByRole('listitem')[2]?.firstElementChild as HTMLElement;
    await expect(canvas.getByText('Processando').getBoundingClientRect().top).toBeGreaterThanOrEqual(
      marker.getBoundingClientRect().bottom,
    );
    await expect(canvas.getByText('Processando')).toBeVisible();
  },
};
