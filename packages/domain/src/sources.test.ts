import { describe, expect, it } from 'vitest';
import { CERTIFICATE_TYPES } from './catalogue';
import {
  deriveSourceState,
  getSource,
  SOURCES,
  slowThresholdSeconds,
  sourceKeyOf,
  sourceNotice,
  sourceOfCode,
} from './sources';

describe('sources', () => {
  it('one source per body: the types of a body share it, every type has one', () => {
    expect(sourceOfCode('tjsp')).toBe('tjsp');
    expect(sourceOfCode('tjsp-falencia')).toBe('tjsp');
    expect(sourceOfCode('trt4')).toBe('trt-4');
    expect(sourceOfCode('receita-federal')).toBe('pgfn');
    expect(sourceOfCode('nao-existe')).toBeUndefined();
    const keys = SOURCES.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const t of CERTIFICATE_TYPES) expect(getSource(sourceKeyOf(t))?.codes).toContain(t.code);
    for (const k of keys) expect(k).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('state: down while the breaker is not closed, unstable from a fifth of failures, slow past the threshold', () => {
    const ok = { tentativas: 10, falhas: 0, p95Segundos: 30 };
    expect(deriveSourceState(ok, 'fechado', 120)).toBe('normal');
    expect(deriveSourceState(ok, 'aberto', 120)).toBe('fora_do_ar');
    expect(deriveSourceState(ok, 'meio_aberto', 120)).toBe('fora_do_ar');
    expect(deriveSourceState({ ...ok, falhas: 2 }, 'fechado', 120)).toBe('instavel');
    expect(deriveSourceState({ ...ok, falhas: 1 }, 'fechado', 120)).toBe('normal');
    // Too few runs to call it unstable.
    expect(deriveSourceState({ tentativas: 4, falhas: 2, p95Segundos: null }, 'fechado', 120)).toBe('normal');
    expect(deriveSourceState({ ...ok, p95Segundos: 121 }, 'fechado', 120)).toBe('lenta');
  });

  it('slow threshold: 1.5 × the longest typical time of its types, never under the floor', () => {
    const tjsp = getSource('tjsp')!;
    expect(slowThresholdSeconds(tjsp, 120)).toBeGreaterThan(120);
    expect(slowThresholdSeconds(tjsp, 10 ** 9)).toBe(10 ** 9);
  });

  it('the request form line names the source and the delay; nothing when normal', () => {
    expect(sourceNotice('normal', 'TST', null)).toBeUndefined();
    expect(sourceNotice('fora_do_ar', 'TST', 5)).toBe(
      'TST está fora do ar no momento: o pedido fica na fila e é emitido quando a fonte voltar, sem custo se não for emitido. Atraso previsto: cerca de 5 min.',
    );
    expect(sourceNotice('instavel', 'TST', 120)).toContain('Atraso previsto: cerca de 2 h.');
    expect(sourceNotice('lenta', 'TST', null)).toBe('TST está lenta no momento.');
  });
});
