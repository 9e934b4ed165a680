// Types of bench/metrics.mjs for the TypeScript benchmarks and tests.
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}
export function parsePrometheus(text: string): Sample[];
export function scrapeMetrics(url: string, token?: string): Promise<Sample[]>;
export function sumOf(samples: Sample[] | undefined, name: string, wanted?: Record<string, string>): number;
export function maxOf(samples: Sample[] | undefined, name: string, wanted?: Record<string, string>): number;
export function histogram(
  after: Sample[] | undefined,
  before: Sample[] | undefined,
  name: string,
  wanted?: Record<string, string>,
): { count: number; quantile(q: number): number };
