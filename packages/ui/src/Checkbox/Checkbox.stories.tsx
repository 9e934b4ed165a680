import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../Link';
import { demo } from '../storybook/demo.css';
import { StoryForm } from '../storybook/StoryForm';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Campos/Checkbox',
  component: Checkbox,
  args: { children: 'Receber notificações por e-mail', name: 'emailNotificacoes', onChange: fn() },
  decorators: [
    (Story) => (
      <div className={demo.form}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      when: [
        'Uma escolha independente de sim ou não que vale no envio do formulário (aceite dos termos).',
        'Para um efeito imediato (ligar notificações), use `Switch`.',
      ],
      do: [
        'Escreva o rótulo como uma afirmação que a marcação torna verdadeira.',
        'Use `description` para explicar a consequência.',
      ],
      avoid: [
        "Rótulos negativos ('Não quero receber e-mails').",
        'Vários checkboxes soltos para uma mesma pergunta: use `CheckboxGroup`.',
      ],
    },
    docs: {
      description: {
        component:
          'Caixa de seleção (`CheckboxField` + `CheckboxButton` do React Aria): o rótulo inteiro é clicável e ' +
          'Espaço alterna. Sozinha, `isRequired` a torna obrigatória (aceite de termos); dentro de um ' +
          '`CheckboxGroup` é uma opção com `value`.',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = fn().mockName('onSubmit');

/** Uma caixa com rótulo; clicar no rótulo também marca. */
export const Default: Story = {
  name: 'Padrão',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Receber notificações por e-mail' });
    await expect(checkbox).not.toBeChecked();
    // A click on the label text toggles it.
    await userEvent.click(canvas.getByText('Receber notificações por e-mail'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.unhover(checkbox);
  },
};

/** Tab chega à caixa; Espaço marca e desmarca. */
export const Keyboard: Story = {
  name: 'Uso pelo teclado',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Receber notificações por e-mail' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

/** Desmarcada, marcada, mista e inválida. */
export const States: Story = {
  name: 'Estados',
  render: () => (
    <div className={demo.column}>
      <Checkbox>Não marcada</Checkbox>
      <Checkbox defaultSelected>Marcada</Checkbox>
      <Checkbox isIndeterminate>Parcial (algumas certidões selecionadas)</Checkbox>
      <Checkbox isInvalid>Com erro</Checkbox>
      <Checkbox isInvalid defaultSelected>
        Marcada com erro
      </Checkbox>
      <Checkbox isDisabled>Desabilitada</Checkbox>
      <Checkbox isDisabled defaultSelected>
        Marcada e desabilitada
      </Checkbox>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(7);
    await expect(canvas.getByRole('checkbox', { name: 'Marcada' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /Parcial/ })).toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Desabilitada' })).toBeDisabled();
  },
};

/** Com um texto de ajuda sob o rótulo. */
export const WithDescription: Story = {
  name: 'Com descrição',
  args: {
    children: 'Aprovar solicitações automaticamente',
    name: 'aprovarAutomaticamente',
    description: 'As certidões são emitidas sem revisão de um moderador.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('checkbox', { name: 'Aprovar solicitações automaticamente' }),
    ).toHaveAccessibleDescription('As certidões são emitidas sem revisão de um moderador.');
  },
};

/** Aceite obrigatório: enviar sem marcar mostra a mensagem. */
export const TermsRequired: Story = {
  name: 'Aceite obrigatório',
  args: {
    name: 'aceite',
    value: 'sim',
    isRequired: true,
    errorMessage: 'Você deve aceitar os Termos de uso e a Política de privacidade para continuar',
    children: (
      <span>
        Li e aceito os <Link href="#termos">Termos de uso</Link> e a{' '}
        <Link href="#privacidade">Política de privacidade</Link>
      </span>
    ),
  },
  beforeEach: () => {
    submit.mockClear();
  },
  render: (args) => (
    <StoryForm onValues={submit} submitLabel="Continuar">
      <Checkbox {...args} />
    </StoryForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: /Li e aceito/ });
    const button = canvas.getByRole('button', { name: 'Continuar' });
    await userEvent.click(button);
    await expect(submit).not.toHaveBeenCalled();
    await expect(checkbox).toHaveAccessibleDescription(
      'Você deve aceitar os Termos de uso e a Política de privacidade para continuar',
    );
    await userEvent.click(checkbox);
    await userEvent.click(button);
    await expect(submit).toHaveBeenCalledWith({ aceite: 'sim' });
    await userEvent.unhover(button);
  },
};

/** A mensagem padrão de uma caixa obrigatória. */
export const DefaultRequiredMessage: Story = {
  name: 'Obrigatória (mensagem padrão)',
  args: { isRequired: true },
  beforeEach: () => {
    submit.mockClear();
  },
  render: (args) => (
    <StoryForm onValues={submit}>
      <Checkbox {...args} />
    </StoryForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Enviar' });
    await userEvent.click(button);
    await expect(canvas.getByText('Marque esta opção para continuar.')).toBeVisible();
    await userEvent.unhover(button);
  },
};

/** Desabilitada. */
export const Disabled: Story = {
  name: 'Desabilitado',
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Receber notificações por e-mail'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
