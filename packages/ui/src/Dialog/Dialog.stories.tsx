import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Form } from '../Form';
import { DialogTrigger, Modal } from '../Modal';
import { shellDemo } from '../storybook/shellDemo.css';
import { TextField } from '../TextField';
import { Dialog, DialogFooter } from './Dialog';

/** Receives the values of the plan form. */
const savePlan = fn().mockName('savePlan');

const meta = {
  title: 'Sobreposições/Dialog',
  component: Dialog,
  args: { title: 'Editar plano' },
  beforeEach: () => {
    savePlan.mockClear();
  },
  parameters: {
    usage: {
      when: [
        'Uma tarefa curta que não merece uma página: editar um item, adicionar um usuário, importar um arquivo.',
      ],
      do: [
        "Dê um título com a tarefa ('Adicionar usuário') e botões com verbos no rodapé.",
        'Feche ao salvar e devolva o foco a quem abriu.',
      ],
      avoid: ['Diálogos sobre diálogos.', 'Fluxos longos ou com várias etapas: use uma página.'],
    },
    visual: { fullPage: true },
    // Docs pages render it in its own frame: its overlay stays inside the example, not over the page.
    docs: {
      story: { inline: false, height: '520px' },
      description: {
        component:
          'Conteúdo de um `Modal` (`Dialog` do React Aria): título (`h2`, que dá nome ao diálogo), descrição ' +
          'opcional, botão **Fechar** e o corpo. As ações ficam em um `DialogFooter` no fim, com a principal ' +
          'à direita. `children` pode ser uma função que recebe `{ close }`.',
      },
    },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The plan edit dialog of /admin/planos-assinaturas. */
function PlanDialog(props: { title: string; description?: string }) {
  return (
    <DialogTrigger>
      <Button variant="outline">Editar plano</Button>
      <Modal>
        <Dialog {...props}>
          {({ close }) => (
            <Form
              onSubmit={(event) => {
                event.preventDefault();
                savePlan(Object.fromEntries(new FormData(event.currentTarget)));
                close();
              }}
            >
              <TextField label="Nome" name="nome" defaultValue="Plano Profissional" isRequired />
              <TextField label="Preço mensal (R$)" name="valor" defaultValue="99,90" isRequired />
              <TextField
                label="Limite de certidões por mês"
                name="limite"
                defaultValue="50"
                description="Deixe 0 para ilimitado."
              />
              <DialogFooter>
                <Button variant="outline" onPress={close}>
                  Cancelar
                </Button>
                <Button type="submit">Salvar</Button>
              </DialogFooter>
            </Form>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

/** Um formulário no diálogo, com Cancelar e Salvar no rodapé. */
export const WithForm: Story = {
  name: 'Com formulário',
  args: { description: 'As alterações valem para as próximas cobranças.' },
  render: (args) => <PlanDialog title={String(args.title)} description={String(args.description)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar plano' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar plano' });
    await expect(within(dialog).getByRole('heading', { level: 2, name: 'Editar plano' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /Nome/ })).toHaveValue('Plano Profissional');
  },
};

/** O botão Fechar, no canto, fecha o diálogo. */
export const CloseButton: Story = {
  name: 'Botão Fechar',
  render: (args) => <PlanDialog title={String(args.title)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Editar plano' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Editar plano' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(savePlan).not.toHaveBeenCalled();
    await userEvent.unhover(trigger);
  },
  parameters: { visual: { fullPage: false } },
};

/** Esc fecha e devolve o foco ao botão que abriu. */
export const EscapeKey: Story = {
  name: 'Esc fecha e devolve o foco',
  render: (args) => <PlanDialog title={String(args.title)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Editar plano' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const reopened = await screen.findByRole('dialog', { name: 'Editar plano' });
    await waitFor(() => expect(reopened.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');
  },
  parameters: { visual: { fullPage: false } },
};

/** O Tab circula só dentro do diálogo. */
export const FocusTrap: Story = {
  name: 'Foco preso (ordem do Tab)',
  render: (args) => <PlanDialog title={String(args.title)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar plano' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar plano' }));
    const order = [
      dialog.getByRole('button', { name: 'Fechar' }),
      dialog.getByRole('textbox', { name: /Nome/ }),
      dialog.getByRole('textbox', { name: /Preço mensal/ }),
      dialog.getByRole('textbox', { name: /Limite de certidões/ }),
      dialog.getByRole('button', { name: 'Cancelar' }),
      dialog.getByRole('button', { name: 'Salvar' }),
    ];
    // The dialog itself has focus first; Tab walks its controls and wraps around inside it.
    for (const element of [...order, order[0]]) {
      await userEvent.tab();
      await expect(element).toHaveFocus();
    }
    await userEvent.tab({ shift: true });
    await expect(order.at(-1)).toHaveFocus();
  },
};

/** Salvar envia o formulário e fecha. */
export const SubmitCloses: Story = {
  name: 'Salvar envia e fecha',
  render: (args) => <PlanDialog title={String(args.title)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Editar plano' });
    await userEvent.click(trigger);
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar plano' }));
    const limit = dialog.getByRole('textbox', { name: /Limite de certidões/ });
    await userEvent.clear(limit);
    await userEvent.type(limit, '100');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect(savePlan).toHaveBeenCalledWith({
      nome: 'Plano Profissional',
      valor: '99,90',
      limite: '100',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.unhover(trigger);
  },
  parameters: { visual: { fullPage: false } },
};

/** Sem título visível, o diálogo é nomeado por `aria-label`. */
export const WithoutVisibleTitle: Story = {
  name: 'Sem título visível',
  args: { title: undefined },
  render: () => (
    <Modal defaultOpen isDismissable>
      <Dialog aria-label="Comprovante de pagamento">
        <p className={shellDemo.text}>Pagamento confirmado em 12/03/2026 às 14:32 — R$ 99,90 via PIX.</p>
      </Dialog>
    </Modal>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Comprovante de pagamento' });
    await expect(within(dialog).queryByRole('heading')).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeVisible();
  },
};
