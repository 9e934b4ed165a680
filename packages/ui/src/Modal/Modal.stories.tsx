import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, DialogFooter } from '../Dialog';
import { PlusIcon } from '../icons';
import { shellDemo } from '../storybook/shellDemo.css';
import { DialogTrigger, Modal } from './Modal';

const meta = {
  title: 'Sobreposições/Modal',
  component: Modal,
  args: { size: 'md', placement: 'center', isDismissable: false, onOpenChange: fn(), children: null },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    placement: { control: 'inline-radio', options: ['center', 'start'] },
    children: { control: false },
    onOpenChange: { control: false },
  },
  render: ({ onOpenChange, ...args }) => (
    // The trigger owns the open state (and reports it); the Modal shows it.
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button>
        <PlusIcon />
        Novo plano
      </Button>
      <Modal {...args}>
        <Dialog title="Novo plano" description="O plano aparece para os clientes assim que for salvo.">
          {({ close }) => (
            <>
              <p className={shellDemo.text}>
                Defina nome, preço mensal, limite de certidões e benefícios do plano.
              </p>
              <DialogFooter>
                <Button variant="outline" onPress={close}>
                  Cancelar
                </Button>
                <Button onPress={close}>Salvar</Button>
              </DialogFooter>
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
  parameters: {
    usage: {
      when: ['A camada que segura um `Dialog` ou uma gaveta; quase sempre por trás de `DialogTrigger`.'],
      do: ['Escolha o tamanho pelo conteúdo: `sm` confirmações, `md` formulários, `lg` tabelas.'],
      avoid: [
        'Fechar ao clicar fora quando há um formulário preenchido (`isDismissable` só para conteúdo de leitura).',
      ],
    },
    // The modal lives in a portal over the whole page.
    visual: { fullPage: true },
    // Docs pages render it in its own frame: its overlay stays inside the example, not over the page.
    docs: {
      story: { inline: false, height: '480px' },
      description: {
        component:
          'Camada modal (`ModalOverlay` + `Modal` do React Aria) que recebe um `Dialog`. Prende o foco, ' +
          'esconde o resto da página dos leitores de tela, trava a rolagem, fecha com Esc e devolve o foco ' +
          'ao botão que a abriu. Com `isDismissable`, um clique fora também fecha. Abra com `DialogTrigger` ' +
          'ou controle com `isOpen`/`onOpenChange`. `placement="start"` vira uma gaveta lateral (menu no celular).',
      },
    },
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Um modal padrão com um diálogo. */
export const Default: Story = {
  name: 'Padrão',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Novo plano' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Novo plano' });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    // Focus moves into the dialog.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // …and comes back to the button that opened it.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('dialog', { name: 'Novo plano' })).toBeVisible();
  },
};

/** Clicar fora não fecha (o padrão). */
export const NotDismissable: Story = {
  name: 'Clique fora não fecha (padrão)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Novo plano' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo plano' });
    // dialog → modal box → backdrop.
    const backdrop = (dialog.parentElement as HTMLElement).parentElement as HTMLElement;
    await userEvent.click(backdrop);
    await expect(screen.getByRole('dialog', { name: 'Novo plano' })).toBeVisible();
  },
};

/** Com `isDismissable`, clicar fora fecha. */
export const Dismissable: Story = {
  name: 'Dispensável (clique fora fecha)',
  args: { isDismissable: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Novo plano' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Novo plano' });
    const modal = dialog.parentElement as HTMLElement;
    const backdrop = modal.parentElement as HTMLElement;
    await userEvent.click(backdrop);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.unhover(trigger);
  },
  parameters: { visual: { fullPage: false } },
};

/** Os três tamanhos. */
export const Sizes: Story = {
  name: 'Tamanhos',
  render: (args) => (
    <div className={shellDemo.spacious}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <DialogTrigger key={size}>
          <Button variant="outline">{{ sm: 'Pequeno', md: 'Médio', lg: 'Grande' }[size]}</Button>
          <Modal {...args} size={size}>
            <Dialog title={`Modal ${{ sm: 'pequeno', md: 'médio', lg: 'grande' }[size]}`}>
              <p className={shellDemo.text}>
                {size === 'sm'
                  ? 'Para confirmações curtas.'
                  : size === 'md'
                    ? 'Para formulários como o de novo plano.'
                    : 'Para conteúdos largos, como o histórico de pagamentos de um usuário.'}
              </p>
            </Dialog>
          </Modal>
        </DialogTrigger>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const widths: number[] = [];
    for (const name of ['Pequeno', 'Médio', 'Grande']) {
      await userEvent.click(canvas.getByRole('button', { name }));
      const dialog = await screen.findByRole('dialog');
      widths.push((dialog.parentElement as HTMLElement).getBoundingClientRect().width);
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    // 26rem, 34rem, 50rem.
    await expect(widths).toEqual([416, 544, 800]);
    await userEvent.click(canvas.getByRole('button', { name: 'Grande' }));
    await expect(await screen.findByRole('dialog', { name: 'Modal grande' })).toBeVisible();
  },
};

/** Uma gaveta lateral. */
export const Drawer: Story = {
  name: 'Gaveta lateral',
  args: { placement: 'start', size: 'sm', isDismissable: true },
  render: (args) => (
    <DialogTrigger>
      <Button variant="outline">Abrir gaveta</Button>
      <Modal {...args}>
        <Dialog title="Filtros">
          <p className={shellDemo.text}>Uma gaveta ocupa a altura toda e entra pela esquerda.</p>
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir gaveta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
    const box = (dialog.parentElement as HTMLElement).getBoundingClientRect();
    await expect(box.left).toBe(0);
    await expect(box.height).toBe(window.innerHeight);
  },
};
