/**
 * The webhook URL guard against IPv6 spellings that carry an IPv4 address (mapped, compatible, translated,
 * NAT64, 6to4, Teredo) or a private IPv6 one: each is refused on registration and on edit, even on a server that
 * admits localhost for development, while public addresses in the same forms pass the address check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isForbiddenAddress } from '../src/services/outboundUrl.ts';
import { fail, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  // Localhost admitted, as in development: only the names localhost, 127.0.0.1 and [::1] may be local.
  t = await startTestServer({}, { WEBHOOKS_ALLOW_LOCALHOST: 'true' });
});
afterAll(() => t?.close());

const INTERNAL = [
  '[::127.0.0.1]', // IPv4-compatible loopback (the parser writes it [::7f00:1])
  '[::7f00:1]',
  '[::169.254.169.254]', // IPv4-compatible metadata address
  '[::ffff:0:127.0.0.1]', // IPv4-translated
  '[::ffff:0:a9fe:a9fe]',
  '[::ffff:127.0.0.1]', // IPv4-mapped
  '[::ffff:7f00:1]',
  '[::ffff:169.254.169.254]',
  '[0:0:0:0:0:ffff:10.0.0.1]',
  '[64:ff9b::127.0.0.1]', // NAT64, well-known prefix
  '[64:ff9b::8.8.8.8]', // NAT64 to a public address: the translator may be inside our network
  '[64:ff9b:1::a00:1]', // local-use NAT64
  '[2002:7f00:1::1]', // 6to4 around 127.0.0.1
  '[2002:a9fe:a9fe::]', // 6to4 around the metadata address
  '[2001:0:4136:e378:8000:63bf:3fff:fdd2]', // Teredo
  '[::]',
  '[0:0:0:0:0:0:0:2]',
  '[fe80::1]',
  '[fec0::1]',
  '[fd12:3456::1]',
];

describe('webhook URL guard', () => {
  it('refuses every IPv6 spelling of an internal address, on registration and on edit', async () => {
    const owner = await t.createUser('user');
    for (const host of INTERNAL) {
      const url = `https://${host}/hook`;
      const error = await fail(owner.api.criarWebhook({ body: { url, eventos: ['certidao.falhou'] } }));
      expect(error.status, url).toBe(422);
      expect(error.message, url).toMatch(/endereço interno ou privado/);
    }
    expect((await owner.api.listarWebhooks()).data).toEqual([]);

    const { endpoint } = await owner.api.criarWebhook({
      body: { url: 'http://127.0.0.1:9/hook', eventos: ['certidao.falhou'] },
    });
    for (const host of ['[::7f00:1]', '[::ffff:0:7f00:1]', '[::ffff:a9fe:a9fe]']) {
      const error = await fail(
        owner.api.atualizarWebhook({ path: { id: endpoint.id }, body: { url: `https://${host}/hook` } }),
      );
      expect(error.status, host).toBe(422);
      expect(error.message, host).toMatch(/endereço interno ou privado/);
    }
  });

  it('judges an address a name resolves to the same way, however it is written', () => {
    for (const address of [
      '::127.0.0.1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:0:127.0.0.1',
      '0:0:0:0:0:ffff:a9fe:a9fe',
      '64:ff9b::a00:1',
      '2002:c0a8:1::1',
      'fe80::1%eth0',
      'não é um endereço',
    ])
      expect(isForbiddenAddress(address), address).toBe(true);
    for (const address of [
      '8.8.8.8',
      '::ffff:8.8.8.8',
      '::ffff:808:808',
      '2002:808:808::1',
      '2606:4700::1111',
    ])
      expect(isForbiddenAddress(address), address).toBe(false);
  });
});
