/** Times the named phases of a run and prints each one as it ends, then the total. */
export class PhaseTimer {
  readonly phases: Array<{ name: string; seconds: number }> = [];
  private readonly started = performance.now();
  private readonly log: (line: string) => void;

  constructor(log: (line: string) => void = console.log) {
    this.log = log;
  }

  async run<T>(name: string, work: () => Promise<T> | T): Promise<T> {
    const start = performance.now();
    try {
      return await work();
    } finally {
      const seconds = (performance.now() - start) / 1000;
      this.phases.push({ name, seconds });
      this.log(`  ⏱ ${name.padEnd(10)} ${seconds.toFixed(2)} s`);
    }
  }

  get totalSeconds(): number {
    return (performance.now() - this.started) / 1000;
  }
}
