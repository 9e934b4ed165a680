import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demo } from '../storybook/demo.css';
import { CopyField } from './CopyField';

const PIX_CODE =
  '00020126580014BR.GOV.BCB.PIX0136a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d5204000053039865406' +
  '99.905802BR5913CERTIDAO AGIL6009SAO PAULO62140510PAG12345676304B1E2';
const BOLETO_LINE = '23793.38128 60000.000003 00000.000400 1 84340000009990';

const writeText = fn().mockName('clipboard.writeText');

/** Replaces `navigator.clipboard` for the story (the test browser has no clipboard permission). */
function mockClipboard(implementation: (text: string) => Promise<void>): void {
  writeText.mockImplementation(implementation);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

const meta = {
  title: 'Conteúdo/CopyField',
  component: CopyField,
  args: {
    label: 'PIX Copia e Cola',
    value: PIX_CODE,
    description: 'Cole o código no app do seu banco, na opção PIX Copia e Cola.',
    onCopy: fn(),
  },
  decorators: [
    // `parameters.narrow`: a 360px-wide phone screen (the test browser keeps its 1024px viewport).
    (Story, { parameters }) =>
      parameters.narrow ? (
        <div className={demo.narrow}>
          <div className={demo.card}>
            <Story />
          </div>
        </div>
      ) : (
        <div className={demo.card}>
          <Story />
        </div>
      ),
  ],
  beforeEach: () => {
    writeText.mockReset();
    // Back to the browser's own clipboard (the prototype getter) after each story.
    return () => {
      Reflect.deleteProperty(navigator, 'clipboard');
      window.getSelection()?.removeAllRanges();
    };
  },
  parameters: {
    usage: {
      when: ['Um código para o usuário copiar: PIX copia e cola, linha digitável do boleto, chave de API.'],
      do: ['Diga no `label` o que é o código.', "Confirme a cópia com um aviso curto ('Código copiado')."],
      avoid: ['Esconder o código: ele precisa poder ser lido e selecionado.'],
    },
    docs: {
      description: {
        component:
          'Um valor somente leitura com o botão **Copiar**: o código PIX Copia e Cola, a linha digitável do ' +
          'boleto. Copia para a área de transferência e mostra **Copiado!** por 2 s (também anunciado a leitores ' +
          'de tela); sem acesso à área de transferência, seleciona o texto e avisa. Valores longos quebram dentro ' +
          'da caixa, sem rolagem lateral da página. Um clique no valor seleciona tudo.',
      },
    },
  },
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** O código PIX copia e cola com o botão Copiar. */
export const Pix: Story = {
  name: 'PIX Copia e Cola',
  play: async ({ canvasElement, args }) => {
    mockClipboard(async () => {});
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'PIX Copia e Cola' });
    await expect(within(group).getByText(PIX_CODE)).toBeVisible();
    const button = within(group).getByRole('button', { name: 'Copiar' });
    await expect(button).toHaveAccessibleDescription(
      'PIX Copia e Cola Cole o código no app do seu banco, na opção PIX Copia e Cola.',
    );
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();

    await userEvent.click(button);
    await expect(writeText).toHaveBeenCalledWith(PIX_CODE);
    await expect(args.onCopy).toHaveBeenCalledWith(PIX_CODE);
    // Feedback on the button and in the live region…
    await expect(button).toHaveAccessibleName('Copiado!');
    await expect(status).toHaveTextContent('Copiado!');
    // …for 2 seconds.
    await waitFor(() => expect(button).toHaveAccessibleName('Copiar'), { timeout: 3000 });
    await expect(status).toBeEmptyDOMElement();
    await userEvent.unhover(button);
  },
};

/** A linha digitável do boleto, copiada pelo teclado. */
export const Boleto: Story = {
  name: 'Linha digitável do boleto (teclado)',
  args: { label: 'Linha digitável', value: BOLETO_LINE, description: undefined },
  play: async ({ canvasElement }) => {
    mockClipboard(async () => {});
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Linha digitável' })).toBeVisible();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Copiar' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(writeText).toHaveBeenCalledWith(BOLETO_LINE);
    await expect(canvas.getByRole('status')).toHaveTextContent('Copiado!');
    await waitFor(() => expect(button).toHaveAccessibleName('Copiar'), { timeout: 3000 });
    await expect(button).toHaveFocus();
  },
};

/** Sem acesso à área de transferência, o texto fica selecionado para copiar à mão. */
export const Fallback: Story = {
  name: 'Sem acesso à área de transferência',
  play: async ({ canvasElement, args }) => {
    mockClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Copiar' });
    await userEvent.click(button);
    // The text is selected for a manual copy, and the user is told so.
    await waitFor(() => expect(window.getSelection()?.toString()).toBe(PIX_CODE));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Não foi possível copiar automaticamente. O texto foi selecionado: copie manualmente.',
    );
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(button).toHaveAccessibleName('Copiar');
    await expect(args.onCopy).not.toHaveBeenCalled();
    await userEvent.unhover(button);
  },
};

/** No celular, um código longo quebra linha em vez de rolar para o lado. */
export const Mobile: Story = {
  name: 'Celular (código longo sem rolagem lateral)',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { narrow: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const value = canvas.getByText(PIX_CODE);
    const group = canvas.getByRole('group', { name: 'PIX Copia e Cola' });
    // The code wraps inside the field: nothing is wider than the 360px screen.
    await expect(value.getBoundingClientRect().right).toBeLessThanOrEqual(
      group.getBoundingClientRect().right,
    );
    const screenBox = canvasElement.querySelector(`.${demo.narrow}`) as HTMLElement;
    await expect(screenBox.getBoundingClientRect().width).toBe(360);
    await expect(screenBox.scrollWidth).toBeLessThanOrEqual(screenBox.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Copiar' })).toBeVisible();
  },
};
