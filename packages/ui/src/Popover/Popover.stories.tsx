import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { InfoIcon } from '../icons';
import { DialogTrigger } from '../Modal';
import { demo } from '../storybook/demo.css';
import { Popover } from './Popover';

const meta = {
  title: 'Sobreposições/Popover',
  component: Popover,
  parameters: {
    usage: {
      when: ['Conteúdo de apoio junto a um elemento: uma ajuda contextual, um pequeno formulário.'],
      do: ['Mantenha o conteúdo curto e com um jeito claro de fechar.'],
      avoid: ['Conteúdo essencial para a tarefa.', 'Texto de uma linha ao passar o mouse: use `Tooltip`.'],
    },
    visual: { fullPage: true },
    // Docs pages render it in its own frame: its overlay stays inside the example, not over the page.
    docs: {
      story: { inline: false, height: '320px' },
      description: {
        component:
          'Painel flutuante ancorado ao seu gatilho (`Popover` do React Aria): posiciona-se e vira de lado ' +
          'quando falta espaço, fecha com Esc ou clique fora. O `Select` e o `ComboBox` mostram suas opções ' +
          'nele; com um `Dialog` dentro, serve para ajuda contextual.',
      },
    },
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Uma ajuda contextual que abre ao lado do botão. */
export const WithDialog: Story = {
  name: 'Ajuda contextual',
  render: () => (
    <DialogTrigger>
      <Button variant="outline">
        <InfoIcon />
        Como preencher
      </Button>
      <Popover placement="bottom start">
        <Dialog title="Dados da certidão">
          <p className={demo.narrow}>
            Informe o nome completo e o CPF como constam no documento. Para empresas, use o CNPJ da matriz.
          </p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Como preencher' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Dados da certidão' });
    await expect(dialog).toBeVisible();
    // Escape closes it and gives focus back to the trigger.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    // Open again for the picture.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Dados da certidão' });
    await userEvent.unhover(trigger);
  },
};
