import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Form } from '../Form';
import { demo } from '../storybook/demo.css';
import { TextArea } from './TextArea';

const meta = {
  title: 'Campos/TextArea',
  component: TextArea,
  args: { label: 'Observação', name: 'observacao', onChange: fn() },
  decorators: [
    (Story) => (
      <div className={demo.form}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      when: ['Textos de várias linhas: observações, mensagens ao suporte.'],
      do: ['Mostre a contagem (`showCount`) quando houver limite.'],
      avoid: ['Textos de uma linha: use `TextField`.'],
    },
    docs: {
      description: {
        component:
          'Campo de texto de várias linhas (`TextField` + `TextArea` do React Aria), redimensionável na ' +
          'vertical, com contagem de caracteres opcional (`showCount`, com `maxLength`).',
      },
    },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Área de texto. */
export const Default: Story = {
  name: 'Padrão',
  args: { placeholder: 'Informações adicionais sobre a solicitação' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const textArea = canvas.getByRole('textbox', { name: 'Observação' });
    await expect(textArea.tagName).toBe('TEXTAREA');
    await userEvent.type(textArea, 'Cliente pediu urgência.{Enter}Retornar por e-mail.');
    await expect(textArea).toHaveValue('Cliente pediu urgência.\nRetornar por e-mail.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Cliente pediu urgência.\nRetornar por e-mail.');
  },
};

/** Com a contagem de caracteres. */
export const WithCount: Story = {
  name: 'Com contagem de caracteres',
  args: { maxLength: 500, showCount: true, description: 'Aparece nos detalhes da solicitação.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0/500')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Observação' }), 'Urgente');
    await expect(canvas.getByText('7/500')).toBeVisible();
  },
};

/** No limite de caracteres. */
export const AtLimit: Story = {
  name: 'No limite de caracteres',
  args: { maxLength: 40, showCount: true, defaultValue: 'Certidões para o processo de inventário' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textArea = canvas.getByRole('textbox', { name: 'Observação' });
    await expect(canvas.getByText('39/40')).toBeVisible();
    await userEvent.type(textArea, '.!!');
    // The maximum stops typing.
    await expect(textArea).toHaveValue('Certidões para o processo de inventário.');
    await expect(canvas.getByText('40/40')).toBeVisible();
  },
};

/** Contagem sem máximo. */
export const CountWithoutMaximum: Story = {
  name: 'Contagem sem máximo',
  args: { label: 'Mensagem', name: 'mensagem', showCount: true, defaultValue: 'Olá' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 caracteres')).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Mensagem' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mensagem' }), 'A');
    await expect(canvas.getByText('1 caractere')).toBeVisible();
  },
};

/** Com erro. */
export const Invalid: Story = {
  name: 'Com erro',
  args: { isInvalid: true, errorMessage: 'Descreva o problema.', defaultValue: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textArea = canvas.getByRole('textbox', { name: 'Observação' });
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');
    await expect(textArea).toHaveAccessibleDescription('Descreva o problema.');
  },
};

/** Desabilitado. */
export const Disabled: Story = {
  name: 'Desabilitado',
  args: { isDisabled: true, defaultValue: 'Solicitação enviada pelo cliente.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Observação' })).toBeDisabled();
  },
};

const submit = fn().mockName('onSubmit');

/** O erro aparece depois do envio. */
export const ErrorAfterSubmit: Story = {
  name: 'Erro após envio do formulário',
  args: {
    label: 'Mensagem',
    name: 'mensagem',
    isRequired: true,
    validate: (value: string) => (value && value.trim().length < 10 ? 'Use pelo menos 10 caracteres.' : null),
  },
  beforeEach: () => {
    submit.mockClear();
  },
  render: (args) => (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        submit(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <TextArea {...args} />
      <Button type="submit">Enviar mensagem</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textArea = canvas.getByRole('textbox', { name: /^Mensagem/ });
    const button = canvas.getByRole('button', { name: 'Enviar mensagem' });
    await userEvent.click(button);
    await expect(canvas.getByText('Preencha este campo.')).toBeVisible();
    await userEvent.type(textArea, 'Ajuda');
    await userEvent.click(button);
    await expect(canvas.getByText('Use pelo menos 10 caracteres.')).toBeVisible();
    await expect(submit).not.toHaveBeenCalled();
    await userEvent.type(textArea, ' com o boleto');
    await userEvent.click(button);
    await expect(submit).toHaveBeenCalledWith({ mensagem: 'Ajuda com o boleto' });
    await userEvent.unhover(button);
  },
};
