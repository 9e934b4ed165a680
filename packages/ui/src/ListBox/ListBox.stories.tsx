import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demo } from '../storybook/demo.css';
import { ListBox, ListBoxItem } from './ListBox';

const meta = {
  title: 'Campos/ListBox',
  component: ListBox,
  args: { 'aria-label': 'Plano', selectionMode: 'single', isStandalone: true, onSelectionChange: fn() },
  render: (args) => (
    <ListBox {...args}>
      <ListBoxItem id="basico" description="10 certidões por mês">
        Básico
      </ListBoxItem>
      <ListBoxItem id="profissional" description="50 certidões por mês">
        Profissional
      </ListBoxItem>
      <ListBoxItem id="empresarial" description="200 certidões por mês">
        Empresarial
      </ListBoxItem>
      <ListBoxItem id="ilimitado" description="Sem limite mensal">
        Ilimitado
      </ListBoxItem>
    </ListBox>
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
      when: ['Uma lista de opções sempre visível para escolher uma ou várias.'],
      do: ['Use `description` para uma segunda linha que ajude a escolher.'],
      avoid: ['Listas que só abrem sob um botão: use `Select` ou `ComboBox`.'],
    },
    docs: {
      description: {
        component:
          'Lista de opções (`ListBox` do React Aria): setas, busca por digitação, seleção simples ou ' +
          'múltipla. É a lista do `Select` e do `ComboBox`; sozinha (`isStandalone`) ganha a borda dos ' +
          'campos e precisa de `aria-label`.',
      },
    },
  },
} satisfies Meta<typeof ListBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seleção simples. */
export const Default: Story = {
  name: 'Seleção simples',
  args: { defaultSelectedKeys: ['profissional'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const listbox = canvas.getByRole('listbox', { name: 'Plano' });
    // The description is read with the option's name.
    const profissional = await canvas.findByRole('option', { name: 'Profissional 50 certidões por mês' });
    await expect(profissional).toHaveAttribute('aria-selected', 'true');
    const empresarial = canvas.getByRole('option', { name: /^Empresarial/ });
    await userEvent.click(empresarial);
    await expect(empresarial).toHaveAttribute('aria-selected', 'true');
    await expect(profissional).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectionChange).toHaveBeenCalledOnce();
    await expect(listbox).toBeVisible();
    await userEvent.unhover(empresarial);
  },
};

/** Setas percorrem, Espaço e Enter selecionam. */
export const Keyboard: Story = {
  name: 'Uso pelo teclado',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const option = (name: string) => canvas.getByRole('option', { name: new RegExp(`^${name}`) });
    await canvas.findByRole('option', { name: /^Básico/ });
    // Tab enters the list; the arrows move through the options.
    await userEvent.tab();
    await waitFor(() => expect(option('Básico')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(option('Empresarial')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(option('Empresarial')).toHaveAttribute('aria-selected', 'true');
    // Type-ahead: 'i' jumps to Ilimitado.
    await userEvent.keyboard('i');
    await expect(option('Ilimitado')).toHaveFocus();
  },
};

/** Seleção múltipla. */
export const Multiple: Story = {
  name: 'Seleção múltipla',
  args: { selectionMode: 'multiple', defaultSelectedKeys: ['basico', 'ilimitado'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    const profissional = await canvas.findByRole('option', { name: /^Profissional/ });
    await userEvent.click(profissional);
    const selected = canvas.getAllByRole('option').filter((o) => o.getAttribute('aria-selected') === 'true');
    await expect(selected).toHaveLength(3);
    await userEvent.unhover(profissional);
  },
};

/** Lista vazia, com a mensagem. */
export const Empty: Story = {
  name: 'Vazia',
  render: (args) => <ListBox {...args}>{[]}</ListBox>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum resultado encontrado')).toBeVisible();
  },
};
