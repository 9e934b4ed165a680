import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { AlertCircleIcon, FileTextIcon, LayersIcon, UserIcon } from '../icons';
import { shellDemo } from '../storybook/shellDemo.css';
import { UiRouterProvider } from '../UiRouterProvider';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const navigate = fn().mockName('navigate');

const meta = {
  title: 'Navegação/Tabs',
  component: Tabs,
  args: { variant: 'line', orientation: 'horizontal', onSelectionChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['line', 'pill'] },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    onSelectionChange: { control: false },
  },
  beforeEach: () => {
    navigate.mockClear();
  },
  render: (args) => (
    <div className={shellDemo.panelWide}>
      <Tabs {...args}>
        <TabList aria-label="Seções do perfil">
          <Tab id="perfil" icon={<UserIcon />}>
            Perfil
          </Tab>
          <Tab id="plano" icon={<LayersIcon />}>
            Plano ativo
          </Tab>
          <Tab id="historico" icon={<FileTextIcon />}>
            Histórico
          </Tab>
          <Tab id="seguranca" icon={<AlertCircleIcon />}>
            Segurança
          </Tab>
        </TabList>
        <TabPanel id="perfil">
          <dl className={shellDemo.details}>
            <dt className={shellDemo.term}>Nome</dt>
            <dd className={shellDemo.value}>Maria Souza</dd>
            <dt className={shellDemo.term}>E-mail</dt>
            <dd className={shellDemo.value}>maria.souza@exemplo.com.br</dd>
            <dt className={shellDemo.term}>Telefone</dt>
            <dd className={shellDemo.value}>(11) 98765-4321</dd>
          </dl>
        </TabPanel>
        <TabPanel id="plano">
          <p className={shellDemo.text}>Nenhum plano ativo</p>
        </TabPanel>
        <TabPanel id="historico">
          <p className={shellDemo.text}>Nenhum pagamento encontrado</p>
        </TabPanel>
        <TabPanel id="seguranca">
          <Button variant="outline">Alterar senha</Button>
        </TabPanel>
      </Tabs>
    </div>
  ),
  parameters: {
    usage: {
      when: ['Alternar entre seções de uma mesma página (Dados, Senha, Plano).'],
      do: ['Rótulos curtos, em caixa de frase.', 'Use `variant="pill"` para filtros.'],
      avoid: ['Abas para etapas em ordem: use `Stepper`.'],
    },
    docs: {
      description: {
        component:
          'Abas (`Tabs` do React Aria) com `TabList`, `Tab` e `TabPanel`. As setas movem entre as abas e já as ' +
          'selecionam, Home/End vão para a primeira/última, e Tab entra no painel. Variantes: `line` (seções de ' +
          'uma página, como Meu perfil) e `pill` (filtros e áreas compactas). Abas com `href` viram links do ' +
          'roteador: passe `selectedKey` a partir da rota atual.',
      },
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As abas do perfil. */
export const Default: Story = {
  name: 'Padrão (Meu perfil)',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // React Aria builds the tab collection right after the first render.
    await canvas.findAllByRole('tab');
    await expect(canvas.getByRole('tablist', { name: 'Seções do perfil' })).toBeVisible();
    const perfil = canvas.getByRole('tab', { name: 'Perfil' });
    await waitFor(() => expect(perfil).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('tabpanel', { name: 'Perfil' })).toHaveTextContent('Maria Souza');
    await userEvent.click(canvas.getByRole('tab', { name: 'Plano ativo' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('plano');
    await expect(canvas.getByRole('tabpanel', { name: 'Plano ativo' })).toHaveTextContent(
      'Nenhum plano ativo',
    );
    await userEvent.click(perfil);
    await userEvent.unhover(perfil);
  },
};

/** Setas, Home e End mudam a aba. */
export const Keyboard: Story = {
  name: 'Teclado (setas, Home, End)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // React Aria builds the tab collection right after the first render.
    await canvas.findAllByRole('tab');
    const tab = (name: string) => canvas.getByRole('tab', { name });
    // Tab enters the list on the selected tab.
    await userEvent.tab();
    await expect(tab('Perfil')).toHaveFocus();
    await expect(tab('Perfil')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Plano ativo')).toHaveFocus();
    await expect(tab('Plano ativo')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(tab('Segurança')).toHaveAttribute('aria-selected', 'true');
    // Wraps around.
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Perfil')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('Segurança')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tab('Perfil')).toHaveFocus();
    await userEvent.keyboard('{End}');
    // Tab leaves the list for the panel's first control.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Alterar senha' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(tab('Segurança')).toHaveFocus();
  },
};

/** Foco no painel: o anel de foco do painel fica a 8 px do conteúdo, sem mover o conteúdo. */
export const PanelFocus: Story = {
  name: 'Foco no painel',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('tab');
    // A panel without controls takes the focus itself: Tab from the list lands on it.
    await userEvent.tab();
    await userEvent.tab();
    const panel = canvas.getByRole('tabpanel', { name: 'Perfil' });
    await expect(panel).toHaveFocus();
    await expect(panel).toHaveAttribute('data-focus-visible', 'true');
    // The ring (drawn outside the panel's box) keeps a gap from the content on every side.
    const ring = panel.getBoundingClientRect();
    const content = (panel.firstElementChild as HTMLElement).getBoundingClientRect();
    const gaps = [
      content.left - ring.left,
      ring.right - content.right,
      content.top - ring.top,
      ring.bottom - content.bottom,
    ];
    for (const gap of gaps) await expect(gap).toBeGreaterThanOrEqual(8);
  },
};

/** Pílulas. */
export const Pill: Story = {
  name: 'Pílulas',
  args: { variant: 'pill', defaultSelectedKey: 'historico' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // React Aria builds the tab collection right after the first render.
    await canvas.findAllByRole('tab');
    await expect(canvas.getByRole('tab', { name: 'Histórico' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Nenhum pagamento encontrado');
  },
};

/** Vertical. */
export const Vertical: Story = {
  name: 'Vertical',
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // React Aria builds the tab collection right after the first render.
    await canvas.findAllByRole('tab');
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    // Vertical tabs move with the up and down arrows.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Plano ativo' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('tab', { name: 'Perfil' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Uma aba desabilitada. */
export const DisabledTab: Story = {
  name: 'Aba desabilitada',
  args: { disabledKeys: ['plano'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // React Aria builds the tab collection right after the first render.
    await canvas.findAllByRole('tab');
    const disabled = canvas.getByRole('tab', { name: 'Plano ativo' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(disabled);
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('plano');
    await expect(disabled).toHaveAttribute('aria-selected', 'false');
    // The arrows skip it.
    await userEvent.click(canvas.getByRole('tab', { name: 'Perfil' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Histórico' })).toHaveFocus();
    await userEvent.unhover(canvas.getByRole('tab', { name: 'Perfil' }));
  },
};

/** Em contexto, no suporte. */
export const SupportTabs: Story = {
  name: 'Em contexto (Suporte)',
  render: (args) => (
    <div className={shellDemo.panelWide}>
      <Tabs {...args} variant="pill" defaultSelectedKey="atendimento">
        <TabList aria-label="Suporte e ajuda">
          <Tab id="faq">FAQ</Tab>
          <Tab id="contato">Contato</Tab>
          <Tab id="tutoriais">Tutoriais</Tab>
          <Tab id="atendimento">Atendimento</Tab>
        </TabList>
        <TabPanel id="faq">
          <p className={shellDemo.text}>Perguntas frequentes sobre certidões e planos.</p>
        </TabPanel>
        <TabPanel id="contato">
          <p className={shellDemo.text}>Envie sua mensagem para a equipe de suporte.</p>
        </TabPanel>
        <TabPanel id="tutoriais">
          <p className={shellDemo.text}>Vídeos curtos sobre cada tela.</p>
        </TabPanel>
        <TabPanel id="atendimento">
          <dl className={shellDemo.details}>
            <dt className={shellDemo.term}>Segunda a sexta</dt>
            <dd className={shellDemo.value}>8h às 18h</dd>
            <dt className={shellDemo.term}>Sábado</dt>
            <dd className={shellDemo.value}>8h às 12h</dd>
            <dt className={shellDemo.term}>Resposta no chat</dt>
            <dd className={shellDemo.value}>em até 1 h</dd>
          </dl>
        </TabPanel>
      </Tabs>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // React Aria builds the tab collection right after the first render.
    await canvas.findAllByRole('tab');
    await expect(canvas.getByRole('tabpanel', { name: 'Atendimento' })).toHaveTextContent('8h às 18h');
  },
};

/** Abas que são links do roteador. */
export const LinkTabs: Story = {
  name: 'Links do roteador',
  render: () => (
    <UiRouterProvider navigate={navigate} useHref={(href) => href}>
      <div className={shellDemo.panelWide}>
        <Tabs selectedKey="/admin/faturamento-pagamentos/historico">
          <TabList aria-label="Faturamento">
            <Tab id="/admin/faturamento-pagamentos/historico" href="/admin/faturamento-pagamentos/historico">
              Histórico de pagamentos
            </Tab>
            <Tab id="/admin/faturamento-pagamentos/dados" href="/admin/faturamento-pagamentos/dados">
              Dados de cobrança
            </Tab>
          </TabList>
          <TabPanel id="/admin/faturamento-pagamentos/historico">
            <p className={shellDemo.text}>Pagamentos dos últimos 6 meses.</p>
          </TabPanel>
          <TabPanel id="/admin/faturamento-pagamentos/dados">
            <p className={shellDemo.text}>Dados da empresa para a nota fiscal.</p>
          </TabPanel>
        </Tabs>
      </div>
    </UiRouterProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // React Aria builds the tab collection right after the first render.
    await canvas.findAllByRole('tab');
    const dados = canvas.getByRole('tab', { name: 'Dados de cobrança' });
    await userEvent.click(dados);
    // The route decides the selected tab: a click navigates.
    await expect(navigate).toHaveBeenCalledWith('/admin/faturamento-pagamentos/dados', undefined);
    await userEvent.unhover(dados);
  },
};
