import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DownloadIcon, PencilIcon, RefreshIcon, TrashIcon } from '../icons';
import { demo } from '../storybook/demo.css';
import { shellDemo } from '../storybook/shellDemo.css';
import { Tooltip, TooltipTrigger } from './Tooltip';

const meta = {
  title: 'Sobreposições/Tooltip',
  component: Tooltip,
  args: { children: 'Baixar PDF da certidão', placement: 'top' },
  argTypes: {
    placement: { control: 'select', options: ['top', 'bottom', 'start', 'end', 'left', 'right'] },
  },
  render: (args) => (
    <TooltipTrigger>
      <Button variant="outline" isIconOnly aria-label="Baixar PDF">
        <DownloadIcon />
      </Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  parameters: {
    usage: {
      when: ['O nome de um botão só com ícone ou uma dica curta sobre um elemento.'],
      do: ['Uma frase curta, sem pontuação final se for só um nome.'],
      avoid: ['Informação essencial ou interativa: a dica não é alcançável no toque.'],
    },
    layout: 'centered',
    // The tooltip lives in a portal, outside #storybook-root.
    visual: { fullPage: true },
    // Docs pages render it in its own frame: its overlay stays inside the example, not over the page.
    docs: {
      story: { inline: false, height: '200px' },
      description: {
        component:
          'Dica curta sobre o elemento que a aciona (`Tooltip` do React Aria), dentro de um `TooltipTrigger`. ' +
          'Aparece ao passar o mouse (após 600 ms) e imediatamente no foco pelo teclado; Esc a esconde. ' +
          'Ela descreve o gatilho (`aria-describedby`): nunca coloque conteúdo interativo nela, e botões só ' +
          'com ícone continuam precisando de `aria-label`.',
      },
    },
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dica ao passar o mouse. */
export const Default: Story = {
  name: 'Padrão',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Baixar PDF' });
    // A pointer press first, so React Aria knows the user is on a mouse (hover tooltips need it).
    await userEvent.click(canvasElement);
    await userEvent.hover(button);
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 3000 });
    await expect(tooltip).toHaveTextContent('Baixar PDF da certidão');
    // The tooltip describes its trigger.
    await expect(button).toHaveAccessibleDescription('Baixar PDF da certidão');
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** A dica aparece no foco e some com Esc. */
export const KeyboardFocus: Story = {
  name: 'Teclado (foco e Esc)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Baixar PDF' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    // Keyboard focus shows the tooltip at once.
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Baixar PDF da certidão');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    // Leaving and coming back shows it again: the picture records the open tooltip.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toBeVisible();
  },
};

const PLACEMENTS = [
  { placement: 'top', label: 'Acima', hint: 'Dica acima' },
  { placement: 'bottom', label: 'Abaixo', hint: 'Dica abaixo' },
  { placement: 'left', label: 'À esquerda', hint: 'Dica à esquerda' },
  { placement: 'right', label: 'À direita', hint: 'Dica à direita' },
] as const;

/** As posições. */
export const Placements: Story = {
  name: 'Posições',
  render: () => (
    <div className={shellDemo.placements}>
      {PLACEMENTS.map(({ placement, label, hint }) => (
        <TooltipTrigger key={placement} isOpen>
          <Button variant="outline" size="sm">
            {label}
          </Button>
          <Tooltip placement={placement}>{hint}</Tooltip>
        </TooltipTrigger>
      ))}
    </div>
  ),
  play: async () => {
    const tooltips = await screen.findAllByRole('tooltip');
    await expect(tooltips.map((tooltip) => tooltip.textContent)).toEqual(PLACEMENTS.map(({ hint }) => hint));
  },
};

/** Ações só com ícone. */
export const IconActions: Story = {
  name: 'Ações só com ícone',
  render: () => (
    <div className={demo.card}>
      <div className={demo.row}>
        <TooltipTrigger>
          <Button variant="ghost" size="sm" isIconOnly aria-label="Atualizar status">
            <RefreshIcon />
          </Button>
          <Tooltip>Atualizar status</Tooltip>
        </TooltipTrigger>
        <TooltipTrigger>
          <Button variant="ghost" size="sm" isIconOnly aria-label="Editar plano">
            <PencilIcon />
          </Button>
          <Tooltip>Editar plano</Tooltip>
        </TooltipTrigger>
        <TooltipTrigger>
          <Button variant="ghost" size="sm" isIconOnly aria-label="Excluir plano">
            <TrashIcon />
          </Button>
          <Tooltip>Excluir plano</Tooltip>
        </TooltipTrigger>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Tab order follows the buttons; each one shows its own tooltip.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Atualizar status' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Atualizar status');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Editar plano' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Editar plano'));
    await expect(screen.getAllByRole('tooltip')).toHaveLength(1);
  },
};

/** Desabilitada. */
export const Disabled: Story = {
  name: 'Desabilitada',
  render: (args) => (
    <TooltipTrigger isDisabled>
      <Button variant="outline" isIconOnly aria-label="Baixar PDF">
        <DownloadIcon />
      </Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  parameters: { visual: { fullPage: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Baixar PDF' })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};
