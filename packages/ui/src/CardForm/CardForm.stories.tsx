import { type CardFormValues, cardFormValues } from '@certidao/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Card } from '../Card';
import { demo } from '../storybook/demo.css';
import { CardForm } from './CardForm';

const submit = fn().mockName('onSubmit');

interface DemoProps {
  initial?: CardFormValues;
  /** What the server answers to a valid card (a declined card's message), or nothing. */
  decline?: string;
  isPending?: boolean;
  submitLabel?: string;
}

/** The form with its state, as a page holds it: the values and the message above the form. */
function CardFormDemo({
  initial = cardFormValues(),
  decline,
  isPending,
  submitLabel = 'Pagar R$ 49,90',
}: DemoProps) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <Card>
      <CardForm
        values={values}
        onChange={setValues}
        error={error}
        onError={setError}
        onSubmit={(payload) => {
          submit(payload);
          if (decline) setError(decline);
        }}
        submitLabel={submitLabel}
        isPending={isPending}
        note="Pagamento processado com segurança. Não guardamos o número nem o CVC."
      />
    </Card>
  );
}

const HOLDER = cardFormValues({
  fullName: 'Maria Aparecida da Silva',
  email: 'maria.silva@example.com',
  cpfCnpj: '52998224725',
  phone: '11987654321',
});

const meta = {
  title: 'Campos/CardForm',
  component: CardFormDemo,
  args: {},
  beforeEach: () => {
    submit.mockClear();
  },
  parameters: {
    usage: {
      when: ['Cadastrar ou trocar o cartão de crédito e pagar com cartão.'],
      do: [
        "Mostre no botão o valor a pagar ('Pagar R$ 49,90').",
        'Use `note` para dizer o que fica guardado e quando é cobrado.',
      ],
      avoid: ['Pedir dados do cartão fora deste formulário.'],
    },
    docs: {
      description: {
        component:
          'O cartão de crédito e os dados do portador, usados no checkout completo e em Adicionar cartão ' +
          'Pré-visualização ao vivo (vira para o verso no CVC). Nada é dito antes do primeiro ' +
          'envio; depois dele cada campo diz o que falta ou está errado, a mensagem geral vai acima do ' +
          'formulário e o foco vai para o primeiro campo errado. O layout segue a largura do próprio ' +
          'formulário (container query), ao lado de um resumo ou sozinho. Regras e payload em ' +
          '`@certidao/domain` (`cardFormValues`, `cardFormErrors`, `cardFormPayload`), as mesmas do servidor.',
      },
    },
  },
} satisfies Meta<typeof CardFormDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enviar vazio mostra a mensagem acima do formulário e marca os campos. */
export const Empty: Story = {
  name: 'Campos obrigatórios',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Pagar R$ 49,90' });
    await expect(canvas.queryByText('Preencha este campo.')).not.toBeInTheDocument();
    await userEvent.click(button);
    await expect(submit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Por favor, preencha todos os dados do cartão de crédito',
    );
    // Focus moves on the next frame, once the messages are painted.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Número do cartão/ })).toHaveFocus());
    await expect(canvas.getAllByText('Preencha este campo.').length).toBeGreaterThanOrEqual(10);
    await userEvent.unhover(button);
  },
};

/** Preenchido, com a prévia do cartão. */
export const Filled: Story = {
  name: 'Preenchido',
  args: { initial: HOLDER },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Pagar R$ 49,90' });
    await userEvent.type(canvas.getByRole('textbox', { name: /^Número do cartão/ }), '4111111111111111');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Nome no cartão/ }), 'MARIA A SILVA');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Validade/ }), '1330');
    await userEvent.type(canvas.getByRole('textbox', { name: /^CVC/ }), '12');
    await userEvent.type(canvas.getByRole('textbox', { name: /^CEP/ }), '01310100');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Número\*?$/ }), '1000');

    // Wrong expiry and short CVC: their messages, focus on the first wrong field.
    await userEvent.click(button);
    await expect(submit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Data de validade inválida')).toBeVisible();
    await expect(canvas.getByText('CVC inválido')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Validade/ })).toHaveFocus());

    // Fixing a field clears its message as it is typed.
    const expiry = canvas.getByRole('textbox', { name: /^Validade/ });
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '0530');
    await expect(canvas.queryByText('Data de validade inválida')).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: /^CVC/ }), '3');
    await userEvent.click(button);

    await expect(submit).toHaveBeenCalledWith({
      creditCard: {
        holderName: 'MARIA A SILVA',
        number: '4111111111111111',
        expiryMonth: '05',
        expiryYear: '2030',
        ccv: '123',
      },
      creditCardHolderInfo: {
        name: 'Maria Aparecida da Silva',
        email: 'maria.silva@example.com',
        cpfCnpj: '52998224725',
        postalCode: '01310100',
        addressNumber: '1000',
        addressComplement: null,
        phone: '11987654321',
        mobilePhone: '11987654321',
      },
    });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.unhover(button);
  },
};

/** Cartão recusado: a mensagem do gateway acima do formulário, o que foi digitado fica. */
export const Declined: Story = {
  name: 'Cartão recusado',
  args: {
    initial: {
      ...HOLDER,
      number: '5184 0197 4037 3151',
      holderName: 'MARIA A SILVA',
      expiry: '12/35',
      cvc: '123',
      postalCode: '01310100',
      addressNumber: '1000',
    },
    decline: 'Pagamento recusado pela operadora do cartão. Verifique os dados ou use outro cartão.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Pagar R$ 49,90' });
    await userEvent.click(button);
    await expect(submit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Pagamento recusado pela operadora');
    await expect(canvas.getByRole('textbox', { name: /^Número do cartão/ })).toHaveValue(
      '5184 0197 4037 3151',
    );
    await userEvent.unhover(button);
  },
};

/** Enviando: campos desabilitados e o botão carregando. */
export const Pending: Story = {
  name: 'Enviando',
  args: { initial: HOLDER, isPending: true, submitLabel: 'Salvar cartão' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Nome completo/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Salvar cartão/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** No celular: a prévia em cima e um campo por linha, com o botão na largura total. */
export const Narrow: Story = {
  name: 'Celular',
  args: { initial: HOLDER },
  decorators: [
    (Story) => (
      <div className={demo.narrow}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /^Nome completo/ });
    const email = canvas.getByRole('textbox', { name: /^E-mail/ });
    // Stacked: the e-mail field is below the name field, not beside it.
    await expect(email.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().bottom);
    const root = canvasElement.querySelector('#storybook-root') ?? canvasElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};
