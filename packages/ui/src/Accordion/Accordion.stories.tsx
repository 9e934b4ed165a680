import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Disclosure } from '../Disclosure';
import { demo } from '../storybook/demo.css';
import { Accordion } from './Accordion';

const FAQ = [
  {
    id: 'prazo',
    question: 'Quanto tempo leva para receber uma certidão?',
    answer:
      'Depende do órgão: IPTU de 2 a 5 minutos, junta comercial de 1 a 3 minutos, justiça federal de 10 a 30 ' +
      'minutos, trabalhista de 15 a 45 minutos; as mais complexas levam até 2 horas.',
  },
  {
    id: 'validade',
    question: 'As certidões têm validade jurídica?',
    answer:
      'Sim. São emitidas pelos próprios órgãos, têm validade nacional, assinatura digital e QR code de verificação.',
  },
  {
    id: 'cancelamento',
    question: 'Posso cancelar minha assinatura?',
    answer:
      'Sim, a qualquer momento. Há garantia de 7 dias: cancelando nesse prazo, o pagamento é reembolsado.',
  },
  {
    id: 'terceiros',
    question: 'Posso pedir certidões de outra pessoa ou empresa?',
    answer: 'Sim, com a documentação e a autorização necessárias.',
  },
];

const meta = {
  title: 'Conteúdo/Accordion',
  component: Accordion,
  args: { onExpandedChange: fn() },
  render: (args) => (
    <Accordion {...args}>
      {FAQ.map(({ id, question, answer }) => (
        <Disclosure key={id} id={id} title={question}>
          {answer}
        </Disclosure>
      ))}
    </Accordion>
  ),
  decorators: [
    (Story) => (
      <div className={demo.paragraph}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      when: [
        'Listas de perguntas e respostas (FAQ) e blocos de detalhes que o usuário abre um de cada vez.',
        'Conteúdo secundário que ocuparia espaço demais se ficasse todo aberto.',
      ],
      do: [
        "Escreva títulos que sejam perguntas ou assuntos completos ('Quanto tempo leva a emissão?').",
        'Deixe um item aberto por vez, salvo quando comparar itens for útil (`allowsMultipleExpanded`).',
      ],
      avoid: [
        'Esconder informação de que o usuário precisa para concluir a tarefa: mostre-a na página.',
        'Aninhar acordeões; para um único bloco, use `Disclosure`.',
      ],
    },
    docs: {
      description: {
        component:
          'Lista de itens `Disclosure` em uma caixa (`DisclosureGroup` do React Aria). Por padrão só um item fica ' +
          'aberto por vez (o modo FAQ da especificação) e pressionar o item aberto o fecha. ' +
          'Com `allowsMultipleExpanded` vários podem ficar abertos.',
      },
    },
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name });

/** Abrir um item fecha o anterior: o padrão das perguntas frequentes. */
export const SingleOpen: Story = {
  name: 'FAQ: um aberto por vez',
  play: async ({ args, canvasElement }) => {
    const first = trigger(canvasElement, FAQ[0]?.question ?? '');
    const second = trigger(canvasElement, FAQ[1]?.question ?? '');

    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['prazo']));

    // Opening another closes the first.
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).getByText(/validade nacional/)).toBeVisible();
    await expect(within(canvasElement).getByText(/IPTU de 2 a 5 minutos/)).not.toBeVisible();
    await userEvent.unhover(second);
  },
};

/** Clicar no título do item aberto o fecha. */
export const CloseOpenItem: Story = {
  name: 'FAQ: fechar o item aberto',
  args: { defaultExpandedKeys: ['validade'] },
  play: async ({ args, canvasElement }) => {
    const open = trigger(canvasElement, FAQ[1]?.question ?? '');
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(open);
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    // Every item can be closed.
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set());
    const expanded = within(canvasElement)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-expanded') === 'true');
    await expect(expanded).toHaveLength(0);
    await userEvent.unhover(open);
  },
};

/** Tab chega a cada título; Enter e Espaço abrem e fecham. */
export const Keyboard: Story = {
  name: 'Teclado',
  play: async ({ canvasElement }) => {
    const first = trigger(canvasElement, FAQ[0]?.question ?? '');
    const second = trigger(canvasElement, FAQ[1]?.question ?? '');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    // Tab moves on to the next title.
    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Com `allowsMultipleExpanded`, vários itens ficam abertos ao mesmo tempo. */
export const MultipleOpen: Story = {
  name: 'Vários abertos',
  args: { allowsMultipleExpanded: true },
  play: async ({ canvasElement }) => {
    const first = trigger(canvasElement, FAQ[0]?.question ?? '');
    const third = trigger(canvasElement, FAQ[2]?.question ?? '');
    await userEvent.click(first);
    await userEvent.click(third);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(third).toHaveAttribute('aria-expanded', 'true');
    await userEvent.unhover(third);
  },
};
