import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demo } from '../storybook/demo.css';
import { StoryForm } from '../storybook/StoryForm';
import { DateField } from './DateField';

const meta = {
  title: 'Campos/DateField',
  component: DateField,
  args: { label: 'Data de nascimento', name: 'dataNascimento', maxValue: '2026-11-22', onChange: fn() },
  decorators: [
    (Story) => (
      <div className={demo.form}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      when: ['Uma data conhecida pelo usuário (nascimento, emissão de um documento), no formato dd/mm/aaaa.'],
      do: ['Limite o intervalo (`maxValue`) quando a data não pode estar no futuro.'],
      avoid: ["Datas relativas ('há 3 dias') em campos: mostre-as só na leitura."],
    },
    docs: {
      description: {
        component:
          'Data digitada por partes (`DateField` do React Aria) na ordem pt-BR `dd/mm/aaaa`: cada parte é ' +
          'um campo giratório (digite os números ou use as setas). O valor é uma data ISO (`1985-03-15`), ' +
          'como a API e `isoDateToBr` esperam, e o formulário envia a data ISO em `name`. Feito para datas ' +
          'sem calendário, como a data de nascimento.',
      },
    },
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = fn().mockName('onSubmit');

/** Campo vazio com os segmentos dd/mm/aaaa. */
export const Default: Story = {
  name: 'Padrão',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [day, month, year] = canvas.getAllByRole('spinbutton');
    // pt-BR order and placeholders: dd/mm/aaaa.
    await expect(day).toHaveTextContent('dd');
    await expect(month).toHaveTextContent('mm');
    await expect(year).toHaveTextContent('aaaa');
    await userEvent.click(day!);
    // Each part moves on to the next once complete.
    await userEvent.keyboard('15031985');
    await expect(day).toHaveTextContent('15');
    await expect(month).toHaveTextContent('03');
    await expect(year).toHaveTextContent('1985');
    await expect(args.onChange).toHaveBeenLastCalledWith('1985-03-15');
    await expect(canvasElement.querySelector('input[name="dataNascimento"]')).toHaveValue('1985-03-15');
  },
};

/** Com uma data preenchida. */
export const WithValue: Story = {
  name: 'Com valor',
  args: { defaultValue: '1985-03-15', description: 'Como consta no documento de identidade.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Data de nascimento' });
    await expect(group).toHaveTextContent('15/03/1985');
    // React Aria also describes the chosen date ('Data selecionada: 15 de março de 1985').
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveAccessibleDescription(
      /Como consta no documento de identidade\./,
    );
  },
};

/** Setas mudam cada segmento; digitar avança para o próximo. */
export const Keyboard: Story = {
  name: 'Uso pelo teclado',
  args: { defaultValue: '1985-03-15' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [day, month] = canvas.getAllByRole('spinbutton');
    await userEvent.tab();
    await expect(day).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('1985-03-16');
    // Right arrow moves to the month; Down steps it back.
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(month).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('1985-02-16');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement).not.toBe(month);
  },
};

/** Obrigatório: enviar vazio mostra a mensagem. */
export const Required: Story = {
  name: 'Obrigatório',
  args: {
    isRequired: true,
    errorMessage: (v) =>
      v.validationDetails.valueMissing
        ? 'Data de nascimento é obrigatória para pessoa física.'
        : 'Data de nascimento inválida.',
  },
  beforeEach: () => {
    submit.mockClear();
  },
  render: (args) => (
    <StoryForm onValues={submit}>
      <DateField {...args} />
    </StoryForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Enviar' });
    await userEvent.click(button);
    await expect(submit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Data de nascimento é obrigatória para pessoa física.')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('15031985');
    await userEvent.click(button);
    await expect(submit).toHaveBeenCalledWith({ dataNascimento: '1985-03-15' });
    await userEvent.unhover(button);
  },
};

/** Uma data fora do intervalo mostra o erro. */
export const OutOfRange: Story = {
  name: 'Fora do intervalo',
  args: {
    defaultValue: '2030-01-10',
    errorMessage: 'A data de nascimento não pode estar no futuro.',
  },
  beforeEach: () => {
    submit.mockClear();
  },
  render: (args) => (
    <StoryForm onValues={submit}>
      <DateField {...args} />
    </StoryForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Enviar' });
    await userEvent.click(button);
    await expect(submit).not.toHaveBeenCalled();
    await expect(canvas.getByText('A data de nascimento não pode estar no futuro.')).toBeVisible();
    await userEvent.unhover(button);
  },
};

/** Com erro. */
export const Invalid: Story = {
  name: 'Com erro',
  args: { defaultValue: '1985-03-15', isInvalid: true, errorMessage: 'Confira a data de nascimento.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Confira a data de nascimento.')).toBeVisible();
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Desabilitado. */
export const Disabled: Story = {
  name: 'Desabilitado',
  args: { defaultValue: '1985-03-15', isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const segment of canvas.getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};
