import { EVENTOS_WEBHOOK } from '@certidao/api-client';
import { describe, expect, it } from 'vitest';
import {
  deliveryRefreshInterval,
  deliveryStatusView,
  EVENT_INFO,
  endpointStatusView,
  eventLabel,
  FAST_REFRESH_MS,
  formatDuration,
  SLOW_REFRESH_MS,
  WEBHOOK_EVENTS,
} from './webhookLabels.ts';

describe('events', () => {
  it('the form offers every event of the contract but the test one', () => {
    expect([...WEBHOOK_EVENTS].sort()).toEqual(EVENTOS_WEBHOOK.filter((e) => e !== 'webhook.teste').sort());
  });

  it('every event of the contract has a name and a description', () => {
    for (const tipo of EVENTOS_WEBHOOK) {
      expect(EVENT_INFO[tipo].label).not.toBe('');
      expect(EVENT_INFO[tipo].description).not.toBe('');
    }
    expect(eventLabel('certidao.concluida')).toBe('Certidão concluída');
    expect(eventLabel('empresa.criada')).toBe('empresa.criada');
  });
});

describe('endpointStatusView', () => {
  it('tells an endpoint turned off by its owner from one turned off after failing', () => {
    expect(endpointStatusView({ ativo: true, desativadoPorFalhas: false }).label).toBe('Ativo');
    expect(endpointStatusView({ ativo: false, desativadoPorFalhas: false }).label).toBe('Desativado');
    expect(endpointStatusView({ ativo: false, desativadoPorFalhas: true })).toEqual({
      label: 'Desativado por falhas',
      tone: 'danger',
    });
  });
});

describe('deliveryStatusView', () => {
  it('labels the delivery states', () => {
    expect(deliveryStatusView('pendente').label).toBe('Pendente');
    expect(deliveryStatusView('sucesso')).toEqual({ label: 'Sucesso', tone: 'success' });
    expect(deliveryStatusView('falhou')).toEqual({ label: 'Falhou', tone: 'danger' });
  });
});

describe('deliveryRefreshInterval', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();

  it('does not refresh when nothing is pending', () => {
    expect(deliveryRefreshInterval([], now)).toBe(0);
    expect(deliveryRefreshInterval([{ status: 'sucesso', proximaTentativaEm: null }], now)).toBe(0);
  });

  it('refreshes fast while a delivery goes out now or within a minute', () => {
    expect(deliveryRefreshInterval([{ status: 'pendente', proximaTentativaEm: null }], now)).toBe(
      FAST_REFRESH_MS,
    );
    expect(deliveryRefreshInterval([{ status: 'pendente', proximaTentativaEm: at(5) }], now)).toBe(
      FAST_REFRESH_MS,
    );
  });

  it('refreshes slowly while the pending deliveries wait for a later retry', () => {
    expect(
      deliveryRefreshInterval(
        [
          { status: 'pendente', proximaTentativaEm: at(300) },
          { status: 'falhou', proximaTentativaEm: null },
        ],
        now,
      ),
    ).toBe(SLOW_REFRESH_MS);
  });
});

describe('formatDuration', () => {
  it('shows milliseconds, then seconds with a pt-BR decimal comma', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(85)).toBe('85 ms');
    expect(formatDuration(1234)).toBe('1,2 s');
  });
});
