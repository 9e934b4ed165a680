import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * The one place that decides where the server may send a request on a customer's behalf (webhooks): no
 * server-side request forgery. A URL must be https (http only for localhost in development) and its host must
 * resolve only to public addresses; the caller then connects to the address checked here, so a name that
 * resolves differently a moment later (DNS rebinding) cannot reach anything else.
 */

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64 (reaches IPv4 addresses, through a translator that may sit inside our network)
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo (tunnels to an IPv4 address)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still private)
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export interface ResolvedTarget {
  url: URL;
  /** The checked address to connect to. */
  address: string;
  family: 4 | 6;
}

export class OutboundUrlError extends Error {}

/** The eight 16-bit words of an IPv6 address in any spelling (`::`, a trailing dotted IPv4, a zone). */
function ipv6Words(address: string): number[] | undefined {
  let text = address.split('%')[0]?.toLowerCase() ?? '';
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const words = (part: string | undefined) =>
    part ? part.split(':').map((w) => Number.parseInt(w, 16)) : [];
  const head = words(halves[0]);
  const tail = words(halves[1]);
  const all =
    halves.length === 2 ? [...head, ...new Array(8 - head.length - tail.length).fill(0), ...tail] : head;
  return all.length === 8 && all.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffff) ? all : undefined;
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/**
 * The IPv4 address an IPv6 one carries and is delivered to: IPv4-mapped (`::ffff:a.b.c.d`), IPv4-compatible
 * (`::a.b.c.d`), IPv4-translated (`::ffff:0:a.b.c.d`) and 6to4 (`2002:aabb:ccdd::`). The URL parser rewrites
 * the dotted tail in hex (`[::127.0.0.1]` becomes `[::7f00:1]`), so the words are read, not the text.
 */
function embeddedIpv4(words: number[]): string | undefined {
  const [w0, w1, w2, w3, w4, w5, w6, w7] = words as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const zeroTo3 = w0 === 0 && w1 === 0 && w2 === 0 && w3 === 0;
  if (zeroTo3 && w4 === 0 && (w5 === 0xffff || w5 === 0)) return ipv4Of(w6, w7);
  if (zeroTo3 && w4 === 0xffff && w5 === 0) return ipv4Of(w6, w7);
  if (w0 === 0x2002) return ipv4Of(w1, w2);
  return undefined;
}

/** Whether an address is one the server must never be sent to (private, loopback, link-local, metadata…). */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  const words = family === 6 ? ipv6Words(address) : undefined;
  if (!words) return true;
  const canonical = words.map((w) => w.toString(16)).join(':');
  if (blocked.check(canonical, 'ipv6')) return true;
  const ipv4 = embeddedIpv4(words);
  // `::` and `::1` were refused above; any other address carrying an IPv4 one is judged as that address.
  return ipv4 !== undefined && isForbiddenAddress(ipv4);
}

/**
 * Parses and checks a webhook URL without resolving it (the form's answer): the scheme, no credentials, and a
 * literal address that is public. Throws OutboundUrlError with a pt-BR message.
 */
export function checkUrlShape(raw: string, allowLocalhost: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundUrlError('Digite uma URL válida, começando com https://.');
  }
  const local = allowLocalhost && LOOPBACK_NAMES.has(url.hostname.toLowerCase());
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local))
    throw new OutboundUrlError('A URL do webhook deve usar https://.');
  if (url.username || url.password)
    throw new OutboundUrlError('A URL do webhook não pode conter usuário ou senha.');
  if (url.hash) throw new OutboundUrlError('A URL do webhook não pode conter um fragmento (#).');
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !local && isForbiddenAddress(literal)) throw privateAddress(url);
  if (LOOPBACK_NAMES.has(literal.toLowerCase()) && !local) throw privateAddress(url);
  if (!isIP(literal) && !local && !literal.includes('.'))
    throw new OutboundUrlError(
      'Use o nome completo do servidor na URL do webhook (por exemplo, api.suaempresa.com.br).',
    );
  return url;
}

const privateAddress = (url: URL) =>
  new OutboundUrlError(
    `A URL do webhook aponta para um endereço interno ou privado (${url.hostname}). Use um endereço público na internet.`,
  );

/**
 * Checks the URL and resolves its host: every address it resolves to must be public (a name that also
 * resolves to a private address is refused). Answers the address to connect to.
 */
export async function resolveOutboundUrl(raw: string, allowLocalhost: boolean): Promise<ResolvedTarget> {
  const url = checkUrlShape(raw, allowLocalhost);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const local = allowLocalhost && LOOPBACK_NAMES.has(url.hostname.toLowerCase());
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new OutboundUrlError(`Não foi possível encontrar o servidor ${host}. Confira a URL do webhook.`);
    }
  }
  if (!addresses.length)
    throw new OutboundUrlError(`Não foi possível encontrar o servidor ${host}. Confira a URL do webhook.`);
  if (!local && addresses.some((a) => isForbiddenAddress(a.address))) throw privateAddress(url);
  const [first] = addresses as [{ address: string; family: number }];
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
