import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demo } from '../storybook/demo.css';
import { StoryForm } from '../storybook/StoryForm';
import { CepField } from './CepField';

const meta = {
  title: 'Campos/CepField',
  component: CepField,
  args: { name: 'postalCode', onChange: fn() },
  decorators: [
    (Story) => (
      <div className={demo.form}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: 'CEP: `00000-000`, com teclado numérico. O valor é o CEP formatado (`01310-100`).',
      },
    },
  },
} satisfies Meta<typeof CepField>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = fn().mockName('onSubmit');

export const Default: Story = {
  name: 'Padrão',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'CEP' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '01310100');
    await expect(input).toHaveValue('01310-100');
    await expect(args.onChange).toHaveBeenLastCalledWith('01310-100');
  },
};

export const Paste: Story = {
  name: 'Colar texto com sujeira',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'CEP' });
    await userEvent.click(input);
    await userEvent.paste('CEP: 01310-100 (São Paulo)');
    await expect(input).toHaveValue('01310-100');
  },
};

export const Validation: Story = {
  name: 'Validação ao enviar',
  beforeEach: () => {
    submit.mockClear();
  },
  render: (args) => (
    <StoryForm onValues={submit}>
      <CepField {...args} />
    </StoryForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'CEP' });
    const button = canvas.getByRole('button', { name: 'Enviar' });
    await userEvent.type(input, '0131');
    await expect(input).toHaveValue('0131');
    await userEvent.click(button);
    await expect(submit).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Digite um CEP válido');
    await expect(input).toHaveFocus();

    await userEvent.clear(input);
    await userEvent.type(input, '01310100');
    await userEvent.click(button);
    await expect(submit).toHaveBeenCalledWith({ postalCode: '01310-100' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.unhover(button);
  },
};

export const Required: Story = {
  name: 'Obrigatório',
  args: { isRequired: true },
  beforeEach: () => {
    submit.mockClear();
  },
  render: (args) => (
    <StoryForm onValues={submit}>
      <CepField {...args} />
    </StoryForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /^CEP/ });
    await expect(input).toBeRequired();
    const button = canvas.getByRole('button', { name: 'Enviar' });
    await userEvent.click(button);
    await expect(submit).not.toHaveBeenCalled();
    await expect(input).toHaveAccessibleDescription('Preencha este campo.');
    await userEvent.unhover(button);
  },
};

export const Disabled: Story = {
  name: 'Desabilitado',
  args: { isDisabled: true, defaultValue: '01310100' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'CEP' });
    await expect(input).toBeDisabled();
    // A raw default value is shown formatted.
    await expect(input).toHaveValue('01310-100');
  },
};
