import { describe, expect, it } from 'vitest';
import { daysLeft, validityLeft, validityTone } from './validity.ts';

const NOW = new Date('2026-03-10T12:00:00Z');

describe('validityLeft', () => {
  it('is the share of the validity still ahead, clamped to 0–1', () => {
    expect(validityLeft({ emitidoEm: '2026-03-01T12:00:00Z', validoAte: '2026-03-19T12:00:00Z' }, NOW)).toBe(
      0.5,
    );
    expect(validityLeft({ emitidoEm: '2026-02-01T12:00:00Z', validoAte: '2026-03-01T12:00:00Z' }, NOW)).toBe(
      0,
    );
    expect(validityLeft({ emitidoEm: '2026-03-11T12:00:00Z', validoAte: '2026-04-01T12:00:00Z' }, NOW)).toBe(
      1,
    );
  });
  it('is null without an issuance or an expiry', () => {
    expect(validityLeft({ emitidoEm: null, validoAte: null }, NOW)).toBeNull();
    expect(validityLeft({ emitidoEm: '2026-03-01T12:00:00Z', validoAte: null }, NOW)).toBeNull();
  });
});

describe('validityTone', () => {
  it('is danger once past, warning within 7 days, success further', () => {
    expect(validityTone('2026-03-10T11:00:00Z', NOW)).toBe('danger');
    expect(validityTone('2026-03-15T12:00:00Z', NOW)).toBe('warning');
    expect(validityTone('2026-04-15T12:00:00Z', NOW)).toBe('success');
    expect(daysLeft('2026-03-15T12:00:00Z', NOW)).toBe(5);
  });
});
