/**
 * A rate measured over the last `windowMs` of a growing total (bytes received, certificates settled), so that
 * a slow start or a burst is forgotten after a while and the time left follows what happens now.
 */
export class MovingRate {
  private readonly samples: Array<{ at: number; total: number }> = [];

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Records the total as it is now. */
  add(total: number): void {
    const at = this.now();
    const last = this.samples.at(-1);
    const previous = this.samples.at(-2);
    // Updates come per chunk: samples closer than 100 ms are merged into the last one.
    if (last && previous && at - previous.at < 100) {
      last.at = at;
      last.total = total;
    } else {
      this.samples.push({ at, total });
    }
    // The oldest sample kept is the last one older than the window, so the window is always covered.
    while (this.samples.length > 2 && (this.samples[1]?.at ?? at) <= at - this.windowMs) this.samples.shift();
  }

  /** How long the samples span, in ms. */
  spanMs(): number {
    const first = this.samples[0];
    const last = this.samples.at(-1);
    return first && last ? last.at - first.at : 0;
  }

  /** Units per second over the window; undefined until the samples span `minMs` or when nothing moved. */
  perSecond(minMs: number): number | undefined {
    const first = this.samples[0];
    const last = this.samples.at(-1);
    if (!first || !last || last.at - first.at < minMs || last.total <= first.total) return undefined;
    return ((last.total - first.total) * 1000) / (last.at - first.at);
  }
}

/** 8 → '8 s', 95 → '2 min', 4000 → '1 h 07 min': a time left, short enough for the download bar. */
export function durationText(seconds: number): string {
  const s = Math.max(1, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** Before these many certificates settled while watching, no time left is guessed ('calculando…'). */
export const MIN_SETTLED_FOR_ETA = 5;
/** … nor before this long (a first burst of quick issuers says little about the slow ones). */
export const MIN_WATCH_MS = 20_000;
/** The certificates' rate is measured over the last two minutes. */
const CERTIFICATE_WINDOW_MS = 120_000;

/**
 * Certificates settled per minute while `acompanhar` watches, for its time left: undefined ('calculando…')
 * until MIN_SETTLED_FOR_ETA certificates have settled since it started and MIN_WATCH_MS have passed, then the
 * moving rate of the last two minutes. The requests' first seconds are not extrapolated from.
 */
export function certificateRate(now: () => number = () => performance.now()) {
  const rate = new MovingRate(CERTIFICATE_WINDOW_MS, now);
  let start: { at: number; done: number } | undefined;
  return (done: number): number | undefined => {
    start ??= { at: now(), done };
    rate.add(done);
    if (done - start.done < MIN_SETTLED_FOR_ETA || now() - start.at < MIN_WATCH_MS) return undefined;
    const perSecond = rate.perSecond(MIN_WATCH_MS / 2);
    return perSecond === undefined ? undefined : perSecond * 60;
  };
}
