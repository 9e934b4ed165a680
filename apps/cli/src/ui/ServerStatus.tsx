import type { Health } from '@certidao/api-client';
import { Box, render, Text } from 'ink';
import type { Access } from '../access.ts';

/** Modes that mean "running on the built-in stand-in", shown in yellow. */
const STAND_INS = new Set(['sandbox', 'pglite', 'outbox', 'local']);

/**
 * `certidao status`: the server, how long it has been up, and what each part of it runs on; then, when `access`
 * is given, who the commands act as (a session or an API key) or why the server refuses it.
 */
export function ServerStatus({
  url,
  health,
  access,
  source,
}: {
  url: string;
  health: Health;
  access?: Access;
  /** Where the server was chosen (--url, CERTIDAO_URL, the last login, the default). */
  source?: string;
}) {
  return (
    <Box flexDirection="column">
      <Text>
        <Text color="green">●</Text> Certidão Ágil em <Text bold>{url}</Text>
        {source ? ` (${source})` : ''} — no ar há {health.uptime}s (versão {health.version})
      </Text>
      {Object.entries(health.modes).map(([part, mode]) => (
        <Text key={part}>
          {'  '}
          {part.padEnd(10)} <Text color={STAND_INS.has(mode) ? 'yellow' : 'cyan'}>{mode}</Text>
        </Text>
      ))}
      {access && (
        // A long line wraps under its own column, not under the labels.
        <Box>
          <Box width={13} flexShrink={0}>
            <Text>{'  acesso'}</Text>
          </Box>
          <Box flexShrink={1}>
            <Text color={access.erro ? 'red' : undefined}>{accessText(access)}</Text>
          </Box>
        </Box>
      )}
    </Box>
  );
}

/**
 * One line: 'chave de API ca_test_AbCd1234… (CERTIDAO_TOKEN) "CRM": solicitacoes:ler', 'sessão de Ana <ana@x>
 * (admin)', 'sem sessão…'.
 */
export function accessText(access: Access): string {
  if (access.tipo === 'nenhum') return 'sem sessão (certidao login -e <email> ou CERTIDAO_TOKEN)';
  const kind = access.tipo === 'chave' ? `chave de API ${access.prefixo}…` : 'sessão';
  const who = `${kind}${access.origem === 'CERTIDAO_TOKEN' ? ' (CERTIDAO_TOKEN)' : ''}`;
  if (access.erro) return `${who} recusada: ${access.erro}`;
  if (access.chave) return `${who} "${access.chave.nome}": ${access.chave.escopos.join(', ')}`;
  const user = access.usuario;
  return user ? `${who} de ${user.nome} <${user.email}> (${user.role})` : who;
}

/** Draws ServerStatus once on stdout (the status command's only Ink output, kept here so JSX loads lazily). */
export function printServerStatus(props: Parameters<typeof ServerStatus>[0]): void {
  const { unmount } = render(<ServerStatus {...props} />, { stdout: process.stdout });
  unmount();
}
