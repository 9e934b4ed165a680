import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demo } from '../storybook/demo.css';
import { Switch } from './Switch';

const meta = {
  title: 'Campos/Switch',
  component: Switch,
  args: { children: 'Renovação automática', name: 'renovacaoAutomatica', onChange: fn() },
  decorators: [
    (Story) => (
      <div className={demo.form}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      when: ['Ligar ou desligar algo com efeito imediato (notificações, uma integração).'],
      do: ["Rótulo que diga o que liga ('Receber e-mails de status')."],
      avoid: ['Em formulários com botão de enviar: use `Checkbox`.'],
    },
    docs: {
      description: {
        component:
          'Liga/desliga que vale na hora (`SwitchField` + `SwitchButton` do React Aria, papel `switch`; ' +
          'Espaço alterna). Para escolhas que só valem ao enviar um formulário, prefira `Checkbox`.',
      },
    },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Um interruptor com rótulo. */
export const Default: Story = {
  name: 'Padrão',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('switch', { name: 'Renovação automática' });
    await expect(control).not.toBeChecked();
    await userEvent.click(canvas.getByText('Renovação automática'));
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.unhover(control);
  },
};

/** Espaço liga e desliga. */
export const Keyboard: Story = {
  name: 'Uso pelo teclado',
  args: { defaultSelected: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('switch', { name: 'Renovação automática' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
  },
};

/** Com descrição. */
export const WithDescription: Story = {
  name: 'Com descrição',
  args: {
    defaultSelected: true,
    description: 'O plano é renovado no fim do período, na mesma forma de pagamento.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('switch', { name: 'Renovação automática' });
    await expect(control).toBeChecked();
    await expect(control).toHaveAccessibleDescription(
      'O plano é renovado no fim do período, na mesma forma de pagamento.',
    );
  },
};

/** Numa lista de configurações. */
export const Settings: Story = {
  name: 'Em configurações',
  render: () => (
    <div className={demo.column}>
      <Switch defaultSelected description="Avisa o cliente 48 h antes do prazo máximo de resposta.">
        Aviso automático
      </Switch>
      <Switch defaultSelected>Backup automático</Switch>
      <Switch defaultSelected>Log detalhado</Switch>
      <Switch>Aprovar automaticamente</Switch>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('switch')).toHaveLength(4);
    await expect(canvas.getByRole('switch', { name: 'Aprovar automaticamente' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Backup automático' })).toBeChecked();
  },
};

/** Desabilitado. */
export const Disabled: Story = {
  name: 'Desabilitado',
  render: (args) => (
    <div className={demo.column}>
      <Switch {...args} isDisabled>
        Renovação automática
      </Switch>
      <Switch isDisabled defaultSelected>
        Renovação automática (ativa)
      </Switch>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('switch', { name: 'Renovação automática' });
    await expect(control).toBeDisabled();
    await userEvent.click(canvas.getByText('Renovação automática'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};
