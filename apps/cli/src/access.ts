import { type ApiClient, isApiError } from '@certidao/api-client';
import { errorText } from './output.ts';
import { type Credential, credentialFor } from './session.ts';

/** Who the commands act as on a server, as `status` shows it (and `status --json` prints it). */
export interface Access {
  tipo: 'chave' | 'sessao' | 'nenhum';
  origem?: Credential['source'];
  /** A key's visible start (the server's `prefixo`). */
  prefixo?: string;
  /** A session's account. */
  usuario?: { nome: string; email: string; role: string };
  /** A key's name and scopes (a key reads no personal data of its owner). */
  chave?: { nome: string; escopos: string[] };
  /** The server's reason when it refuses the credential (revoked or expired key, ended session…). */
  erro?: string;
}

/**
 * Asks the server what the credential is: a session's account (getProfile), or a key's name and scopes
 * (obterChaveAtual, which every key may call). A refusal (401/403) is part of the answer; an unreachable server
 * is thrown like any other error.
 */
export async function accessOf(api: ApiClient, url: string): Promise<Access> {
  const credential = credentialFor(url);
  if (!credential) return { tipo: 'nenhum' };
  const base: Access = {
    tipo: credential.kind,
    origem: credential.source,
    ...(credential.prefix ? { prefixo: credential.prefix } : {}),
  };
  try {
    if (credential.kind === 'chave') {
      const key = await api.obterChaveAtual();
      return { ...base, chave: { nome: key.nome, escopos: key.escopos } };
    }
    const user = await api.getProfile();
    return { ...base, usuario: { nome: user.fullName, email: user.email, role: user.role } };
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403))
      return { ...base, erro: errorText(error) };
    throw error;
  }
}
