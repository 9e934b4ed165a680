import { maskCardExpiry, maskCardNumber, maskCvc } from '@certidao/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Form } from '../Form';
import { demo } from '../storybook/demo.css';
import { TextField } from '../TextField';
import { CreditCardPreview } from './CreditCardPreview';

const meta = {
  title: 'Conteúdo/CreditCardPreview',
  component: CreditCardPreview,
  parameters: {
    usage: {
      when: ['Ao lado do formulário do cartão, para o usuário conferir o que digitou.'],
      do: ['Vire o cartão (`isFlipped`) enquanto o CVC está em foco.'],
      avoid: ['Usar como única forma de mostrar os dados: é decorativo, os campos são a fonte.'],
    },
    docs: {
      description: {
        component:
          'Pré-visualização ao vivo do cartão enquanto a pessoa digita (tela Adicionar cartão): número em grupos ' +
          "de 4 com '•' no que falta, nome do titular, validade MM/AA e a bandeira adivinhada pelos primeiros " +
          'dígitos (Visa, Mastercard, Elo, American Express). Vira para mostrar o CVC quando o campo do CVC tem ' +
          'foco; com movimento reduzido a troca é instantânea. Para leitores de tela é uma imagem com uma ' +
          'descrição curta, pois repete os campos do formulário.',
      },
    },
  },
} satisfies Meta<typeof CreditCardPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const part = (element: HTMLElement, id: string) => {
  const node = element.querySelector(`[data-testid="${id}"]`);
  if (!node) throw new Error(`${id} not found`);
  return node;
};

/** Vazio, com os textos de exemplo. */
export const Empty: Story = {
  name: 'Vazio',
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('img', { name: 'Pré-visualização do cartão' });
    await expect(part(card, 'card-number')).toHaveTextContent('•••• •••• •••• ••••');
    await expect(part(card, 'card-holder')).toHaveTextContent('Nome do titular');
    await expect(part(card, 'card-expiry')).toHaveTextContent('MM/AA');
    await expect(card).not.toHaveAttribute('data-brand');
  },
};

/** Preenchido, com a bandeira Visa. */
export const Filled: Story = {
  name: 'Preenchido (Visa)',
  args: { number: '4111 1111 1111 1111', holderName: 'Maria Silva', expiry: '12/29' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('img', {
      name: 'Pré-visualização do cartão Visa terminado em 1111',
    });
    await expect(part(card, 'card-brand')).toHaveTextContent('Visa');
    await expect(part(card, 'card-holder')).toHaveTextContent('Maria Silva');
  },
};

/** A bandeira reconhecida pelo número. */
export const Brands: Story = {
  name: 'Bandeiras',
  render: () => (
    <div className={demo.row}>
      <CreditCardPreview number="5105 1051 0510 5100" holderName="João Pereira" expiry="08/27" />
      <CreditCardPreview number="6362 9700 0045 7013" holderName="Ana Costa" expiry="03/28" />
      <CreditCardPreview number="3782 822463 10005" holderName="Bruno Alves" expiry="11/30" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /Mastercard terminado em 5100/ })).toHaveAttribute(
      'data-brand',
      'mastercard',
    );
    await expect(canvas.getByRole('img', { name: /Elo terminado em 7013/ })).toHaveAttribute(
      'data-brand',
      'elo',
    );
    await expect(canvas.getByRole('img', { name: /American Express terminado em 0005/ })).toHaveAttribute(
      'data-brand',
      'amex',
    );
  },
};

/** O verso, com o CVC. */
export const Back: Story = {
  name: 'Verso (CVC)',
  args: {
    number: '4111 1111 1111 1111',
    holderName: 'Maria Silva',
    expiry: '12/29',
    cvc: '12',
    isFlipped: true,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('img');
    await expect(card).toHaveAttribute('data-flipped', 'true');
    await expect(part(card, 'card-cvc')).toHaveTextContent('12•');
    await expect(part(card, 'card-cvc')).toBeVisible();
    await expect(part(card, 'card-number')).not.toBeVisible();
  },
};

function AddCardForm() {
  const [number, setNumber] = useState('');
  const [holderName, setHolderName] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [cvcFocused, setCvcFocused] = useState(false);
  return (
    <div className={demo.row}>
      <CreditCardPreview
        number={number}
        holderName={holderName}
        expiry={expiry}
        cvc={cvc}
        isFlipped={cvcFocused}
      />
      <Form className={demo.form}>
        <TextField
          label="Número do cartão"
          inputMode="numeric"
          autoComplete="cc-number"
          value={number}
          onChange={(value) => setNumber(maskCardNumber(value))}
        />
        <TextField
          label="Nome no cartão"
          autoComplete="cc-name"
          value={holderName}
          onChange={setHolderName}
        />
        <div className={demo.pair}>
          <TextField
            label="Validade"
            placeholder="MM/AA"
            inputMode="numeric"
            autoComplete="cc-exp"
            value={expiry}
            onChange={(value) => setExpiry(maskCardExpiry(value))}
          />
          <TextField
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            value={cvc}
            onChange={(value) => setCvc(maskCvc(value))}
            onFocus={() => setCvcFocused(true)}
            onBlur={() => setCvcFocused(false)}
          />
        </div>
      </Form>
    </div>
  );
}

/** Atualizado ao vivo enquanto o formulário é preenchido. */
export const LivePreview: Story = {
  name: 'Ao vivo no formulário',
  render: () => <AddCardForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('img');

    await userEvent.type(canvas.getByRole('textbox', { name: 'Número do cartão' }), '5105105105105100');
    await expect(canvas.getByRole('textbox', { name: 'Número do cartão' })).toHaveValue(
      '5105 1051 0510 5100',
    );
    await expect(part(card, 'card-number')).toHaveTextContent('5105 1051 0510 5100');
    await expect(card).toHaveAccessibleName('Pré-visualização do cartão Mastercard terminado em 5100');

    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome no cartão' }), 'Maria Silva');
    await expect(part(card, 'card-holder')).toHaveTextContent('Maria Silva');

    await userEvent.type(canvas.getByRole('textbox', { name: 'Validade' }), '1229');
    await expect(part(card, 'card-expiry')).toHaveTextContent('12/29');

    // Focusing the CVC turns the card over; leaving it turns it back.
    const cvc = canvas.getByRole('textbox', { name: 'CVC' });
    await userEvent.click(cvc);
    await expect(card).toHaveAttribute('data-flipped', 'true');
    await expect(part(card, 'card-number')).not.toBeVisible();
    await userEvent.type(cvc, '123');
    await expect(part(card, 'card-cvc')).toHaveTextContent('123');
    await userEvent.tab({ shift: true });
    await expect(card).not.toHaveAttribute('data-flipped');
    await expect(part(card, 'card-number')).toBeVisible();
    // Focus into the CVC by keyboard flips it too.
    await userEvent.tab();
    await expect(cvc).toHaveFocus();
    await expect(card).toHaveAttribute('data-flipped', 'true');
    // Click outside: the picture shows the front again, nothing focused.
    await userEvent.click(canvasElement);
    await expect(card).not.toHaveAttribute('data-flipped');
  },
};

/** Um número digitado pela metade. */
export const TypingPartially: Story = {
  name: 'Digitação parcial',
  render: () => <AddCardForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('img');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Número do cartão' }), '411111');
    await expect(part(card, 'card-number')).toHaveTextContent('4111 11•• •••• ••••');
    await expect(part(card, 'card-brand')).toHaveTextContent('Visa');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Validade' }), '0');
    await expect(part(card, 'card-expiry')).toHaveTextContent('0M/AA');
  },
};
