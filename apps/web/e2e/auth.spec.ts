/**
 * Sign-in and the session (login messages, expiry, logout, the e-mail confirmation page):
 * registration → confirmation link from the outbox → login; every login message; logout, a failed logout,
 * session expiry; the confirmation page's failure states; axe on each page and a 390 px pass of /admin/login.
 */
import { randomUUID } from 'node:crypto';
import { createApiClient } from '@certidao/api-client';
import type { Page } from '@playwright/test';
import { checkA11y, type E2eServer, expect, expectNoHorizontalOverflow, test } from './fixtures.ts';

const MOBILE = { width: 390, height: 844 } as const;

const MSG = {
  empty: 'Por favor, preencha todos os campos.',
  wrong: 'E-mail ou senha incorretos.',
  unconfirmed:
    'E-mail não confirmado. Verifique sua caixa de entrada e confirme seu e-mail antes de fazer login.',
  unexpected: 'Ocorreu um erro ao fazer login. Tente novamente.',
  success: 'Login realizado com sucesso!',
  expired: 'Sessão expirada. Faça login novamente.',
  resent: /enviaremos um novo link de confirmação/,
} as const;

/** The toast region (a landmark named 'N notificações'). */
const toasts = (page: Page) => page.getByRole('region', { name: /notificaç/i });
const emailField = (page: Page) => page.getByLabel('E-mail');
const passwordField = (page: Page) => page.getByLabel('Senha', { exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Entrar' });

async function fillLogin(page: Page, email: string, password: string) {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await submit(page).click();
}

/** Registers an unconfirmed customer through the API (what the complete checkout's first step does). */
async function register(server: E2eServer, firstName = 'Renata') {
  const email = `novo-${randomUUID().slice(0, 8)}@teste.com.br`;
  const password = 'segredo1';
  await createApiClient({ baseUrl: server.apiUrl }).register({
    body: {
      firstName,
      lastName: 'Oliveira',
      email,
      phone: '(11) 98765-4321',
      cpfCnpj: '529.982.247-25',
      password,
    },
  });
  return { email, password };
}

/** The newest confirmation link sent to `email` (links may be quoted-printable encoded: the fixture decodes). */
async function confirmationLink(server: E2eServer, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = server
          .outbox()
          .filter((eml) => eml.includes(email))
          .at(-1);
        link = mail?.match(/https?:\/\/[^\s"<>]+\/confirm-email\?token=[A-Za-z0-9_-]+/)?.[0];
        return link;
      },
      { message: `a confirmation e-mail to ${email}` },
    )
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

test.describe('registration and e-mail confirmation', () => {
  test('registration → confirmation link from the outbox → login', async ({ page, server }) => {
    const { email, password } = await register(server);
    const link = await confirmationLink(server, email);

    let confirmCalls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/email/confirm') confirmCalls += 1;
    });
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail confirmado!' })).toBeVisible();
    await expect(page.getByText(/Tudo certo, Renata!/)).toBeVisible();
    await checkA11y(page);
    // The token is single use: one call, even with StrictMode's double mount in development builds.
    expect(confirmCalls).toBe(1);
    // After 3 s the page goes to the login by itself.
    await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 6_000 });
    expect(confirmCalls).toBe(1);

    await fillLogin(page, email, password);
    await expect(toasts(page).getByText(MSG.success)).toBeVisible();
    // A customer lands on their requests (the dashboard's guard would send them there).
    await expect(page).toHaveURL(/\/admin\/solicitacoes$/);
    // Checked once, not retried, while the toast is on screen: nothing left behind by the sign-in button.
    await checkA11y(page);
  });

  test('a used or invalid link shows Falha na confirmação and offers a new link', async ({
    page,
    server,
  }) => {
    const { email } = await register(server, 'Paulo');
    const link = await confirmationLink(server, email);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail confirmado!' })).toBeVisible();
    // The same link again: the token is gone.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Falha na confirmação' })).toBeVisible();
    await expect(page.getByText(/pode ter expirado/)).toBeVisible();
    await checkA11y(page);

    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).click();
    await expect(toasts(page).getByText(MSG.resent)).toBeVisible();
    // The same answer for an address nobody registered.
    await page.getByLabel(/^E-mail/).fill(`ninguem-${randomUUID().slice(0, 6)}@teste.com.br`);
    await page.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).click();
    await expect(page.getByRole('main').getByText(MSG.resent)).toBeVisible();
  });

  test('without a token: Token de confirmação não encontrado', async ({ page }) => {
    await page.goto('/confirm-email');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Token de confirmação não encontrado' }),
    ).toBeVisible();
    await checkA11y(page);
  });

  test('a server failure says so and can be tried again', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/email/confirm?*', (route) => {
      calls += 1;
      return route.fulfill({ status: 500, json: { statusCode: 500, message: 'Erro', error: 'Internal' } });
    });
    await page.goto('/confirm-email?token=abcdefghijklmnopqrstuvwxyz');
    await expect(page.getByRole('heading', { level: 1, name: 'Falha na confirmação' })).toBeVisible();
    await expect(page.getByText('Erro ao confirmar e-mail. Tente novamente.')).toBeVisible();
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect.poll(() => calls).toBe(2);
  });
});

test.describe('login messages', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Área administrativa' })).toBeVisible();
  });

  test('empty fields', async ({ page }) => {
    await checkA11y(page);
    await submit(page).click();
    await expect(page.getByText(MSG.empty)).toBeVisible();
    await expect(emailField(page)).toBeFocused();
    await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');

    await emailField(page).fill('alguem@teste.com.br');
    await submit(page).click();
    await expect(page.getByText(MSG.empty)).toBeVisible();
    await expect(passwordField(page)).toBeFocused();
    await checkA11y(page);
  });

  test('wrong password: the server message, fields enabled again, focus on the password', async ({
    page,
    newUser,
  }) => {
    const user = await newUser();
    await page.route('**/api/auth/login', async (route) => {
      // Long enough to see the submitting state.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await fillLogin(page, user.email, 'senha-errada');
    await expect(page.getByRole('button', { name: 'Entrando...' })).toBeVisible();
    await expect(emailField(page)).toBeDisabled();
    await expect(passwordField(page)).toBeDisabled();
    await expect(toasts(page).getByText(MSG.wrong)).toBeVisible();
    await expect(page.getByRole('main').getByText(MSG.wrong)).toBeVisible();
    await expect(passwordField(page)).toBeEnabled();
    await expect(passwordField(page)).toBeFocused();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await checkA11y(page);
  });

  test('unconfirmed e-mail, and resending the confirmation', async ({ page, server }) => {
    const { email, password } = await register(server, 'Clara');
    const before = server.outbox().filter((eml) => eml.includes(email)).length;
    await fillLogin(page, email, password);
    await expect(page.getByRole('main').getByText(MSG.unconfirmed)).toBeVisible();
    await checkA11y(page);
    await page.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).click();
    await expect(toasts(page).getByText(MSG.resent)).toBeVisible();
    await expect.poll(() => server.outbox().filter((eml) => eml.includes(email)).length).toBe(before + 1);
  });

  test('a blocked account gets the server reason', async ({ page, newUser, adminApi }) => {
    const user = await newUser();
    await adminApi.updateUsuario({ path: { id: user.userId }, body: { status: 'suspended' } });
    await fillLogin(page, user.email, user.password);
    await expect(page.getByRole('main').getByText(/suspensa/i)).toBeVisible();
  });

  test('unexpected error', async ({ page }) => {
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({
        status: 500,
        json: { statusCode: 500, message: 'boom', error: 'Internal Server Error' },
      }),
    );
    await fillLogin(page, 'alguem@teste.com.br', 'qualquer');
    await expect(page.getByRole('main').getByText(MSG.unexpected)).toBeVisible();
    await page.route('**/api/auth/login', (route) => route.abort());
    await submit(page).click();
    await expect(toasts(page).getByText(MSG.unexpected).first()).toBeVisible();
  });

  test('Esqueci minha senha explains how to recover the password', async ({ page }) => {
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    const dialog = page.getByRole('dialog', { name: 'Esqueci minha senha' });
    await expect(dialog.getByRole('link', { name: /@certidaoagil\.com\.br/ })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Fechar' }).first().click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('session', () => {
  test('a guard sends a visitor to the login and back after signing in', async ({ page, newUser }) => {
    const user = await newUser();
    await page.goto('/admin/meu-perfil');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await fillLogin(page, user.email, user.password);
    await expect(page).toHaveURL(/\/admin\/meu-perfil$/);
    // Signed in, the login page sends the user home.
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/solicitacoes$/);
  });

  test('staff land on the dashboard', async ({ page, newUser }) => {
    const moderator = await newUser({ role: 'moderator' });
    await page.goto('/admin/login');
    await fillLogin(page, moderator.email, moderator.password);
    await expect(toasts(page).getByText(MSG.success)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('logout', async ({ page, newUser, signIn }) => {
    const user = await newUser();
    await signIn(page, user.email, user.password);
    await page.goto('/admin/meu-perfil');
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(toasts(page).getByText('Logout realizado')).toBeVisible();
    await expect(toasts(page).getByText('Você foi desconectado com sucesso.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await checkA11y(page);
    // The server revoked the session: the profile is not reachable any more.
    await page.goto('/admin/meu-perfil');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a failed logout still ends the session here', async ({ page, newUser, signIn }) => {
    const user = await newUser();
    await signIn(page, user.email, user.password);
    await page.goto('/admin/meu-perfil');
    await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
    await page.route('**/api/auth/logout', (route) =>
      route.fulfill({
        status: 500,
        json: { statusCode: 500, message: 'boom', error: 'Internal Server Error' },
      }),
    );
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(toasts(page).getByText('Falha ao realizar logout.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Área administrativa' })).toBeVisible();
  });

  test('session expiry: a revoked token sends the user to the login', async ({
    page,
    newUser,
    signIn,
    server,
  }) => {
    const user = await newUser();
    await signIn(page, user.email, user.password);
    await page.goto('/admin/meu-perfil');
    await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
    // The same token logged out from elsewhere (the API side).
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'admin_token')?.value;
    expect(token).toBeTruthy();
    await createApiClient({ baseUrl: server.apiUrl, token }).logout();

    await page.getByRole('tab', { name: 'Plano ativo' }).click();
    await expect(toasts(page).getByText(MSG.expired)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Área administrativa' })).toBeVisible();
  });
});

test.describe('login page on a phone', () => {
  test.use({ viewport: MOBILE });

  test('390 px: no horizontal scroll, axe clean, the error fits', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(submit(page)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await checkA11y(page);
    await submit(page).click();
    await expect(page.getByText(MSG.empty)).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
