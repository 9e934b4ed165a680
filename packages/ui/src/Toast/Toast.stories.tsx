import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { demo } from '../storybook/demo.css';
import { Toaster } from './Toast';
import { toast, toastQueue } from './toastQueue';

const meta = {
  title: 'Feedback/Toast',
  component: Toaster,
  // Every story starts and ends with an empty queue (the queue is global).
  beforeEach: () => {
    toastQueue.clear();
    return () => toastQueue.clear();
  },
  parameters: {
    usage: {
      when: ["Confirmar uma ação que acabou de acontecer ('Usuário removido') ou avisar de algo passageiro."],
      do: [
        'Mensagens curtas, com `toast.success`, `toast.error`, `toast.warning` e `toast.info`.',
        'Use `description` para o detalhe e deixe o tempo padrão fechar.',
      ],
      avoid: [
        'Erros que o usuário precisa corrigir num formulário: mostre-os nos campos.',
        'Ações importantes só dentro do toast.',
      ],
    },
    // Toasts live in a portal at the bottom right of the page.
    visual: { fullPage: true },
    // Docs pages render it in its own frame: its overlay stays inside the example, not over the page.
    docs: {
      story: { inline: false, height: '320px' },
      description: {
        component:
          'Notificações breves (`Toast` do React Aria). Renderize `<Toaster />` uma vez na raiz do app e mostre ' +
          "mensagens de qualquer lugar: `toast.success('Login realizado com sucesso!')`, `toast.error(...)`, " +
          '`toast.warning(...)`, `toast.info(...)`, com `description` opcional. Fecham sozinhas (5 s; erros 8 s; ' +
          'o tempo pausa com o mouse ou o foco sobre elas) ou pelo botão Fechar. Sucesso e informação são ' +
          '`status` (anúncio educado); erro e aviso são `alert`. A região é um marco alcançável com F6.',
      },
    },
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toasts render in a portal on document.body, outside the story's canvas. */
const page = within(document.body);

/** Um sucesso que fecha pelo botão. */
export const Success: Story = {
  name: 'Sucesso (fecha pelo botão)',
  render: () => (
    <>
      <Button onPress={() => toast.success('Login realizado com sucesso!', { timeout: null })}>Entrar</Button>
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Login realizado com sucesso!' });
    // A polite live region for good news.
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Login realizado com sucesso!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await userEvent.unhover(canvas.getByRole('button', { name: 'Entrar' }));
  },
};

/** Um erro com descrição. */
export const ErrorWithDescription: Story = {
  name: 'Erro com descrição',
  render: () => (
    <>
      <Button
        variant="outline"
        onPress={() =>
          toast.error('Erro ao carregar planos', {
            description: 'Verifique sua conexão e tente novamente.',
            timeout: null,
          })
        }
      >
        Carregar planos
      </Button>
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Carregar planos' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('alertdialog', { name: 'Erro ao carregar planos' });
    await expect(dialog).toHaveAccessibleDescription('Verifique sua conexão e tente novamente.');
    // Errors interrupt: role alert.
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Erro ao carregar planos');
    await userEvent.unhover(trigger);
  },
};

/** Fecha sozinho depois do tempo. */
export const AutoDismiss: Story = {
  name: 'Fecha sozinho',
  render: () => (
    <>
      <Button onPress={() => toast.success('Perfil atualizado com sucesso!', { timeout: 1200 })}>
        Salvar
      </Button>
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Salvar' });
    await userEvent.click(button);
    // Move the pointer away: hovering the toasts would pause their timer.
    await userEvent.unhover(button);
    await expect(
      await page.findByRole('alertdialog', { name: 'Perfil atualizado com sucesso!' }),
    ).toBeVisible();
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull(), { timeout: 5000 });
  },
};

/** F6 chega à região; Fechar pelo teclado. */
export const Keyboard: Story = {
  name: 'Teclado (F6 e Fechar)',
  render: () => (
    <>
      <Button onPress={() => toast.info('Certidões reenviadas para processamento.', { timeout: null })}>
        Reenviar
      </Button>
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Reenviar' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('alertdialog', { name: 'Certidões reenviadas para processamento.' });
    // F6 jumps to the notifications landmark; Tab then reaches the close button.
    const region = page.getByRole('region', { name: /notificação/ });
    await userEvent.keyboard('{F6}');
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
    const close = within(dialog).getByRole('button', { name: 'Fechar' });
    for (let i = 0; i < 3 && document.activeElement !== close; i++) await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    // Focus goes back to where the user was.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Os quatro tons. */
export const AllTones: Story = {
  name: 'Todos os tons',
  render: () => (
    <>
      <div className={demo.row}>
        <Button
          onPress={() => {
            toast.info('Solicitação atualizada com sucesso.', { timeout: null });
            toast.warning('Seu e-mail não foi verificado. Verifique sua caixa de entrada.', {
              timeout: null,
            });
            toast.error('Erro ao processar pagamento', {
              description: 'O cartão foi recusado pela operadora.',
              timeout: null,
            });
            toast.success('Plano adquirido com sucesso!', { timeout: null });
          }}
        >
          Mostrar notificações
        </Button>
      </div>
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Mostrar notificações' });
    await userEvent.click(trigger);
    await waitFor(() => expect(page.getAllByRole('alertdialog')).toHaveLength(4));
    await expect(page.getByRole('region', { name: /4 notificações/ })).toBeVisible();
    await expect(page.getAllByRole('alert')).toHaveLength(2);
    await expect(page.getAllByRole('status')).toHaveLength(2);
    await userEvent.unhover(trigger);
  },
};

/** A sign-in form whose pending button is replaced by the signed-in view, as the app does after 'Entrar'. */
function SignInThenToast() {
  const [state, setState] = useState<'idle' | 'pending' | 'done'>('idle');
  if (state === 'done') return <p>Bem-vindo de volta!</p>;
  return (
    <Button
      isPending={state === 'pending'}
      onPress={() => {
        setState('pending');
        setTimeout(() => {
          setState('done');
          toast.success('Login realizado com sucesso!', { timeout: null });
          // Quicker than React Aria's first announcement of a page (written 100 ms late): the button is gone
          // before that entry exists.
        }, 20);
      }}
    >
      Entrar
    </Button>
  );
}

/** Depois de uma ação que estava carregando. */
export const AfterPendingAction: Story = {
  name: 'Depois de uma ação pendente',
  render: () => (
    <>
      <SignInThenToast />
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Entrar' });
    // Pressed from the keyboard: a focused button is the one React Aria announces while pending.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await page.findByRole('alertdialog', { name: 'Login realizado com sucesso!' }),
    ).toBeVisible();
    await expect(canvas.getByText('Bem-vindo de volta!')).toBeVisible();
    await waitFor(() => {
      const dangling = [...document.querySelectorAll('[role="log"] [aria-labelledby]')].filter((entry) =>
        (entry.getAttribute('aria-labelledby') ?? '')
          .split(/\s+/)
          .every((id) => id && document.getElementById(id) === null),
      );
      expect(dangling).toHaveLength(0);
    });
  },
};
