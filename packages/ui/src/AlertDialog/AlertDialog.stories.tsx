import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TrashIcon } from '../icons';
import { DialogTrigger } from '../Modal';
import { clearLiveAnnouncements } from '../storybook/liveAnnouncer';
import { shellDemo } from '../storybook/shellDemo.css';
import { AlertDialog } from './AlertDialog';

const meta = {
  title: 'Sobreposições/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Remover usuário',
    children: 'Tem certeza que deseja remover este usuário?',
    confirmLabel: 'Remover',
    variant: 'destructive',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'destructive'] },
    onConfirm: { control: false },
    onCancel: { control: false },
  },
  // A pending confirm button announces itself; drop the message with the story.
  beforeEach: () => clearLiveAnnouncements,
  render: (args) => (
    <DialogTrigger>
      <Button variant="outline">
        <TrashIcon />
        Remover usuário
      </Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
  parameters: {
    usage: {
      when: [
        'Confirmar uma ação que não pode ser desfeita ou que custa caro (remover, cancelar, pagar).',
        'Interromper o usuário com uma decisão que ele precisa tomar agora.',
      ],
      do: [
        "Escreva o botão de confirmação com a própria ação ('Remover usuário'), nunca 'OK' ou 'Sim'.",
        'Use `variant="destructive"` para remoções e cancelamentos.',
      ],
      avoid: [
        'Pedir confirmação de ações comuns e reversíveis: o usuário passa a confirmar sem ler.',
        'Formulários dentro do alerta; para isso, use `Dialog`.',
      ],
    },
    visual: { fullPage: true },
    // Docs pages render it in its own frame: its overlay stays inside the example, not over the page.
    docs: {
      story: { inline: false, height: '420px' },
      description: {
        component:
          'Confirmação que substitui o `confirm()` do navegador: um `alertdialog` modal com título, mensagem, ' +
          '**Cancelar** e a ação. O foco começa em Cancelar (a escolha segura), Esc cancela e um clique fora ' +
          'não faz nada. Se `onConfirm` devolver uma promessa, o botão mostra o carregamento até ela terminar; ' +
          'o diálogo fecha quando ela resolve e continua aberto se ela falhar (o app mostra o erro).',
      },
    },
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirmação destrutiva: ícone e botão vermelhos, foco no botão de cancelar. */
export const Destructive: Story = {
  name: 'Destrutivo',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Remover usuário' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remover usuário' });
    await expect(dialog).toHaveTextContent('Tem certeza que deseja remover este usuário?');
    // Focus starts on the safe choice.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
    // Open again: the picture shows the dialog.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Remover usuário' });
  },
};

/** Cancelar pelo botão ou pelo Esc fecha sem chamar `onConfirm`. */
export const Cancel: Story = {
  name: 'Cancelar (botão e Esc)',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Remover usuário' });
    await userEvent.click(trigger);
    let dialog = await screen.findByRole('alertdialog');
    // Fully open (focus on the safe choice) before acting: a busy machine may still be animating it in.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    dialog = await screen.findByRole('alertdialog');
    // A click outside does not dismiss a confirmation…
    await userEvent.click((dialog.parentElement as HTMLElement).parentElement as HTMLElement);
    await expect(screen.getByRole('alertdialog')).toBeVisible();
    // …Esc does, as a cancel (once focus is back inside: the click outside may take it away for a frame).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
  parameters: { visual: { fullPage: false } },
};

/** Todo o fluxo pelo teclado: Tab entre os botões, Enter confirma. */
export const KeyboardOnly: Story = {
  name: 'Só teclado',
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    const cancel = within(dialog).getByRole('button', { name: 'Cancelar' });
    const confirm = within(dialog).getByRole('button', { name: 'Remover' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    // Focus stays inside the dialog.
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
  parameters: { visual: { fullPage: false } },
};

/** Enquanto a ação roda, o botão de confirmação mostra o indicador. */
export const Pending: Story = {
  name: 'Aguardando a ação',
  args: {
    title: 'Cancelar plano',
    children: 'Tem certeza que deseja cancelar o plano deste usuário?',
    confirmLabel: 'Cancelar plano',
    cancelLabel: 'Voltar',
    // Never settles: the story shows the pending state.
    onConfirm: fn(() => new Promise<void>(() => {})),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="outline">Cancelar plano</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar plano' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancelar plano' }));
    const confirm = dialog.getByRole('button', { name: /Cancelar plano/ });
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await expect(dialog.getByRole('progressbar', { name: 'Carregando...' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Voltar' })).toBeDisabled();
    // Esc does not close while the action runs.
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeVisible();
    await userEvent.unhover(confirm);
  },
};

/** Se a ação falha, o diálogo continua aberto para mostrar o erro. */
export const FailureKeepsOpen: Story = {
  name: 'Falha mantém aberto',
  args: {
    onConfirm: fn(() => Promise.reject(new Error('Erro ao remover usuário'))),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remover usuário' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    const confirm = dialog.getByRole('button', { name: 'Remover' });
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // The dialog stays so the user can try again (the app shows 'Erro ao remover usuário').
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'));
    await expect(screen.getByRole('alertdialog')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
    await userEvent.unhover(confirm);
  },
};

/** Confirmação comum, com o botão primário. */
export const NonDestructive: Story = {
  name: 'Não destrutivo',
  args: {
    title: 'Ativar plano',
    children: 'Deseja ativar o Plano Profissional para este usuário? A cobrança começa hoje.',
    confirmLabel: 'Ativar plano',
    variant: 'default',
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Ativar plano</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ativar plano' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Ativar plano' }));
    await expect(dialog.getByRole('button', { name: 'Ativar plano' })).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A payments row that asks before cancelling, with the dialog controlled by state. */
function PaymentRow({ onConfirm }: { onConfirm: () => void }) {
  const [isOpen, setOpen] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  return (
    <div className={shellDemo.panel}>
      <div className={shellDemo.row}>
        <div className={shellDemo.rowMain}>
          <span className={shellDemo.rowTitle}>Plano Profissional — R$ 99,90</span>
          <span className={shellDemo.rowText}>{cancelled ? 'Cancelado' : 'Pendente · Vence em 3 dias'}</span>
        </div>
        <Button variant="outline" size="sm" isDisabled={cancelled} onPress={() => setOpen(true)}>
          Cancelar pagamento
        </Button>
      </div>
      <AlertDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Cancelar pagamento"
        confirmLabel="Cancelar pagamento"
        cancelLabel="Voltar"
        variant="destructive"
        onConfirm={() => {
          onConfirm();
          setCancelled(true);
        }}
      >
        Tem certeza que deseja cancelar este pagamento?
      </AlertDialog>
    </div>
  );
}

/** Aberto e fechado por fora, com `isOpen` e `onOpenChange`. */
export const Controlled: Story = {
  name: 'Controlado (isOpen)',
  render: (args) => <PaymentRow onConfirm={() => args.onConfirm?.()} />,
  parameters: { visual: { fullPage: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar pagamento' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancelar pagamento' }));
    await expect(dialog.getByText('Tem certeza que deseja cancelar este pagamento?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar pagamento' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('Cancelado')).toBeVisible();
  },
};
