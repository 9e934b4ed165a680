// The figures a benchmark reads from a process's Prometheus endpoint (`/api/metrics` with METRICS_TOKEN on the
// API's port, or `/metrics` on METRICS_PORT), as Prometheus itself would: counters and gauges summed over the
// label sets asked for, and quantiles estimated from a histogram's buckets over an interval (the difference of
// two scrapes), as PromQL's histogram_quantile does.

/** The samples of a Prometheus text exposition: `{ name, labels, value }`, comments left out. */
export function parsePrometheus(text) {
  const samples = [];
  const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!match) continue;
    const labels = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL))
      labels[key] = value.replace(/\\(.)/g, (_, c) => (c === 'n' ? '\n' : c));
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

/** Scrapes one endpoint (with the Bearer token when given); throws when it does not answer 200. */
export async function scrapeMetrics(url, token) {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return parsePrometheus(await res.text());
}

const matches = (labels, wanted) => Object.entries(wanted).every(([k, v]) => labels[k] === v);

/** The sum of a metric over the label sets that match `wanted` (0 when none; `samples` may be undefined). */
export function sumOf(samples, name, wanted = {}) {
  let total = 0;
  for (const s of samples ?? []) if (s.name === name && matches(s.labels, wanted)) total += s.value;
  return total;
}

/** The highest value of a metric over the label sets that match `wanted` (0 when none). */
export function maxOf(samples, name, wanted = {}) {
  let max = 0;
  for (const s of samples ?? [])
    if (s.name === name && matches(s.labels, wanted)) max = Math.max(max, s.value);
  return max;
}

/**
 * A histogram's observations between two scrapes (`before` may be undefined: since the process started) over
 * the label sets matching `wanted`: `{ count, quantile(q) }`, the quantile estimated by linear interpolation
 * inside its bucket (histogram_quantile's estimate; the highest finite bound when it falls in +Inf).
 */
export function histogram(after, before, name, wanted = {}) {
  const buckets = new Map();
  const add = (samples, sign) => {
    for (const s of samples ?? [])
      if (s.name === `${name}_bucket` && matches(s.labels, wanted)) {
        const le = s.labels.le === '+Inf' ? Number.POSITIVE_INFINITY : Number(s.labels.le);
        buckets.set(le, (buckets.get(le) ?? 0) + sign * s.value);
      }
  };
  add(after, 1);
  add(before, -1);
  const sorted = [...buckets.entries()].sort((a, b) => a[0] - b[0]);
  const count = sorted.at(-1)?.[1] ?? 0;
  return {
    count,
    quantile(q) {
      if (!count) return Number.NaN;
      const rank = q * count;
      let lowerBound = 0;
      let lowerCount = 0;
      for (const [le, cumulative] of sorted) {
        if (cumulative >= rank) {
          if (le === Number.POSITIVE_INFINITY) return lowerBound;
          return lowerBound + ((le - lowerBound) * (rank - lowerCount)) / (cumulative - lowerCount || 1);
        }
        lowerBound = le;
        lowerCount = cumulative;
      }
      return lowerBound;
    },
  };
}
