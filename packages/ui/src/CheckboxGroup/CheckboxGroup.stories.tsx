import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { demo } from '../storybook/demo.css';
import { StoryForm } from '../storybook/StoryForm';
import { CheckboxGroup } from './CheckboxGroup';

const meta = {
  title: 'Campos/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: 'Notificações', name: 'notificacoes', onChange: fn(), children: null },
  argTypes: { children: { control: false } },
  render: (args) => (
    <CheckboxGroup {...args}>
      <Checkbox value="vencimentos">Vencimentos</Checkbox>
      <Checkbox value="erros">Erros</Checkbox>
      <Checkbox value="pendencias">Pendências</Checkbox>
      <Checkbox value="sucessos">Sucessos</Checkbox>
    </CheckboxGroup>
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
      when: ['Escolher várias opções de uma mesma lista curta (até sete).'],
      do: [
        'Dê ao grupo um rótulo que seja a pergunta.',
        'Ordene as opções de forma previsível (frequência ou ordem alfabética).',
      ],
      avoid: ['Listas longas: use `ListBox` com seleção múltipla ou uma busca.'],
    },
    docs: {
      description: {
        component:
          'Grupo de caixas de seleção (`CheckboxGroup` do React Aria, um `group` com rótulo). O valor é a ' +
          'lista dos `value` marcados; `isRequired` pede pelo menos um.',
      },
    },
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = fn().mockName('onSubmit');

/** Opções empilhadas com o rótulo do grupo. */
export const Default: Story = {
  name: 'Padrão',
  args: { defaultValue: ['vencimentos'], description: 'Escolha o que chega por e-mail.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Notificações' });
    await expect(group).toHaveAccessibleDescription('Escolha o que chega por e-mail.');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Erros' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['vencimentos', 'erros']);
    // Tab moves through every box; Space toggles.
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Pendências' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['vencimentos', 'erros', 'pendencias']);
  },
};

/** Duas ou três opções curtas em linha. */
export const Horizontal: Story = {
  name: 'Horizontal',
  args: { orientation: 'horizontal', defaultValue: ['erros', 'sucessos'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Erros' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Sucessos' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Vencimentos' })).not.toBeChecked();
  },
};

/** Obrigatório: enviar sem nenhuma opção mostra a mensagem. */
export const Required: Story = {
  name: 'Obrigatório',
  args: { isRequired: true },
  beforeEach: () => {
    submit.mockClear();
  },
  render: (args) => (
    <StoryForm onValues={submit} submitLabel="Salvar">
      <CheckboxGroup {...args}>
        <Checkbox value="vencimentos">Vencimentos</Checkbox>
        <Checkbox value="erros">Erros</Checkbox>
      </CheckboxGroup>
    </StoryForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Salvar' });
    await userEvent.click(button);
    await expect(submit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Selecione pelo menos uma opção.')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Erros' }));
    await userEvent.click(button);
    await expect(submit).toHaveBeenCalledWith({ notificacoes: 'erros' });
    await expect(canvas.queryByText('Selecione pelo menos uma opção.')).not.toBeInTheDocument();
    await userEvent.unhover(button);
  },
};

/** Com erro no grupo. */
export const Invalid: Story = {
  name: 'Com erro',
  args: { isInvalid: true, errorMessage: 'Escolha ao menos um tipo de notificação.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Escolha ao menos um tipo de notificação.')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Notificações' })).toHaveAttribute('data-invalid', 'true');
  },
};

/** Todas as opções desabilitadas. */
export const Disabled: Story = {
  name: 'Desabilitado',
  args: { isDisabled: true, defaultValue: ['erros'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const checkbox of canvas.getAllByRole('checkbox')) {
      await expect(checkbox).toBeDisabled();
    }
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};
