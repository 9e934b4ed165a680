import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ListBoxItem } from '../ListBox';
import { demo } from '../storybook/demo.css';
import { StoryForm } from '../storybook/StoryForm';
import { ComboBox, type ComboBoxProps } from './ComboBox';

const users = [
  { id: 'u1', name: 'Maria Aparecida da Silva', email: 'maria.silva@example.com' },
  { id: 'u2', name: 'João Souza', email: 'joao.souza@example.com' },
  { id: 'u3', name: 'Ana Oliveira', email: 'ana.oliveira@example.com' },
  { id: 'u4', name: 'José Santos', email: 'jose.santos@example.com' },
  { id: 'u5', name: 'Luíza Pereira', email: 'luiza.pereira@example.com' },
];

type User = (typeof users)[number];

/** The combo box over the sample users (typed data for the stories). */
function UserComboBox({
  withEmail = true,
  ...props
}: Omit<ComboBoxProps<User>, 'children' | 'items' | 'defaultItems'> & { withEmail?: boolean }) {
  return (
    <ComboBox {...props} defaultItems={users}>
      {(user) => (
        <ListBoxItem id={user.id} textValue={user.name} description={withEmail ? user.email : undefined}>
          {user.name}
        </ListBoxItem>
      )}
    </ComboBox>
  );
}

const meta = {
  title: 'Campos/ComboBox',
  component: ComboBox,
  args: {
    label: 'Usuário',
    name: 'userId',
    placeholder: 'Digite o nome',
    onChange: fn(),
    children: null,
  },
  argTypes: { children: { control: false }, defaultItems: { control: false } },
  render: (args) => <UserComboBox {...args} />,
  decorators: [
    (Story) => (
      <div className={demo.form}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      when: ['Escolher uma opção numa lista longa em que digitar para filtrar ajuda (cartórios, cidades).'],
      do: [
        'Dê um rótulo visível e um exemplo no `placeholder`.',
        'Mostre uma mensagem quando o filtro não encontra nada.',
      ],
      avoid: ['Listas curtas (até sete opções): use `Select` ou `RadioGroup`.'],
    },
    // Docs pages render it in its own frame: its overlay stays inside the example, not over the page.
    docs: {
      story: { inline: false, height: '360px' },
      description: {
        component:
          'Campo com sugestões (`ComboBox` do React Aria): o texto digitado filtra as opções (sem ' +
          'diferenciar acentos nem maiúsculas) e o botão mostra todas. Setas navegam, Enter escolhe, Esc ' +
          'fecha. O valor é o `id` da opção escolhida (`value`/`onChange`) e o formulário o envia em `name`.',
      },
    },
  },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = fn().mockName('onSubmit');

/** Digitar filtra as opções; escolher uma preenche o campo. */
export const Default: Story = {
  name: 'Filtrar e escolher',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Usuário' });
    // Accents don't matter: 'joao' finds 'João Souza'.
    await userEvent.type(input, 'joao');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.click(within(listbox).getByRole('option', { name: /João Souza/ }));
    await expect(input).toHaveValue('João Souza');
    await expect(args.onChange).toHaveBeenLastCalledWith('u2');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** Setas percorrem as opções, Enter escolhe, Esc fecha. */
export const Keyboard: Story = {
  name: 'Uso pelo teclado',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Usuário' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('jo');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    // Focus stays in the input; the arrows move the active option (aria-activedescendant).
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('José Santos');
    await expect(args.onChange).toHaveBeenLastCalledWith('u4');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** O botão da seta mostra todas as opções. */
export const ShowAll: Story = {
  name: 'Mostrar todas as opções',
  parameters: { visual: { fullPage: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /^Mostrar opções/ });
    // The button is not a Tab stop (the input opens the list with Alt+ArrowDown).
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Usuário' })).toHaveFocus();
    await userEvent.click(button);
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    await userEvent.unhover(button);
  },
};

/** Obrigatório: enviar sem escolha mostra a mensagem. */
export const Required: Story = {
  name: 'Obrigatório',
  args: { isRequired: true, errorMessage: 'Selecione um usuário e um plano' },
  beforeEach: () => {
    submit.mockClear();
  },
  render: (args) => (
    <StoryForm onValues={submit} submitLabel="Atribuir plano">
      <UserComboBox {...args} withEmail={false} />
    </StoryForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Atribuir plano' });
    await userEvent.click(button);
    await expect(submit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Selecione um usuário e um plano')).toBeVisible();
    const input = canvas.getByRole('combobox', { name: /^Usuário/ });
    await userEvent.type(input, 'ana');
    await userEvent.click(await screen.findByRole('option', { name: 'Ana Oliveira' }));
    await userEvent.click(button);
    await expect(submit).toHaveBeenCalledWith({ userId: 'u3' });
    await userEvent.unhover(button);
  },
};

/** Com erro. */
export const Invalid: Story = {
  name: 'Com erro',
  args: { isInvalid: true, errorMessage: 'Usuário não encontrado' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Usuário' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Usuário não encontrado');
  },
};

/** Desabilitado. */
export const Disabled: Story = {
  name: 'Desabilitado',
  args: { defaultSelectedKey: 'u1', defaultInputValue: 'Maria Aparecida da Silva', isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Usuário' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('Maria Aparecida da Silva');
    await expect(canvas.getByRole('button', { name: /^Mostrar opções/ })).toBeDisabled();
  },
};
