import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { demo } from '../storybook/demo.css';
import { InlineAlert } from './InlineAlert';

const meta = {
  title: 'Feedback/InlineAlert',
  component: InlineAlert,
  args: { tone: 'danger', children: 'E-mail ou senha incorretos.' },
  decorators: [
    (Story) => (
      <div className={demo.card}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      when: ['Uma mensagem ligada a uma área da página: o erro de um envio, um aviso sobre um plano.'],
      do: [
        'Escreva o que aconteceu e o que fazer, em uma ou duas frases.',
        'Use `isLive` só quando nada mais anuncia a mensagem.',
      ],
      avoid: ['Mensagens passageiras de sucesso: use `toast`.', 'Vários alertas empilhados.'],
    },
    docs: {
      description: {
        component:
          'Uma mensagem dentro da página sobre um formulário ou uma seção inteira: login recusado, cartão ' +
          'recusado, e-mail enviado, e-mail não confirmado. Cada tom tem seu ícone (a cor nunca é o único ' +
          'sinal). Com **isLive** a mensagem é anunciada ao aparecer (`role="alert"`); sem ele, quem a mostra ' +
          'move o foco para ela ou a anuncia por um toast.',
      },
    },
  },
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Erro: a mensagem em vermelho com o ícone de alerta. */
export const Danger: Story = {
  name: 'Erro',
  play: async ({ canvasElement }) => {
    const alert = canvasElement.querySelector('[data-tone="danger"]');
    await expect(alert).toHaveTextContent('E-mail ou senha incorretos.');
    // Not announced by itself: the page moves focus to it.
    await expect(alert).not.toHaveAttribute('role');
    await expect(alert?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Os quatro tons: erro, aviso, sucesso e informação. */
export const Tones: Story = {
  name: 'Tons',
  render: () => (
    <div className={demo.list}>
      <InlineAlert tone="danger">Pagamento recusado pela operadora do cartão.</InlineAlert>
      <InlineAlert tone="warning">Seu e-mail ainda não foi confirmado.</InlineAlert>
      <InlineAlert tone="success">Plano cancelado. O valor será estornado em até 7 dias.</InlineAlert>
      <InlineAlert tone="info">As certidões ficam disponíveis por 30 dias.</InlineAlert>
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const tone of ['danger', 'warning', 'success', 'info'])
      await expect(canvasElement.querySelector(`[data-tone="${tone}"] svg`)).toBeInTheDocument();
  },
};

/** Com uma ação sob a mensagem. */
export const WithAction: Story = {
  name: 'Com ação',
  args: {
    tone: 'warning',
    children:
      'E-mail não confirmado. Verifique sua caixa de entrada e confirme seu e-mail antes de fazer login.',
    action: (
      <Button variant="secondary" size="sm">
        Reenviar e-mail de confirmação
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reenviar e-mail de confirmação' })).toHaveFocus();
  },
};

/** Um alerta que aparece depois de um envio recusado é anunciado pelos leitores de tela. */
export const Live: Story = {
  name: 'Anunciado ao aparecer',
  render: function LiveAlert() {
    const [error, setError] = useState<string | null>(null);
    return (
      <div className={demo.list}>
        {error ? (
          <InlineAlert tone="danger" isLive>
            {error}
          </InlineAlert>
        ) : null}
        <Button onPress={() => setError('Por favor, preencha todos os dados do cartão de crédito')}>
          Pagar
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Por favor, preencha todos os dados do cartão de crédito',
    );
  },
};
