import type { EscopoChaveApi } from '@certidao/api-client';
import { API_KEY_SCOPE_TEXT } from '@certidao/domain';
import { loadContract, type OpenApiDocument, type OperationInfo } from '../../http/contract.ts';
import { ERROR_CODES, type ErrorCode } from '../../http/errors.ts';
import {
  bodySample,
  deref,
  type ErrorExample,
  errorBodyOf,
  errorExamples,
  parameterSample,
  parametersOf,
  sampleOf,
} from './referenceExamples.ts';

/**
 * The public API reference (`/api/docs`): plain HTML rendered once from the contract, with no script, so it
 * shows at once and needs nothing but this origin. It holds only what an API key may call (operations whose
 * `security` lists the key scheme, and the public reads of the tags below), grouped by tag, with examples in
 * curl, JavaScript (the published client) and Python, and each operation's real error answers. Long file: one
 * page, its sections rendered in the page's order.
 */

// biome-ignore lint/suspicious/noExplicitAny: parts of the parsed YAML document are untyped by nature.
type Node = Record<string, any>;

/** Public reads (no credential) an integrator calls: the catalogue, verification, health and the contract. */
const PUBLIC_READ_TAGS = new Set(['Catalogue', 'Verification', 'System']);

/** Headings of the tags, in the order an integrator meets them; another tag goes last under its own name. */
const TAGS: Record<string, string> = {
  Requests: 'Solicitações',
  Automations: 'Jobs e PDFs',
  Integrations: 'Webhooks e a chave em uso',
  Monitoring: 'Monitoramento',
  Companies: 'Empresa: kits e centros de custo',
  Catalogue: 'Catálogo (público)',
  Verification: 'Verificação (pública)',
  System: 'Sistema (público)',
};

/** What each code means, in pt-BR: typed by the catalogue, so a new code without a meaning fails the build. */
export const CODE_MEANINGS: Record<ErrorCode, [status: string, meaning: string]> = {
  requisicao_invalida: ['400', 'Requisição inválida; a mensagem explica o quê.'],
  validacao: ['400', 'O corpo, um parâmetro ou um cabeçalho não segue o contrato; `campo` diz qual.'],
  json_invalido: ['400', 'O corpo não é JSON válido.'],
  documento_invalido: ['400', 'CPF ou CNPJ com dígitos verificadores errados.'],
  nao_autenticado: ['401', 'Sem credencial, ou conta bloqueada.'],
  sessao_expirada: ['401', 'A sessão terminou (entre de novo).'],
  chave_api_invalida: ['401', 'Chave de API desconhecida.'],
  chave_api_revogada: ['401', 'Chave de API revogada.'],
  chave_api_expirada: ['401', 'Chave de API vencida.'],
  sem_permissao: ['403', 'O papel da conta não pode chamar a operação.'],
  chave_api_nao_permitida: [
    '403',
    'Chaves de API não podem chamar esta operação (ou a chave veio no cookie de sessão: 401).',
  ],
  escopo_ausente: ['403', 'Falta à chave um escopo da operação; a mensagem diz qual.'],
  nao_encontrado: ['404', 'O registro não existe, ou não é seu.'],
  conflito: ['409', 'O estado do registro não permite a operação, ou um valor único já está em uso.'],
  email_em_uso: ['409', 'O e-mail já pertence a outra conta.'],
  idempotencia_em_andamento: [
    '409',
    'Uma requisição com esta `Idempotency-Key` ainda está em andamento: repita depois de `Retry-After`.',
  ],
  expirado: ['410', 'O link ou o registro não vale mais.'],
  corpo_grande_demais: ['413', 'O corpo passa do tamanho aceito.'],
  tipo_de_conteudo_nao_suportado: ['415', 'O `Content-Type` não é um dos aceitos (JSON em UTF-8).'],
  operacao_recusada: ['422', 'Uma regra do negócio recusou a operação; a mensagem diz qual.'],
  sem_plano_ativo: ['422', 'Uma solicitação nova precisa de um plano ativo.'],
  plano_aguardando_pagamento: ['422', 'O plano aguarda a confirmação do pagamento.'],
  limite_do_plano: ['422', 'O plano não tem mais solicitações neste mês.'],
  limite_de_assentos: ['422', 'O plano da empresa não tem assento livre.'],
  pagamento_recusado: ['422', 'O cartão foi recusado.'],
  idempotencia_chave_reutilizada: ['422', 'Esta `Idempotency-Key` já foi usada em outra requisição.'],
  limite_de_requisicoes: ['429', 'Chamadas ou tentativas demais: espere `Retry-After` segundos.'],
  erro_interno: ['500', 'Falha do servidor (sempre um defeito nosso: informe o `requestId`).'],
  nao_implementado: ['501', 'Não disponível neste servidor.'],
  falha_de_servico_externo: ['502', 'Um serviço externo respondeu mal.'],
  servico_indisponivel: ['503', 'Serviço indisponível no momento; tente de novo em instantes.'],
};

export interface PublicOperation {
  path: string;
  method: string;
  op: Node;
  pathItem: Node;
  info: OperationInfo;
}

/** The operations of the public reference, by tag, in the contract's order. */
export function publicOperations(spec: OpenApiDocument, operations: Map<string, OperationInfo>) {
  const selected: PublicOperation[] = [];
  for (const [path, pathItem] of Object.entries<Node>(spec.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = pathItem[method];
      const info: OperationInfo | undefined = op ? operations.get(op.operationId) : undefined;
      if (!info) continue;
      const publicRead =
        info.roles.includes('public') && method === 'get' && info.tags.some((t) => PUBLIC_READ_TAGS.has(t));
      if (info.keyScopes || publicRead) selected.push({ path, method, op, pathItem, info });
    }
  }
  return selected;
}

// The product's icon (apps/web/public/favicon.svg), inline: the page must work when the web app is not served.
export const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1e40af"/><path d="M9.5 5.5h8.6l5.4 5.4V24a1.5 1.5 0 0 1-1.5 1.5H9.5A1.5 1.5 0 0 1 8 24V7a1.5 1.5 0 0 1 1.5-1.5Z" fill="#fff"/><path d="M18.1 5.5v4.4a1 1 0 0 0 1 1h4.4Z" fill="#dce6fd"/><rect x="10.8" y="12.6" width="9" height="1.8" rx=".9" fill="#1e40af" opacity=".45"/><rect x="10.8" y="16.4" width="5.8" height="1.8" rx=".9" fill="#1e40af" opacity=".45"/><circle cx="22" cy="23" r="5.2" fill="#f59e0b" stroke="#1e40af" stroke-width="1.4"/><path d="m19.7 23.1 1.6 1.6 3-3.1" fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/></svg>';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Inline Markdown of the contract's descriptions: code, bold, links. */
function inline(text: string): string {
  return esc(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\[([^\]]+)\]\(((?:https?:\/\/|\/|#)[^)\s]*)\)/g, '<a href="$2">$1</a>');
}

/** Block Markdown of the contract's descriptions: paragraphs and `-` lists. */
export function markdown(text: string | undefined): string {
  if (!text) return '';
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const lines = block.split('\n');
      if (lines.every((l, i) => /^\s*- /.test(l) || (i > 0 && /^\s+\S/.test(l)))) {
        const items = block
          .split(/\n(?=\s*- )/)
          .map((item) => item.replace(/^\s*- /, '').replace(/\s+/g, ' '));
        return `<ul>${items.map((i) => `<li>${inline(i)}</li>`).join('')}</ul>`;
      }
      return `<p>${inline(block.replace(/\s+/g, ' '))}</p>`;
    })
    .join('\n');
}

const json = (value: unknown) => JSON.stringify(value, null, 2);
const pre = (code: string, language: string) =>
  `<pre class="codigo" data-linguagem="${language}" tabindex="0"><code>${esc(code)}</code></pre>`;

/** The call's URL path with the examples of its path parameters and required query parameters. */
function exampleUrl(spec: OpenApiDocument, o: PublicOperation) {
  const params = parametersOf(spec, o.pathItem, o.op);
  const path = o.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const p = params.find((x) => x.in === 'path' && x.name === name);
    return encodeURIComponent(p ? parameterSample(spec, p) : name);
  });
  const query = params
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(parameterSample(spec, p))}`);
  const pathArgs = Object.fromEntries(
    params.filter((p) => p.in === 'path').map((p) => [p.name, parameterSample(spec, p)]),
  );
  const queryArgs = Object.fromEntries(
    params.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, parameterSample(spec, p)]),
  );
  return { path: `${path}${query.length ? `?${query.join('&')}` : ''}`, pathArgs, queryArgs };
}

/** What the operation answers on success: JSON, a file, an event stream, or nothing. */
function successOf(spec: OpenApiDocument, op: Node) {
  const [status, response] =
    Object.entries<Node>(op.responses ?? {}).find(([s]) => Number(s) >= 200 && Number(s) < 300) ?? [];
  const resolved = deref(spec, response);
  const types = Object.keys(resolved?.content ?? {});
  const kind = types.includes('application/json')
    ? 'json'
    : types.some((t) => t === 'application/pdf' || t === 'application/zip')
      ? 'file'
      : types.includes('text/event-stream')
        ? 'stream'
        : types.length
          ? 'text'
          : 'empty';
  const media = resolved?.content?.[types[0] ?? ''];
  const example =
    kind === 'json'
      ? (media?.example ??
        Object.values<Node>(media?.examples ?? {})[0]?.value ??
        sampleOf(spec, media?.schema))
      : undefined;
  return { status: status ?? '200', description: resolved?.description ?? '', kind, types, example };
}

/** The three samples of one call; `Idempotency-Key` where the operation honours it. */
export function samples(spec: OpenApiDocument, o: PublicOperation, baseUrl: string) {
  const { path, pathArgs, queryArgs } = exampleUrl(spec, o);
  const body = bodySample(spec, o.op);
  const success = successOf(spec, o.op);
  const method = o.method.toUpperCase();
  const auth = !o.info.roles.includes('public');
  const file =
    success.kind === 'file'
      ? success.types.includes('application/zip')
        ? 'certidoes.zip'
        : 'certidao.pdf'
      : '';

  const curl = [
    `curl${success.kind === 'stream' ? ' -N' : ''}${method === 'GET' ? '' : ` -X ${method}`} "${baseUrl}${path}"`,
  ];
  if (auth) curl.push('-H "Authorization: Bearer $CERTIDAO_API_KEY"');
  if (o.info.idempotent) curl.push('-H "Idempotency-Key: $(uuidgen)"');
  if (body !== undefined)
    curl.push('-H "Content-Type: application/json"', `-d '${JSON.stringify(body).replace(/'/g, "'\\''")}'`);
  if (file) curl.push(`-o ${file}`);

  const args: Record<string, unknown> = {};
  if (Object.keys(pathArgs).length) args.path = pathArgs;
  if (Object.keys(queryArgs).length) args.query = queryArgs;
  if (o.info.idempotent) args.header = { 'Idempotency-Key': '__UUID__' };
  if (body !== undefined) args.body = body;
  const argText = Object.keys(args).length
    ? JSON.stringify(args, null, 2).replace('"__UUID__"', 'crypto.randomUUID()')
    : '';
  const setup = [
    "import { createApiClient } from '@certidao/api-client';",
    '',
    `const api = createApiClient({ baseUrl: '${baseUrl}'${auth ? ', token: process.env.CERTIDAO_API_KEY' : ''} });`,
  ];
  const js =
    success.kind === 'stream'
      ? [
          "import { followSolicitacoes } from '@certidao/api-client';",
          '',
          `for await (const evento of followSolicitacoes({ baseUrl: '${baseUrl}', token: process.env.CERTIDAO_API_KEY })) {`,
          "  if (evento.type === 'certidao') console.log(evento.id, evento.data);",
          '}',
        ]
      : [
          ...setup,
          `const resposta = await api.${o.op.operationId}(${argText});`,
          success.kind === 'file'
            ? `await (await import('node:fs/promises')).writeFile('${file}', Buffer.from(await resposta.arrayBuffer()));`
            : 'console.log(resposta);',
        ];

  const py = ['import os', ...(o.info.idempotent ? ['import uuid'] : []), 'import requests', ''];
  const kwargs: string[] = [];
  const headers: string[] = [];
  if (auth) headers.push('"Authorization": f"Bearer {os.environ[\'CERTIDAO_API_KEY\']}"');
  if (o.info.idempotent) headers.push('"Idempotency-Key": str(uuid.uuid4())');
  if (headers.length) kwargs.push(`headers={${headers.join(', ')}}`);
  if (body !== undefined) kwargs.push(`json=${pythonLiteral(body)}`);
  if (success.kind === 'stream') kwargs.push('stream=True');
  kwargs.push('timeout=30');
  py.push(
    `resposta = requests.${o.method}(`,
    `    "${baseUrl}${path}",`,
    ...kwargs.map((k) => `    ${k},`),
    ')',
  );
  py.push('resposta.raise_for_status()');
  if (file) py.push(`with open("${file}", "wb") as arquivo:`, '    arquivo.write(resposta.content)');
  else if (success.kind === 'stream')
    py.push('for linha in resposta.iter_lines():', '    print(linha.decode())');
  else if (success.kind === 'json') py.push('print(resposta.json())');
  return { curl: curl.join(' \\\n  '), js: js.join('\n'), python: py.join('\n') };
}

/** A JSON value as a Python literal (True/False/None), indented like the JSON. */
function pythonLiteral(value: unknown): string {
  return JSON.stringify(value, null, 4)
    .replace(/\n/g, '\n    ')
    .replace(/(?<=[:[,\s])true(?=[,\s\]}]|$)/g, 'True')
    .replace(/(?<=[:[,\s])false(?=[,\s\]}]|$)/g, 'False')
    .replace(/(?<=[:[,\s])null(?=[,\s\]}]|$)/g, 'None');
}

function parametersTable(spec: OpenApiDocument, o: PublicOperation): string {
  const params = parametersOf(spec, o.pathItem, o.op);
  if (!params.length) return '';
  const where: Record<string, string> = { path: 'caminho', query: 'consulta', header: 'cabeçalho' };
  const rows = params.map((p) => {
    const schema = deref(spec, p.schema) ?? {};
    const type = Array.isArray(schema.enum)
      ? schema.enum.map(String).join(' | ')
      : String(schema.format ?? schema.type ?? '');
    return `<tr><th scope="row"><code>${esc(p.name)}</code></th><td>${where[p.in] ?? p.in}</td><td>${p.required ? 'sim' : 'não'}</td><td><code>${esc(type)}</code></td><td>${markdown(p.description)}</td></tr>`;
  });
  return `<h4>Parâmetros</h4><div class="tabela" tabindex="0"><table><thead><tr><th scope="col">Nome</th><th scope="col">Onde</th><th scope="col">Obrigatório</th><th scope="col">Tipo</th><th scope="col">Descrição</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
}

function errorList(errors: ErrorExample[], documented: Node): string {
  const statuses = Object.keys(documented)
    .map(Number)
    .filter((s) => s >= 400);
  return statuses
    .map((status) => {
      const mine = errors.filter((e) => e.status === status);
      // A shared answer's description is written for every caller; the page says what it means for a key.
      const response = documented[status];
      const description = response?.$ref ? (KEY_STATUS[status] ?? '') : (response?.description ?? '');
      const body = mine.length
        ? mine
            .map(
              (e) =>
                `<div class="erro"><p>Quando: ${inline(e.quando)} · <code>${e.codigo}</code></p>${pre(json(errorBodyOf(e)), 'json')}</div>`,
            )
            .join('')
        : '';
      return `<li><p><span class="status s${String(status)[0]}xx">${status}</span> ${inline(firstLine(description))}</p>${body}</li>`;
    })
    .join('');
}

/** What a shared error answer means for a caller with a key. */
const KEY_STATUS: Record<number, string> = {
  400: 'Requisição inválida: a mensagem diz o quê.',
  401: 'Sem chave, ou a chave é desconhecida, revogada ou vencida.',
  403: 'A chave não pode chamar esta operação, ou falta a ela um escopo.',
  404: 'O registro não existe, ou não é seu.',
  409: 'O estado do registro não permite a operação, ou a mesma `Idempotency-Key` ainda está em andamento.',
  410: 'O link ou o registro não vale mais.',
  413: 'O corpo é grande demais.',
  415: 'O tipo do corpo não é aceito.',
  422: 'Uma regra recusou a operação: a mensagem diz qual.',
  429: 'Chamadas demais: espere `Retry-After` segundos.',
  503: 'Serviço indisponível no momento: tente de novo em instantes.',
};

const firstLine = (text: string) =>
  text
    .split(/(?<=\.)\s/)[0]
    ?.replace(/\s+/g, ' ')
    .trim() ?? '';

function operationSection(spec: OpenApiDocument, o: PublicOperation, baseUrl: string, keyLimit: number) {
  const { op, info } = o;
  const id = `op-${op.operationId}`;
  const success = successOf(spec, op);
  const body = bodySample(spec, op);
  const s = samples(spec, o, baseUrl);
  const marks = [
    info.keyScopes
      ? info.keyScopes.length
        ? `Escopo ${info.keyScopes.map((x) => `<code>${esc(x)}</code>`).join(' e ')}`
        : 'Qualquer chave'
      : 'Pública (sem credencial)',
    ...(info.idempotent ? ['Aceita <code>Idempotency-Key</code>'] : []),
  ];
  const errors = errorExamples(spec, o.pathItem, op, info, keyLimit);
  return `<section class="operacao" id="${id}" aria-labelledby="${id}-titulo">
<h3 id="${id}-titulo"><span class="metodo ${o.method}">${o.method.toUpperCase()}</span> ${esc(op.summary ?? op.operationId)}</h3>
<p class="rota"><code>/api${esc(o.path)}</code> · <code>${esc(op.operationId)}</code></p>
<p class="marcas">${marks.join(' · ')}</p>
<div class="descricao">${markdown(op.description)}</div>
${parametersTable(spec, o)}
${body !== undefined ? `<h4>Corpo (JSON)</h4>${pre(json(body), 'json')}` : ''}
<h4>Respostas</h4>
<ul class="respostas"><li><p><span class="status s2xx">${success.status}</span> ${inline(firstLine(success.description))}</p>${success.kind === 'json' ? pre(json(success.example), 'json') : ''}</li>${errorList(errors, op.responses)}</ul>
<h4>Exemplos de chamada</h4>
<details open><summary>curl</summary>${pre(s.curl, 'bash')}</details>
<details><summary>JavaScript (<code>@certidao/api-client</code>)</summary>${pre(s.js, 'javascript')}</details>
<details><summary>Python (<code>requests</code>)</summary>${pre(s.python, 'python')}</details>
</section>`;
}

function webhookEvents(spec: OpenApiDocument): string {
  return Object.entries<Node>(spec.webhooks ?? {})
    .map(([name, item]) => {
      const post = item.post ?? {};
      const media = deref(spec, post.requestBody)?.content?.['application/json'];
      const example = media?.example ?? sampleOf(spec, media?.schema);
      return `<section class="evento" id="evento-${esc(name)}" aria-labelledby="evento-${esc(name)}-titulo"><h3 id="evento-${esc(name)}-titulo"><code>${esc(name)}</code></h3><p>${inline(post.summary ?? '')}</p><details><summary>Exemplo do corpo</summary>${pre(json(example), 'json')}</details></section>`;
    })
    .join('\n');
}

function scopesTable(spec: OpenApiDocument): string {
  const scopes: EscopoChaveApi[] = spec.components?.schemas?.EscopoChaveApi?.enum ?? [];
  return `<ul>${scopes.map((s) => `<li><code>${esc(s)}</code>${API_KEY_SCOPE_TEXT[s] ? `: ${esc(API_KEY_SCOPE_TEXT[s].allows)}` : ''}</li>`).join('')}</ul>`;
}

function catalogueTable(): string {
  const rows = ERROR_CODES.map((code) => {
    const [status, meaning] = CODE_MEANINGS[code];
    return `<tr><th scope="row"><code>${code}</code></th><td>${status}</td><td>${inline(meaning)}</td></tr>`;
  });
  return `<div class="tabela" tabindex="0"><table><caption>Catálogo de códigos de erro</caption><thead><tr><th scope="col">Código</th><th scope="col">Status</th><th scope="col">Significado</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
}

/** The whole page. `baseUrl` is this server's API address, used in every sample. */
export function renderPublicReference(baseUrl: string, apiKeyRateLimit: number): string {
  const { spec, operations } = loadContract();
  const selected = publicOperations(spec, operations);
  const tags = [...new Set(selected.map((o) => o.info.tags[0] ?? 'Outros'))].sort((a, b) => {
    const order = Object.keys(TAGS);
    const rank = (t: string) => (order.includes(t) ? order.indexOf(t) : order.length);
    return rank(a) - rank(b);
  });
  const byTag = (tag: string) => selected.filter((o) => (o.info.tags[0] ?? 'Outros') === tag);
  const tagId = (tag: string) => `grupo-${tag.toLowerCase()}`;
  const nav = `<nav class="indice" aria-label="Índice da referência"><p class="indice-titulo">Nesta página</p><ul>
<li><a href="#autenticacao">Autenticação</a></li><li><a href="#idempotencia">Idempotência</a></li><li><a href="#erros">Erros e códigos</a></li><li><a href="#id-da-requisicao">Id da requisição</a></li><li><a href="#limites">Limites</a></li><li><a href="#eventos">Eventos e webhooks</a></li><li><a href="#cliente">Cliente JavaScript</a></li>
${tags
  .map(
    (tag) =>
      `<li><a href="#${tagId(tag)}">${esc(TAGS[tag] ?? tag)}</a><ul>${byTag(tag)
        .map(
          (o) =>
            `<li><a href="#op-${esc(o.op.operationId)}">${esc(o.op.summary ?? o.op.operationId)}</a></li>`,
        )
        .join('')}</ul></li>`,
  )
  .join('\n')}
</ul></nav>`;
  const groups = tags
    .map(
      (tag) =>
        `<section class="grupo" id="${tagId(tag)}" aria-labelledby="${tagId(tag)}-titulo"><h2 id="${tagId(tag)}-titulo">${esc(TAGS[tag] ?? tag)}</h2>${byTag(
          tag,
        )
          .map((o) => operationSection(spec, o, baseUrl, apiKeyRateLimit))
          .join('\n')}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Referência da API — Certidão Ágil</title>
<meta name="description" content="Referência da API da Certidão Ágil para integradores: autenticação com chave de API, operações com exemplos em curl, JavaScript e Python, erros e eventos de webhook.">
<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${esc(encodeURIComponent(ICON))}">
<style>${CSS}</style>
</head>
<body>
<a class="pular" href="#conteudo">Pular para o conteúdo</a>
<header class="topo"><p class="marca">Certidão Ágil</p><p>Referência da API para integradores · versão ${esc(String(spec.info?.version ?? ''))}</p></header>
<div class="pagina">
${nav}
<main id="conteudo">
<h1>Referência da API</h1>
<p>Tudo o que um sistema pode fazer na Certidão Ágil com uma <strong>chave de API</strong>: pedir certidões, acompanhar o andamento, baixar os PDFs assinados, cadastrar webhooks e monitorar partes. Cada operação traz os parâmetros, as respostas (inclusive os erros que ela realmente dá) e exemplos em curl, JavaScript e Python. O passo a passo da integração está no guia <code>docs/integracao.md</code>; o contrato completo (OpenAPI 3.1), para gerar clientes, em <a href="/api/openapi.json">/api/openapi.json</a> e <a href="/api/openapi.yaml">/api/openapi.yaml</a>.</p>
<p>Endereço base: <code>${esc(baseUrl)}</code>. Corpo e respostas em JSON (<code>application/json; charset=utf-8</code>), exceto PDFs e ZIPs. Datas e horas em ISO 8601 (UTC); valores em reais (<code>49.9</code>).</p>

<section id="autenticacao" aria-labelledby="autenticacao-titulo"><h2 id="autenticacao-titulo">Autenticação</h2>
<p>Crie a chave em <strong>Integrações</strong> no site e envie-a em todas as chamadas, em <code>Authorization: Bearer ca_live_…</code> ou em <code>X-API-Key</code>. A chave age como a sua conta, só sobre as suas solicitações (ou as da sua empresa, conforme o seu papel), e só nas operações desta página, com os escopos que cada uma pede:</p>
${scopesTable(spec)}
<p>Chaves <code>ca_test_…</code> valem no ambiente de testes (emissores simulados). Uma chave revogada ou vencida recebe <code>401</code>; sem o escopo, <code>403</code> dizendo qual falta.</p></section>

<section id="idempotencia" aria-labelledby="idempotencia-titulo"><h2 id="idempotencia-titulo">Idempotência</h2>
<p>As operações marcadas com <code>Idempotency-Key</code> aceitam esse cabeçalho (um UUID novo por operação). Repetir a chamada com a mesma chave e o mesmo corpo em até 24 horas devolve a primeira resposta, com <code>Idempotent-Replayed: true</code>, sem fazer nada de novo; com outro corpo, <code>422</code> (<code>idempotencia_chave_reutilizada</code>); enquanto a primeira ainda roda, <code>409</code> (<code>idempotencia_em_andamento</code>) com <code>Retry-After</code>.</p></section>

<section id="erros" aria-labelledby="erros-titulo"><h2 id="erros-titulo">Erros e códigos</h2>
<p>Toda resposta de erro tem o mesmo formato. Decida pelo <code>codigo</code> (estável; um código novo pode surgir: trate um desconhecido pelo status); mostre a <code>message</code> às pessoas (português, pode mudar de redação); informe o <code>requestId</code> ao suporte. Erros de validação trazem <code>campo</code>.</p>
${pre(json({ statusCode: 422, codigo: 'limite_do_plano', error: 'Unprocessable Entity', message: 'Você atingiu o limite de 10 solicitações do seu plano neste mês.', requestId: '4f6c0d1e-2b7a-4c39-9e51-8a0d3b6f2c17' }), 'json')}
${catalogueTable()}</section>

<section id="id-da-requisicao" aria-labelledby="id-titulo"><h2 id="id-titulo">Id da requisição</h2>
<p>Toda resposta, de sucesso ou de erro, traz o cabeçalho <code>X-Request-Id</code>; nos erros, o mesmo valor vem em <code>requestId</code>. Ele identifica a chamada nos registros do servidor: informe-o ao suporte. Você pode mandar o seu próprio <code>X-Request-Id</code> (8 a 64 letras, dígitos, <code>-</code> ou <code>_</code>) para achar a chamada pelos dois lados; outro formato é trocado por um UUID.</p></section>

<section id="limites" aria-labelledby="limites-titulo"><h2 id="limites-titulo">Limites</h2>
<p>Cada chave pode fazer ${apiKeyRateLimit} chamadas por minuto. Toda resposta a uma chave traz <code>RateLimit-Limit</code>, <code>RateLimit-Remaining</code> e <code>RateLimit-Reset</code> (segundos até a janela recomeçar); acima do limite, <code>429</code> (<code>limite_de_requisicoes</code>) com <code>Retry-After</code>.</p></section>

<section id="eventos" aria-labelledby="eventos-titulo"><h2 id="eventos-titulo">Eventos e webhooks</h2>
<p>O andamento das solicitações chega de duas formas, com os mesmos fatos: pelo <a href="#op-getEventosSolicitacoes">fluxo de eventos ao vivo</a> (<code>text/event-stream</code>, enquanto o seu sistema estiver conectado) ou por <strong>webhooks</strong>, que a Certidão Ágil envia ao endereço que você cadastrar (<a href="#op-criarWebhook">cadastrar endpoint</a>), mesmo com o seu sistema desligado na hora do fato: cada entrega é tentada de novo por cerca de três dias.</p>
<p>Cada webhook é um <code>POST</code> JSON <code>{ id, tipo, criadoEm, dados }</code> assinado no padrão Standard Webhooks: cabeçalhos <code>webhook-id</code> (o <code>id</code> do evento, igual em todas as tentativas: use-o para ignorar repetidos), <code>webhook-timestamp</code> e <code>webhook-signature</code> (<code>v1,</code> + HMAC-SHA256 em base64 de <code>id.timestamp.corpo</code> com o segredo <code>whsec_…</code>). Responda <code>2xx</code> em até 10 segundos. Os eventos:</p>
${webhookEvents(spec)}</section>

<section id="cliente" aria-labelledby="cliente-titulo"><h2 id="cliente-titulo">Cliente JavaScript</h2>
<p>O pacote <code>@certidao/api-client</code> tem uma função tipada para cada operação, <code>ApiError</code> com <code>status</code>, <code>codigo</code>, <code>message</code> e <code>requestId</code>, e <code>withMeta</code> para ler os cabeçalhos (id da requisição, resposta repetida, limite):</p>
${pre(
  `npm install @certidao/api-client

import { createApiClient, isApiError, withMeta } from '@certidao/api-client';

const api = createApiClient({ baseUrl: '${baseUrl}', token: process.env.CERTIDAO_API_KEY });
try {
  const { data, meta } = await withMeta((opcoes) => api.getSolicitacoes({ query: { pagina: 1 } }, opcoes));
  console.log(data.meta.total, meta.requestId, meta.rateLimit?.remaining);
} catch (erro) {
  if (isApiError(erro)) console.error(erro.status, erro.codigo, erro.message, erro.requestId);
}`,
  'javascript',
)}</section>

${groups}
</main>
</div>
</body>
</html>
`;
}

// The product's colours (packages/ui tokens), at 4.5:1 or more; light only, like the web app.
const CSS = `
:root { color-scheme: light; --texto: #0f172a; --suave: #475569; --borda: #cbd5e1; --fundo: #f8fafc; --marca: #1e40af; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.55 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", "Noto Sans", sans-serif; color: var(--texto); background: #fff; overflow-wrap: anywhere; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace; font-size: .875em; }
a { color: var(--marca); }
.pular { position: absolute; left: -9999px; }
.pular:focus { left: 1rem; top: 1rem; background: #fff; padding: .5rem 1rem; z-index: 2; }
.topo { display: flex; flex-wrap: wrap; gap: .25rem 1rem; align-items: baseline; padding: .75rem 1.5rem; background: var(--marca); color: #fff; }
.topo p { margin: 0; }
.marca { font-weight: 700; font-size: 1.125rem; }
.pagina { display: grid; grid-template-columns: minmax(0, 1fr); max-width: 90rem; margin: 0 auto; }
.indice { padding: 1rem 1.5rem; border-bottom: 1px solid var(--borda); background: var(--fundo); }
.indice ul { list-style: none; margin: 0; padding-left: 0; }
.indice ul ul { padding-left: 1rem; font-size: .875rem; }
.indice li { margin: .2rem 0; }
.indice-titulo { font-weight: 700; margin: 0 0 .5rem; }
main { padding: 1rem 1.5rem 4rem; min-width: 0; }
@media (min-width: 64rem) {
  .pagina { grid-template-columns: 18rem minmax(0, 1fr); }
  .indice { position: sticky; top: 0; align-self: start; max-height: 100vh; overflow-y: auto; border-bottom: 0; border-right: 1px solid var(--borda); }
  main { padding: 1.5rem 2.5rem 4rem; }
}
h1 { font-size: 2rem; margin: .5rem 0 1rem; }
h2 { font-size: 1.5rem; margin: 2.5rem 0 1rem; padding-top: 1rem; border-top: 2px solid var(--borda); }
h3 { font-size: 1.2rem; margin: 2rem 0 .5rem; }
h4 { font-size: 1rem; margin: 1.25rem 0 .5rem; }
.operacao, .evento { border: 1px solid var(--borda); border-radius: .5rem; padding: 0 1rem 1rem; margin: 1.25rem 0; }
.evento h3 { margin-top: 1rem; }
.rota, .marcas { margin: .25rem 0; color: var(--suave); }
.metodo { display: inline-block; min-width: 4.2rem; text-align: center; padding: .05rem .4rem; border-radius: .25rem; font-size: .8rem; color: #fff; vertical-align: middle; }
.metodo.get { background: #0369a1; } .metodo.post { background: #047857; } .metodo.patch, .metodo.put { background: #b45309; } .metodo.delete { background: #b91c1c; }
.status { display: inline-block; min-width: 2.6rem; font-weight: 700; }
.s2xx { color: #047857; } .s4xx { color: #b45309; } .s5xx { color: #b91c1c; }
.respostas { list-style: none; padding: 0; margin: 0; }
.respostas > li { border-top: 1px solid var(--borda); padding: .5rem 0; }
.respostas p { margin: .25rem 0; }
.erro p { color: var(--suave); font-size: .9rem; }
.codigo { background: #0f172a; color: #e2e8f0; padding: .75rem 1rem; border-radius: .375rem; overflow-x: auto; margin: .5rem 0; }
.codigo:focus-visible { outline: 3px solid #f59e0b; }
details { margin: .5rem 0; }
summary { cursor: pointer; font-weight: 600; }
.tabela { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; font-size: .9rem; }
caption { text-align: left; font-weight: 600; padding: .25rem 0; }
th, td { text-align: left; vertical-align: top; border-bottom: 1px solid var(--borda); padding: .4rem .5rem; overflow-wrap: normal; }
td:last-child { min-width: 14rem; overflow-wrap: anywhere; }
@media (max-width: 64rem) { .indice ul ul { display: none; } }
td p { margin: 0; }
`;
