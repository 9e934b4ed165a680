import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demo } from '../storybook/demo.css';
import { FileField, type FileFieldProps } from './FileField';

const meta = {
  title: 'Campos/FileField',
  component: FileField,
  args: {
    label: 'PDF da certidão',
    name: 'pdf',
    acceptedFileTypes: ['application/pdf', '.pdf'],
    description: 'O PDF obtido no portal oficial, até 10 MB.',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className={demo.form}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      when: ['Enviar um arquivo: o PDF de uma certidão, uma planilha CSV.'],
      do: [
        'Diga os tipos aceitos e o tamanho máximo em `description`.',
        'Mostre o nome do arquivo escolhido e a opção de remover.',
      ],
      avoid: ['Aceitar qualquer tipo quando só um serve.'],
    },
    docs: {
      description: {
        component:
          'Campo de arquivo: um botão abre o seletor do sistema (`FileTrigger` do React Aria) e o campo mostra ' +
          'o nome e o tamanho do arquivo escolhido, com "Remover". Controlado por `file` e `onChange`.',
      },
    },
  },
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the chosen file, as a form does. */
function Controlled(props: FileFieldProps) {
  const [file, setFile] = useState<File | null>(props.file ?? null);
  return (
    <FileField
      {...props}
      file={file}
      onChange={(next) => {
        setFile(next);
        props.onChange?.(next);
      }}
    />
  );
}

const pdf = () => new File(['%PDF-1.7\n'.repeat(300)], 'certidao-tjmg.pdf', { type: 'application/pdf' });

/** Nenhum arquivo escolhido. */
export const Default: Story = {
  name: 'Padrão',
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Escolher arquivo PDF da certidão' });
    await expect(button).toHaveAccessibleDescription(/Nenhum arquivo escolhido/);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    await expect(input).toHaveAttribute('accept', 'application/pdf,.pdf');
    if (input) await userEvent.upload(input, pdf());
    await expect(canvas.getByText('certidao-tjmg.pdf (3 KB)')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'certidao-tjmg.pdf' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remover certidao-tjmg.pdf' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByText('Nenhum arquivo escolhido')).toBeVisible();
  },
};

/** Com o arquivo escolhido e o botão Remover. */
export const Chosen: Story = {
  name: 'Com arquivo escolhido',
  args: { file: new File(['x'.repeat(2_500_000)], 'certidao-negativa-belo-horizonte.pdf') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('certidao-negativa-belo-horizonte.pdf (2,4 MB)')).toBeVisible();
  },
};

/** Com erro. */
export const Invalid: Story = {
  name: 'Com erro',
  args: { isRequired: true, errorMessage: 'Escolha o PDF da certidão.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Escolher arquivo PDF da certidão' });
    await expect(canvas.getByRole('group', { name: 'PDF da certidão' })).toHaveAttribute(
      'data-invalid',
      'true',
    );
    await expect(button).toHaveAccessibleDescription(/Escolha o PDF da certidão\./);
  },
};

/** Desabilitado durante o envio. */
export const Disabled: Story = {
  name: 'Desabilitado',
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Escolher arquivo PDF da certidão' })).toBeDisabled();
  },
};
