import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demo } from '../storybook/demo.css';
import { StoryForm } from '../storybook/StoryForm';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'Campos/RadioGroup',
  component: RadioGroup,
  args: { label: 'Tipo de pessoa', name: 'tipoPessoa', onChange: fn(), children: null },
  argTypes: { children: { control: false } },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="fisica">Pessoa física</Radio>
      <Radio value="juridica">Pessoa jurídica</Radio>
    </RadioGroup>
  ),
  decorators: [
    (Story, { parameters }) => (
      <div className={parameters.wide ? demo.paragraph : demo.form}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      when: ['Escolher uma opção entre duas a sete, todas visíveis (forma de pagamento, tipo de pessoa).'],
      do: [
        'Deixe uma opção pré-selecionada quando houver uma escolha segura.',
        'Use `variant="cards"` quando cada opção precisa de uma explicação.',
      ],
      avoid: ['Mais de sete opções: use `Select` ou `ComboBox`.', 'Sim e não: use `Checkbox` ou `Switch`.'],
    },
    docs: {
      description: {
        component:
          'Opções exclusivas (`RadioGroup` + `Radio` do React Aria). Tab entra na opção escolhida e as ' +
          'setas mudam a escolha. O valor é o `value` do `Radio` escolhido e o formulário o envia em `name`. ' +
          '`variant="card"` mostra cada opção como um cartão (forma de pagamento).',
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = fn().mockName('onSubmit');

/** Opções empilhadas. */
export const Default: Story = {
  name: 'Padrão',
  args: { defaultValue: 'fisica' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Tipo de pessoa' })).toBeVisible();
    const fisica = canvas.getByRole('radio', { name: 'Pessoa física' });
    await expect(fisica).toBeChecked();
    await userEvent.click(canvas.getByText('Pessoa jurídica'));
    await expect(canvas.getByRole('radio', { name: 'Pessoa jurídica' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('juridica');
    await userEvent.unhover(canvas.getByText('Pessoa jurídica'));
  },
};

/** Setas mudam a escolha. */
export const Keyboard: Story = {
  name: 'Uso pelo teclado',
  args: { orientation: 'horizontal', defaultValue: 'fisica' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const fisica = canvas.getByRole('radio', { name: 'Pessoa física' });
    const juridica = canvas.getByRole('radio', { name: 'Pessoa jurídica' });
    // Tab lands on the chosen option; the arrows move and select.
    await userEvent.tab();
    await expect(fisica).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(juridica).toHaveFocus();
    await expect(juridica).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('juridica');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(fisica).toBeChecked();
    // The group is one Tab stop.
    await userEvent.tab();
    await expect(juridica).not.toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(fisica).toHaveFocus();
  },
};

/** Cartões para escolher a forma de pagamento. */
export const PaymentCards: Story = {
  name: 'Cartões (forma de pagamento)',
  args: {
    label: 'Forma de pagamento',
    name: 'billingType',
    variant: 'card',
    orientation: 'horizontal',
    defaultValue: 'PIX',
  },
  parameters: { wide: true },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="PIX" description="Aprovação imediata">
        PIX
      </Radio>
      <Radio value="BOLETO" description="Compensa em até 3 dias úteis">
        Boleto
      </Radio>
      <Radio value="CREDIT_CARD" description="Renovação automática">
        Cartão de crédito
      </Radio>
    </RadioGroup>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const pix = canvas.getByRole('radio', { name: 'PIX' });
    await expect(pix).toBeChecked();
    // The card's second line describes the option without being part of its name.
    await expect(pix).toHaveAccessibleDescription('Aprovação imediata');
    await userEvent.click(canvas.getByText('Boleto'));
    await expect(canvas.getByRole('radio', { name: 'Boleto' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('BOLETO');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Cartão de crédito' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Cartão de crédito' })).toHaveFocus();
    await userEvent.unhover(canvas.getByText('Boleto'));
  },
};

/** Com descrições. */
export const WithDescriptions: Story = {
  name: 'Com descrições',
  args: { label: 'Período do plano', name: 'periodo', defaultValue: 'mensal' },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="mensal" description="Cobrança todo mês.">
        Mensal
      </Radio>
      <Radio value="semestral" description="R$ 60/mês">
        Semestral
      </Radio>
      <Radio value="anual" description="Economia de R$ 50/mês">
        Anual
      </Radio>
    </RadioGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Anual' })).toHaveAccessibleDescription(
      'Economia de R$ 50/mês',
    );
  },
};

/** Obrigatório: enviar sem escolha mostra a mensagem. */
export const Required: Story = {
  name: 'Obrigatório',
  args: { isRequired: true },
  beforeEach: () => {
    submit.mockClear();
  },
  render: (args) => (
    <StoryForm onValues={submit} submitLabel="Continuar">
      <RadioGroup {...args}>
        <Radio value="fisica">Pessoa física</Radio>
        <Radio value="juridica">Pessoa jurídica</Radio>
      </RadioGroup>
    </StoryForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Continuar' });
    await userEvent.click(button);
    await expect(submit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Selecione uma opção.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Pessoa jurídica' }));
    await userEvent.click(button);
    await expect(submit).toHaveBeenCalledWith({ tipoPessoa: 'juridica' });
    await userEvent.unhover(button);
  },
};

/** Com erro. */
export const Invalid: Story = {
  name: 'Com erro',
  args: { isInvalid: true, errorMessage: 'Escolha o tipo de pessoa.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription('Escolha o tipo de pessoa.');
  },
};

/** Desabilitado. */
export const Disabled: Story = {
  name: 'Desabilitado',
  render: (args) => (
    <div className={demo.stack}>
      <RadioGroup {...args} isDisabled defaultValue="fisica">
        <Radio value="fisica">Pessoa física</Radio>
        <Radio value="juridica">Pessoa jurídica</Radio>
      </RadioGroup>
      <RadioGroup label="Forma de pagamento" name="billingType" defaultValue="PIX">
        <Radio value="PIX">PIX</Radio>
        <Radio value="BOLETO">Boleto</Radio>
        <Radio value="CREDIT_CARD" isDisabled description="Indisponível para este plano.">
          Cartão de crédito
        </Radio>
      </RadioGroup>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Pessoa física' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Cartão de crédito' })).toBeDisabled();
    // Tab skips the disabled group; arrows skip the disabled option.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'PIX' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'PIX' })).toBeChecked();
  },
};
