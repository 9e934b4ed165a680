import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminShell } from '../AdminShell';
import { Button } from '../Button';
import { ArrowLeftIcon, RefreshIcon } from '../icons';
import { Link } from '../Link';
import { clearSidebarCookie } from '../Sidebar/sidebarCookie';
import { ADMIN_MENU } from '../storybook/shellMenus';
import { UiRouterProvider } from '../UiRouterProvider';
import { FullPageMessage } from './FullPageMessage';

const navigate = fn().mockName('navigate');

const meta = {
  title: 'Feedback/FullPageMessage',
  component: FullPageMessage,
  args: { status: 'loading', title: 'Confirmando seu e-mail...' },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'success', 'error', 'info'] },
    fill: { control: 'inline-radio', options: ['viewport', 'container'] },
    actions: { control: false },
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
      when: ['Uma tela inteira de resultado: confirmação de e-mail, página não encontrada, erro de rota.'],
      do: ["Dê um título curto e um caminho para seguir ('Ir para o login')."],
      avoid: ['Usar para avisos dentro de uma página: use `InlineAlert` ou `EmptyState`.'],
    },
    layout: 'fullscreen',
    // Docs pages render it in its own frame: its overlay stays inside the example, not over the page.
    docs: {
      story: { inline: false, height: '480px' },
      description: {
        component:
          'Uma tela inteira de status, centralizada: ícone na cor do status (ou o indicador de carregamento), o ' +
          '`h1` da página, um texto e ações. Para `/confirm-email` (carregando, sucesso, **Falha na ' +
          'Confirmação**), os erros de rota e a página **Oops! Page not found**. Usa o `EmptyState` em tamanho ' +
          '`lg`. A mensagem é uma região viva (`role="status"`): quando a mesma tela muda de status ' +
          '(carregando → sucesso), o leitor de tela anuncia a nova mensagem. `fill="container"` ocupa só a área ' +
          'da página dentro do `AdminShell`.',
      },
    },
  },
} satisfies Meta<typeof FullPageMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Carregando, enquanto o e-mail é confirmado. */
export const Loading: Story = {
  name: 'Carregando (confirmação de e-mail)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirmando seu e-mail...' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Carregando...' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Confirmando seu e-mail...');
    // Centred in the viewport.
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(Math.abs(heading.left + heading.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
  },
};

/** Sucesso: e-mail confirmado. */
export const Success: Story = {
  name: 'Sucesso (e-mail confirmado)',
  args: {
    status: 'success',
    title: 'E-mail confirmado!',
    description: 'Você será redirecionado para o login em 3 segundos.',
    actions: (
      <Link href="/admin/login" buttonVariant="primary">
        Ir para o login
      </Link>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'E-mail confirmado!' })).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    const link = canvas.getByRole('link', { name: 'Ir para o login' });
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/admin/login', undefined);
    await userEvent.unhover(link);
  },
};

/** Falha na confirmação, com o caminho de volta. */
export const ConfirmationFailed: Story = {
  name: 'Falha na confirmação',
  args: {
    status: 'error',
    title: 'Falha na confirmação',
    description:
      'O link de confirmação pode ter expirado ou ser inválido. Faça login para pedir um novo e-mail.',
    actions: (
      <Link href="/admin/login" buttonVariant="primary">
        Ir para o login
      </Link>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Falha na confirmação' })).toBeVisible();
    await expect(canvas.getByText(/pode ter expirado ou ser inválido/)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Ir para o login' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/admin/login', undefined);
  },
};

/** Página não encontrada. */
export const NotFound: Story = {
  name: 'Página não encontrada',
  args: {
    status: 'info',
    title: 'Oops! Page not found',
    description: 'O endereço não existe ou foi removido.',
    actions: (
      <Link href="/" buttonVariant="outline">
        <ArrowLeftIcon />
        Voltar para o início
      </Link>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
  },
};

/** '/confirm-email' as the page will do it: one view whose status changes when the answer arrives. */
function ConfirmEmail() {
  const [confirmed, setConfirmed] = useState(false);
  return (
    <FullPageMessage
      status={confirmed ? 'success' : 'loading'}
      title={confirmed ? 'E-mail confirmado!' : 'Confirmando seu e-mail...'}
      description={confirmed ? 'Você será redirecionado para o login em 3 segundos.' : undefined}
      actions={
        confirmed ? undefined : (
          // Stands for the API's answer.
          <Button variant="ghost" size="sm" onPress={() => setConfirmed(true)}>
            Simular resposta
          </Button>
        )
      }
    />
  );
}

/** A mudança de status é anunciada aos leitores de tela. */
export const StatusChange: Story = {
  name: 'Mudança de status anunciada',
  render: () => <ConfirmEmail />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Confirmando seu e-mail...');
    await userEvent.click(canvas.getByRole('button', { name: 'Simular resposta' }));
    // The same live region now holds the result, so screen readers announce it.
    await expect(canvas.getByRole('status')).toBe(status);
    await expect(status).toHaveTextContent(
      'E-mail confirmado!Você será redirecionado para o login em 3 segundos.',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'E-mail confirmado!' })).toBeVisible();
  },
};

const retry = fn().mockName('onRetry');

/** Um erro de rota dentro do shell. */
export const RouteErrorInShell: Story = {
  name: 'Erro de rota dentro do shell',
  beforeEach: () => {
    retry.mockClear();
    clearSidebarCookie();
    return () => clearSidebarCookie();
  },
  args: {
    status: 'error',
    fill: 'container',
    title: 'Algo deu errado',
    description: 'Não foi possível abrir esta página. Tente novamente em instantes.',
    actions: (
      <Button variant="outline" onPress={retry}>
        <RefreshIcon />
        Tentar novamente
      </Button>
    ),
  },
  render: (args) => (
    <AdminShell
      areaLabel="Admin"
      menu={ADMIN_MENU}
      currentPath="/admin/usuarios"
      homeHref="/admin/dashboard"
      onLogout={fn()}
      defaultOpen
    >
      <FullPageMessage {...args} />
    </AdminShell>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Algo deu errado' })).toBeVisible();
    // Fills the page area below the top bar, without making the page scroll.
    await expect(document.documentElement.scrollHeight).toBeLessThanOrEqual(window.innerHeight);
    const button = within(main).getByRole('button', { name: 'Tentar novamente' });
    await userEvent.click(button);
    await expect(retry).toHaveBeenCalledTimes(1);
    await userEvent.unhover(button);
  },
};
