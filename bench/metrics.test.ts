import { describe, expect, it } from 'vitest';
import { histogram, maxOf, parsePrometheus, sumOf } from './metrics.mjs';

/** A scrape of prom-client's text format: one histogram with two label sets, a gauge, a counter. */
const scrape = (fast: number, slow: number) => `# HELP d Time to answer.
# TYPE d histogram
d_bucket{le="0.1",route="/a"} ${fast}
d_bucket{le="0.5",route="/a"} ${fast + slow}
d_bucket{le="+Inf",route="/a"} ${fast + slow}
d_sum{route="/a"} 1
d_count{route="/a"} ${fast + slow}
d_bucket{le="0.1",route="/b \\"x\\""} 5
d_bucket{le="0.5",route="/b \\"x\\""} 5
d_bucket{le="+Inf",route="/b \\"x\\""} 9
q{queue="certidoes",state="waiting"} 7
q{queue="outra",state="waiting"} 3
c 42
`;

describe('bench metrics (Prometheus text)', () => {
  it('reads samples, sums and peaks by labels', () => {
    const samples = parsePrometheus(scrape(10, 0));
    expect(samples.find((s) => s.name === 'd_bucket' && s.labels.route === '/b "x"')?.value).toBe(5);
    expect(sumOf(samples, 'q', { state: 'waiting' })).toBe(10);
    expect(sumOf(samples, 'q', { queue: 'certidoes' })).toBe(7);
    expect(maxOf(samples, 'q')).toBe(7);
    expect(sumOf(samples, 'c')).toBe(42);
    expect(sumOf(undefined, 'c')).toBe(0);
  });

  it('estimates quantiles over the interval between two scrapes, as histogram_quantile does', () => {
    const before = parsePrometheus(scrape(10, 0));
    const after = parsePrometheus(scrape(20, 10));
    const h = histogram(after, before, 'd', { route: '/a' });
    expect(h.count).toBe(20);
    // 10 answers under 0.1 s and 10 between 0.1 and 0.5 s in the interval.
    expect(h.quantile(0.5)).toBeCloseTo(0.1);
    expect(h.quantile(0.75)).toBeCloseTo(0.3);
    expect(h.quantile(1)).toBeCloseTo(0.5);
    // Observations past the last finite bound: that bound.
    expect(histogram(after, undefined, 'd', { route: '/b "x"' }).quantile(0.99)).toBe(0.5);
    expect(histogram(before, before, 'd').quantile(0.5)).toBeNaN();
  });
});
