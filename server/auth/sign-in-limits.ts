/**
 * Counts attempts per key in fixed windows, in memory (each server process counts on its own).
 * At most `capacity` keys are kept: expired windows are dropped as new ones start, and past the
 * capacity the oldest window goes first.
 */
export class AttemptCounter {
  /** In the order the windows started, so the oldest is first. */
  private readonly windows = new Map<string, { count: number; startedAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly capacity = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts one attempt for `key`. Over the limit, the seconds until the window ends (for
   * Retry-After); within it, undefined.
   */
  hit(key: string): number | undefined {
    const now = this.now();
    this.dropExpired(now);
    let window = this.windows.get(key);
    if (!window) {
      while (this.windows.size >= this.capacity) this.windows.delete(this.windows.keys().next().value ?? '');
      window = { count: 0, startedAt: now };
      this.windows.set(key, window);
    }
    window.count++;
    if (window.count <= this.max) return undefined;
    return Math.max(1, Math.ceil((window.startedAt + this.windowMs - now) / 1000));
  }

  /** Forgets `key`'s attempts (its user signed in). */
  clear(key: string): void {
    this.windows.delete(key);
  }

  private dropExpired(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.startedAt + this.windowMs > now) return;
      this.windows.delete(key);
    }
  }
}
