import { CERTIFICATE_TYPES } from '@certidao/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ListBoxItem } from '../ListBox';
import { demo } from '../storybook/demo.css';
import { StoryForm } from '../storybook/StoryForm';
import { Select } from './Select';

const meta = {
  title: 'Campos/Select',
  component: Select,
  args: { label: 'Status', name: 'status', onChange: fn(), children: null },
  argTypes: { children: { control: false }, items: { control: false } },
  render: (args) => (
    <Select {...args}>
      <ListBoxItem id="active">Ativo</ListBoxItem>
      <ListBoxItem id="inactive">Inativo</ListBoxItem>
      <ListBoxItem id="suspended">Suspenso</ListBoxItem>
    </Select>
  ),
  decorators: [
    (Story) => (
      <div className={demo.form}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      when: ['Escolher uma opção numa lista de até umas vinte (estado, tipo de certidão).'],
      do: ["Use um `placeholder` que peça a escolha ('Selecione um estado')."],
      avoid: [
        'Listas longas em que digitar ajuda: use `ComboBox`.',
        'Duas a quatro opções: use `RadioGroup`.',
      ],
    },
    // Docs pages render it in its own frame: its overlay stays inside the example, not over the page.
    docs: {
      story: { inline: false, height: '360px' },
      description: {
        component:
          'Seleção de uma opção (`Select` do React Aria): um botão com a opção escolhida abre a lista de ' +
          '`ListBoxItem` num popover (setas, busca por digitação, Enter, Esc). O valor é o `id` da opção ' +
          '(`value`/`onChange`) e o formulário o envia em `name`.',
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = fn().mockName('onSubmit');

/** Fechado, com o texto de escolha. */
export const Default: Story = {
  name: 'Padrão',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await expect(trigger).toHaveTextContent('Selecione');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Inativo' }));
    await expect(args.onChange).toHaveBeenCalledWith('inactive');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Inativo');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.unhover(trigger);
  },
};

/** Aberto, com a lista. */
export const Open: Story = {
  name: 'Aberto',
  args: { defaultValue: 'active' },
  parameters: { visual: { fullPage: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    const listbox = await screen.findByRole('listbox');
    const selected = within(listbox).getByRole('option', { name: 'Ativo' });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    // Focus starts on the chosen option.
    await waitFor(() => expect(selected).toHaveFocus());
    await userEvent.unhover(canvas.getByRole('button', { name: /Status/ }));
  },
};

/** Setas percorrem, Enter escolhe. */
export const Keyboard: Story = {
  name: 'Uso pelo teclado',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    // ArrowDown opens the list on the first option; ArrowDown again, then Enter picks 'Inativo'.
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Ativo' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('inactive');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    // Typing a letter on the closed select picks the matching option, once focus is back on the trigger (the
    // list's closing returns it a moment after the list leaves the page; a busy machine showed the gap).
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('s');
    await expect(args.onChange).toHaveBeenLastCalledWith('suspended');
    await expect(trigger).toHaveTextContent('Suspenso');
    // Escape closes without changing.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowUp}{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Suspenso');
  },
};

/** The first catalogue's ten types: a list long enough to scroll, short enough to read in a picture. */
const FIRST_TEN = CERTIFICATE_TYPES.filter((type) => type.original);

/** Opções como dados, com descrições. */
export const WithItemsAndDescriptions: Story = {
  name: 'Lista de dados com descrições',
  args: {
    label: 'Tipo de certidão',
    name: 'tipoCertidao',
    description: 'Filtra as solicitações por tipo.',
  },
  render: (args) => (
    <Select {...args} items={FIRST_TEN.map((type) => ({ ...type, id: type.code }))}>
      {(type) => (
        <ListBoxItem id={type.code} textValue={type.label} description={type.orgao}>
          {type.label}
        </ListBoxItem>
      )}
    </Select>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Tipo de certidão/ });
    await expect(trigger).toHaveAccessibleDescription('Filtra as solicitações por tipo.');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(10);
    await userEvent.click(within(listbox).getByRole('option', { name: /CNDT/ }));
    await expect(args.onChange).toHaveBeenCalledWith('cndt');
    await expect(trigger).toHaveTextContent('Certidão Negativa de Débitos Trabalhistas (CNDT)');
    await userEvent.unhover(trigger);
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
    <StoryForm onValues={submit} submitLabel="Salvar">
      <Select {...args}>
        <ListBoxItem id="active">Ativo</ListBoxItem>
        <ListBoxItem id="inactive">Inativo</ListBoxItem>
      </Select>
    </StoryForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Salvar' });
    await userEvent.click(button);
    await expect(submit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Selecione uma opção.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ativo' }));
    await userEvent.click(button);
    await expect(submit).toHaveBeenCalledWith({ status: 'active' });
    await expect(canvas.queryByText('Selecione uma opção.')).not.toBeInTheDocument();
    await userEvent.unhover(button);
  },
};

/** Com erro. */
export const Invalid: Story = {
  name: 'Com erro',
  args: { isInvalid: true, errorMessage: 'Selecione um usuário e um plano' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Selecione um usuário e um plano')).toBeVisible();
  },
};

/** Desabilitado. */
export const Disabled: Story = {
  name: 'Desabilitado',
  args: { defaultValue: 'active', isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await expect(trigger).toBeDisabled();
    await userEvent.tab();
    await expect(trigger).not.toHaveFocus();
  },
};

/** Uma opção desabilitada. */
export const DisabledOption: Story = {
  name: 'Opção desabilitada',
  args: { label: 'Forma de pagamento', name: 'billingType', defaultValue: 'PIX' },
  parameters: { visual: { fullPage: true } },
  render: (args) => (
    <Select {...args}>
      <ListBoxItem id="PIX">PIX</ListBoxItem>
      <ListBoxItem id="BOLETO">Boleto</ListBoxItem>
      <ListBoxItem id="CREDIT_CARD" isDisabled>
        Cartão de crédito
      </ListBoxItem>
    </Select>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Forma de pagamento/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Cartão de crédito' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Arrow keys skip the disabled option.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Boleto' })).toHaveFocus();
    await userEvent.unhover(canvas.getByRole('button', { name: /Forma de pagamento/ }));
  },
};
