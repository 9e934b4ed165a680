import { onlyDigits } from '@certidao/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '../Card';
import { CardExpiryField } from '../CardExpiryField';
import { CardNumberField } from '../CardNumberField';
import { CepField } from '../CepField';
import { CpfCnpjField } from '../CpfCnpjField';
import { CreditCardPreview } from '../CreditCardPreview';
import { CvcField } from '../CvcField';
import { Form } from '../Form';
import { PhoneField } from '../PhoneField';
import { TextField } from '../TextField';
import * as styles from './forms.css';

/** The card step's payload (spec §3: card data and card holder data). */
interface CardPayload {
  creditCard: { holderName: string; number: string; expiryMonth: string; expiryYear: string; ccv: string };
  creditCardHolderInfo: {
    name: string;
    email: string;
    cpfCnpj: string;
    postalCode: string;
    addressNumber: string;
    addressComplement: string;
    phone: string;
  };
}

const pay = fn().mockName('pay');

/**
 * The 'cartao' step of /checkout-completo (spec §2): card fields with a live preview, then the card
 * holder's data. Field errors use the spec's messages (§5).
 */
function CardDetailsForm({ onPay }: { onPay: (payload: CardPayload) => void }) {
  const [card, setCard] = useState({ number: '', holderName: '', expiry: '', cvc: '' });
  const [isCvcFocused, setCvcFocused] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  return (
    <Card title="Dados do cartão" titleLevel={2} className={styles.formCard}>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
          const [month = '', year = ''] = (data.expiry ?? '').split('/');
          setSubmitting(true);
          onPay({
            creditCard: {
              holderName: data.holderName ?? '',
              number: data.number ?? '',
              expiryMonth: month,
              expiryYear: `20${year}`,
              ccv: data.ccv ?? '',
            },
            creditCardHolderInfo: {
              name: data.name ?? '',
              email: data.email ?? '',
              cpfCnpj: data.cpfCnpj ?? '',
              postalCode: data.postalCode ?? '',
              addressNumber: data.addressNumber ?? '',
              addressComplement: data.addressComplement ?? '',
              phone: onlyDigits(data.phone),
            },
          });
        }}
      >
        <div className={styles.cardLayout}>
          <CreditCardPreview
            number={card.number}
            holderName={card.holderName}
            expiry={card.expiry}
            cvc={card.cvc}
            isFlipped={isCvcFocused}
          />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Cartão de crédito</legend>
            <TextField
              label="Nome no cartão"
              name="holderName"
              autoComplete="cc-name"
              isRequired
              minLength={2}
              isDisabled={isSubmitting}
              onChange={(holderName) => setCard((c) => ({ ...c, holderName }))}
              errorMessage={(v) =>
                v.validationDetails.valueMissing
                  ? 'Por favor, preencha todos os dados do cartão de crédito'
                  : 'Nome no cartão inválido'
              }
            />
            <CardNumberField
              name="number"
              isRequired
              isDisabled={isSubmitting}
              onChange={(number) => setCard((c) => ({ ...c, number }))}
            />
            <div className={styles.fieldRow}>
              <CardExpiryField
                name="expiry"
                isRequired
                isDisabled={isSubmitting}
                onChange={(expiry) => setCard((c) => ({ ...c, expiry }))}
              />
              <CvcField
                name="ccv"
                isRequired
                isDisabled={isSubmitting}
                onChange={(cvc) => setCard((c) => ({ ...c, cvc }))}
                onFocus={() => setCvcFocused(true)}
                onBlur={() => setCvcFocused(false)}
              />
            </div>
          </fieldset>
        </div>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Dados do portador</legend>
          <div className={styles.fieldRow}>
            <TextField
              label="Nome completo"
              name="name"
              autoComplete="name"
              isRequired
              isDisabled={isSubmitting}
            />
            <TextField
              label="E-mail"
              name="email"
              type="email"
              autoComplete="email"
              isRequired
              isDisabled={isSubmitting}
            />
          </div>
          <div className={styles.fieldRow}>
            <CpfCnpjField name="cpfCnpj" isRequired isDisabled={isSubmitting} />
            <PhoneField name="phone" isDisabled={isSubmitting} />
          </div>
          <div className={styles.cardRow}>
            <CepField name="postalCode" isRequired isDisabled={isSubmitting} />
            <TextField label="Número" name="addressNumber" isRequired isDisabled={isSubmitting} />
            <TextField label="Complemento" name="addressComplement" isDisabled={isSubmitting} />
          </div>
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" size="lg" isPending={isSubmitting}>
            {isSubmitting ? 'Processando...' : 'Confirmar pagamento'}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

const meta = {
  title: 'Padrões/Dados do cartão',
  component: CardDetailsForm,
  args: { onPay: pay },
  argTypes: { onPay: { table: { disable: true } } },
  beforeEach: () => {
    pay.mockClear();
  },
  parameters: {
    docs: {
      description: {
        component:
          'A etapa do cartão no checkout completo (spec §2): campos do cartão com pré-visualização ao vivo ' +
          'e dados do portador, com as mensagens da spec §5. Número e CPF/CNPJ vão só com dígitos; a ' +
          'validade MM/AA vira `expiryMonth` e `expiryYear`.',
      },
    },
  },
} satisfies Meta<typeof CardDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Campos obrigatórios',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Confirmar pagamento' });
    await userEvent.click(submit);
    await expect(pay).not.toHaveBeenCalled();
    await expect(canvas.getByText('Por favor, preencha todos os dados do cartão de crédito')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Nome no cartão/ })).toHaveFocus();
    await userEvent.unhover(submit);
  },
};

export const Filled: Story = {
  name: 'Preenchido',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Confirmar pagamento' });

    await userEvent.type(canvas.getByRole('textbox', { name: /^Nome no cartão/ }), 'MARIA A SILVA');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Número do cartão/ }), '4111111111111');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Validade/ }), '1330');
    await userEvent.type(canvas.getByRole('textbox', { name: /^CVC/ }), '12');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Nome completo/ }), 'Maria Aparecida da Silva');
    await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail/ }), 'maria.silva@example.com');
    await userEvent.click(canvas.getByRole('textbox', { name: /^CPF\/CNPJ/ }));
    await userEvent.paste('529.982.247-25');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Telefone' }), '11987654321');
    await userEvent.type(canvas.getByRole('textbox', { name: /^CEP/ }), '01310100');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Número$|^Número\*/ }), '1000');

    // Wrong expiry and short CVC: the spec's messages.
    await userEvent.click(submit);
    await expect(pay).not.toHaveBeenCalled();
    await expect(canvas.getByText('Data de validade inválida')).toBeVisible();
    await expect(canvas.getByText('CVC inválido')).toBeVisible();

    const expiry = canvas.getByRole('textbox', { name: /^Validade/ });
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '0530');
    await userEvent.type(canvas.getByRole('textbox', { name: /^CVC/ }), '3');
    await userEvent.click(submit);

    await expect(pay).toHaveBeenCalledWith({
      creditCard: {
        holderName: 'MARIA A SILVA',
        number: '4111111111111',
        expiryMonth: '05',
        expiryYear: '2030',
        ccv: '123',
      },
      creditCardHolderInfo: {
        name: 'Maria Aparecida da Silva',
        email: 'maria.silva@example.com',
        cpfCnpj: '52998224725',
        postalCode: '01310-100',
        addressNumber: '1000',
        addressComplement: '',
        phone: '11987654321',
      },
    });
    await userEvent.unhover(canvas.getByRole('button', { name: /Processando\.\.\./ }));
  },
};
