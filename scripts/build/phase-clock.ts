/**
 * Wall-clock time of each phase of one dealer's build, so the build can say where its time goes
 * (prepare, Astro, public copy, site security…) instead of one total.
 */
export class PhaseClock {
  readonly #phases = new Map<string, number>();
  readonly #now: () => number;
  #last: number;

  constructor(now: () => number = () => performance.now()) {
    this.#now = now;
    this.#last = now();
  }

  /** Ends the current phase under `name` (time since the previous mark); a repeated name adds up. */
  mark(name: string): void {
    const at = this.#now();
    this.#phases.set(name, (this.#phases.get(name) ?? 0) + (at - this.#last) / 1000);
    this.#last = at;
  }

  seconds(): Record<string, number> {
    return Object.fromEntries(this.#phases);
  }

  /** "prepare 0.3 s · astro build 12.1 s · …" */
  summary(): string {
    return [...this.#phases].map(([name, s]) => `${name} ${s.toFixed(1)} s`).join(' · ');
  }
}
