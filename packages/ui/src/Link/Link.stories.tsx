import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArrowLeftIcon, ArrowRightIcon } from '../icons';
import { demo } from '../storybook/demo.css';
import { UiRouterProvider } from '../UiRouterProvider';
import { ExternalLink } from './ExternalLink';
import { Link } from './Link';

/** Stands in for react-router's navigate: every story runs inside the router provider. */
const navigate = fn().mockName('navigate');

const meta = {
  title: 'Navegação/Link',
  component: Link,
  args: { href: '/admin/solicitacoes', children: 'Solicitações' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['inline', 'standalone', 'inverse'] },
    buttonVariant: { control: 'select', options: [undefined, 'primary', 'secondary', 'outline', 'ghost'] },
  },
  decorators: [
    (Story) => (
      <UiRouterProvider navigate={navigate} useHref={(href) => href}>
        <Story />
      </UiRouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
  parameters: {
    usage: {
      when: ['Levar a outra página ou a outro site.', 'Para uma ação na mesma página, use `Button`.'],
      do: [
        "Escreva o destino no texto ('Ver todas as solicitações'), nunca 'clique aqui'.",
        'Para outro site, use `ExternalLink`, que avisa que abre em nova aba.',
      ],
      avoid: ['Links com a aparência de botão para ações que não mudam o endereço.'],
    },
    docs: {
      description: {
        component:
          'Link de navegação sobre o `Link` do React Aria. Dentro de `UiRouterProvider` ele navega pelo ' +
          'roteador do app (sem recarregar a página). No apps/web, coloque o provider uma vez, dentro do ' +
          'roteador:\n\n```tsx\nconst navigate = useNavigate();\n\n<UiRouterProvider navigate={navigate} useHref={useHref}>\n  <Routes>…</Routes>\n</UiRouterProvider>\n```\n\n' +
          "Para tipar `routerOptions`, declare no app: `declare module 'react-aria-components' " +
          '{ interface RouterConfig { routerOptions: NavigateOptions } }`. Ctrl/Cmd+clique e ' +
          '`target="_blank"` mantêm o comportamento do navegador.',
      },
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Um link no meio do texto, sublinhado. */
export const Inline: Story = {
  name: 'No texto',
  render: (args) => (
    <p className={demo.paragraph}>
      Acompanhe o andamento em <Link {...args} /> ou fale com o suporte.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Solicitações' });
    await expect(link).toHaveAttribute('href', '/admin/solicitacoes');
    await userEvent.click(link);
    // Client-side navigation through the router, not a page load.
    await expect(navigate).toHaveBeenCalledWith('/admin/solicitacoes', undefined);
    await userEvent.unhover(link);
  },
};

/** Um link sozinho, fora do texto. */
export const Standalone: Story = {
  name: 'Isolado',
  args: { variant: 'standalone' },
  render: (args) => (
    <div className={demo.row}>
      <Link {...args} href="/admin/solicitacoes">
        <ArrowLeftIcon />
        Voltar para as solicitações
      </Link>
      <Link {...args} href="/admin/detalhes-certidao/42">
        Ver mais
        <ArrowRightIcon />
      </Link>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Ver mais' }));
    await expect(navigate).toHaveBeenCalledWith('/admin/detalhes-certidao/42', undefined);
    await userEvent.unhover(canvas.getByRole('link', { name: 'Ver mais' }));
  },
};

/** Tab chega ao link e Enter segue. */
export const KeyboardNavigation: Story = {
  name: 'Teclado',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Solicitações' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(1);
  },
};

/** Navegação com aparência de botão. */
export const AsButton: Story = {
  name: 'Com aparência de botão',
  render: (args) => (
    <div className={demo.row}>
      <Link {...args} href="/admin/login" buttonVariant="primary">
        Entrar
      </Link>
      <Link {...args} href="/admin/solicitacoes" buttonVariant="outline" buttonSize="sm">
        Ver todas
      </Link>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Still a link for assistive technology: it navigates.
    const login = canvas.getByRole('link', { name: 'Entrar' });
    await userEvent.click(login);
    await expect(navigate).toHaveBeenCalledWith('/admin/login', undefined);
    await userEvent.unhover(login);
  },
};

/** `ExternalLink`: outro site, em nova aba, avisando (ícone e '(abre em nova aba)' para leitores de tela). */
export const External: Story = {
  name: 'Externo (nova aba)',
  render: () => (
    <ExternalLink href="https://www.gov.br/receitafederal">Portal da Receita Federal</ExternalLink>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /Portal da Receita Federal/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    await expect(link).toHaveAccessibleName('Portal da Receita Federal (abre em nova aba)');
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Sobre fundo escuro. */
export const OnDark: Story = {
  name: 'Em fundo escuro',
  args: { variant: 'inverse', href: '/termos-de-uso', children: 'Termos de uso' },
  render: (args) => (
    <div className={demo.darkSurface}>
      <Link {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Termos de uso' })).toBeVisible();
  },
};

/** Desabilitado. */
export const Disabled: Story = {
  name: 'Desabilitado',
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Solicitações' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(navigate).not.toHaveBeenCalled();
  },
};
