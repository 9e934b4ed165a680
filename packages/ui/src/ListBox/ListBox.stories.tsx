import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

export const Default: Story = {
  name: 'Seleção simples',
  args: { defaultSelectedKeys: ['profissional'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const listbox = canvas.getByRole('listbox', { name: 'Plano' });
    await expect(canvas.getByRole('option', { name: 'Profissional' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('option', { name: 'Empresarial' }));
    await expect(canvas.getByRole('option', { name: 'Empresarial' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onSelectionChange).toHaveBeenCalledOnce();
    await expect(listbox).toBeVisible();
    await userEvent.unhover(canvas.getByRole('option', { name: 'Empresarial' }));
  },
};

export const Keyboard: Story = {
  name: 'Uso pelo teclado',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('option', { name: 'Básico' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('option', { name: 'Empresarial' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('option', { name: 'Empresarial' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Type-ahead: 'i' jumps to Ilimitado.
    await userEvent.keyboard('i');
    await expect(canvas.getByRole('option', { name: 'Ilimitado' })).toHaveFocus();
  },
};

export const Multiple: Story = {
  name: 'Seleção múltipla',
  args: { selectionMode: 'multiple', defaultSelectedKeys: ['basico', 'ilimitado'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(canvas.getByRole('option', { name: 'Profissional' }));
    const selected = canvas.getAllByRole('option').filter((o) => o.getAttribute('aria-selected') === 'true');
    await expect(selected).toHaveLength(3);
    await userEvent.unhover(canvas.getByRole('option', { name: 'Profissional' }));
  },
};

export const Empty: Story = {
  name: 'Vazia',
  render: (args) => <ListBox {...args}>{[]}</ListBox>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum resultado encontrado')).toBeVisible();
  },
};
