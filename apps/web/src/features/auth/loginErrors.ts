import { isApiError } from '@certidao/api-client';

/** The login form's fixed pt-BR messages. */
export const LOGIN_MESSAGES = {
  emptyFields: 'Por favor, preencha todos os campos.',
  wrongCredentials: 'E-mail ou senha incorretos.',
  unconfirmed:
    'E-mail não confirmado. Verifique sua caixa de entrada e confirme seu e-mail antes de fazer login.',
  invalidCredentials: 'Credenciais inválidas',
  unexpected: 'Ocorreu um erro ao fazer login. Tente novamente.',
  success: 'Login realizado com sucesso!',
} as const;

export type LoginFailure = { message: string; unconfirmed: boolean };

/**
 * What a failed login says: a refusal whose message says the e-mail is not confirmed ('Email não confirmado' from the API) gets the
 * specific text; any other refusal the server explains (401 wrong credentials 'E-mail ou senha incorretos.',
 * 403 inactive or suspended account, 429 too many attempts, 400 malformed e-mail) shows the server's message,
 * and a refusal without one 'Credenciais inválidas'. No answer at all, or a server failure (5xx), is the
 * unexpected error.
 */
export function loginFailure(error: unknown): LoginFailure {
  if (!isApiError(error) || error.status === 0 || error.status >= 500)
    return { message: LOGIN_MESSAGES.unexpected, unconfirmed: false };
  if (/e-?mail não confirmado/i.test(error.message))
    return { message: LOGIN_MESSAGES.unconfirmed, unconfirmed: true };
  const fromServer = error.message && !error.message.startsWith('HTTP error!');
  return { message: fromServer ? error.message : LOGIN_MESSAGES.invalidCredentials, unconfirmed: false };
}
