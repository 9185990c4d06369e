import type { Db } from '../db/db.js';
import type { MarketService } from '../market/index.js';
import { confirmPrivateDue } from '../private/deals.js';
import type { Clock } from '../types.js';
import { confirmDue, type ConfirmRun } from './confirm.js';
import { loadBuyTiers, placeNextLine, type BuyTiers } from './placement.js';

/** How often the confirmation engine runs (issue 3: every 30 s). */
export const CONFIRM_INTERVAL_MS = 30_000;

/**
 * The pace of the batch runner between two lines of a batch: a number of milliseconds (0 = only yield to
 * the event loop, the default), or a function the engine awaits after each placed line that has more
 * lines behind it (tests hold a batch half placed with it instead of sleeping). {@link TradeEngine.stop}
 * does not wait for a pending pace. Read from FUNDDESK_BATCH_PACE_MS only at the edge (main.ts).
 * @see issue 10 §5 (the engine's pace comes from its options), DESIGN §10
 */
export type BatchPace = number | ((step: { batchSerialNo: string }) => Promise<void>);

/**
 * The trade engine of one app instance: the batch runner (places batch lines in the background, resumes
 * every `processing` batch on start) and the confirmation timer. Timers are unref'd, so the engine never
 * keeps a process alive; {@link TradeEngine.stop} waits for the line in flight and stops.
 *
 * @see spec 02 §4 (the batch runs asynchronously), DESIGN §10 (progress survives a restart)
 */
export class TradeEngine {
  private stopped = false;
  private readonly running = new Map<string, Promise<void>>();
  private confirmTimer: NodeJS.Timeout | null = null;
  private confirming: Promise<unknown> | null = null;
  /** Resolves on {@link TradeEngine.stop}: a pending pace or retry pause ends at once. */
  private readonly stopSignal: Promise<void>;
  private signalStop: () => void = () => undefined;

  /**
   * @param pace - between two lines of a batch: milliseconds, or a function awaited ({@link BatchPace};
   *   0 by default)
   */
  constructor(
    private readonly db: Db,
    private readonly market: MarketService,
    private readonly clock: Clock,
    private readonly pace: BatchPace = 0,
  ) {
    this.stopSignal = new Promise((resolve) => {
      this.signalStop = resolve;
    });
  }

  /** Resumes every unfinished batch and starts the confirmation timer (run once at startup). */
  async start(): Promise<void> {
    const rows = await this.db.query<{ batch_serial_no: string }>(
      "SELECT batch_serial_no FROM batches WHERE status = 'processing' ORDER BY created_at",
    );
    for (const row of rows) this.kick(row.batch_serial_no);
    this.confirmNow();
    this.confirmTimer = setInterval(() => this.confirmNow(), CONFIRM_INTERVAL_MS);
    this.confirmTimer.unref();
  }

  /** Places the lines of a batch in the background (no-op when it already runs here or after stop). */
  kick(batchSerialNo: string): void {
    if (this.stopped || this.running.has(batchSerialNo)) return;
    const job = this.runBatch(batchSerialNo).finally(() => this.running.delete(batchSerialNo));
    this.running.set(batchSerialNo, job);
  }

  /** Resolves when the batch's placement in this instance has stopped (tests, the bench). */
  async settled(batchSerialNo: string): Promise<void> {
    await this.running.get(batchSerialNo);
  }

  /**
   * Resolves when no batch runs in this instance (every batch kicked so far is done or stopped): the tests'
   * instant sleep between status polls (issue 10 §5).
   */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()]);
  }

  /** Stops: no new line starts; waits for the lines in flight (each is one transaction). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.signalStop();
    if (this.confirmTimer) clearInterval(this.confirmTimer);
    await Promise.allSettled([...this.running.values(), this.confirming]);
  }

  /**
   * Runs the confirmation engine now, at the clock's time, after any run in flight (tests advance the
   * clock and call this; the timer calls it every 30 s).
   */
  async confirm(): Promise<ConfirmRun> {
    await this.confirming;
    const run = await confirmDue(this.db, this.market, this.clock.now());
    // Private deals are confirmed on their open day by the same run (issue 13 §4; private/deals.ts).
    await confirmPrivateDue(this.db, this.clock.now());
    return run;
  }

  private confirmNow(): void {
    if (this.stopped || this.confirming) return;
    this.confirming = confirmDue(this.db, this.market, this.clock.now())
      .then(() => confirmPrivateDue(this.db, this.clock.now()))
      .catch(() => undefined)
      .finally(() => {
        this.confirming = null;
      });
  }

  private async runBatch(batchSerialNo: string): Promise<void> {
    await pause(0);
    let tiers: BuyTiers | undefined;
    while (!this.stopped) {
      let more: boolean;
      try {
        // The fee schedules of the batch's funds, once (a line's transaction never loads one).
        tiers ??= await loadBuyTiers(this.db, this.market, batchSerialNo);
        more = await placeNextLine(this.db, this.market, batchSerialNo, this.clock.now(), tiers);
      } catch {
        // A failed transaction changed nothing; the line stays waiting and is retried after a pause
        // (or by the next start).
        await Promise.race([pause(1000), this.stopSignal]);
        continue;
      }
      if (!more) return;
      // Each line is a few synchronous statements on an embedded database: let requests (and progress
      // polls) in between lines.
      await Promise.race([this.betweenLines(batchSerialNo), this.stopSignal]);
    }
  }

  /** The pause after a placed line ({@link BatchPace}). */
  private betweenLines(batchSerialNo: string): Promise<void> {
    if (typeof this.pace === 'function') return this.pace({ batchSerialNo });
    if (this.pace > 0) return pause(this.pace);
    return new Promise<void>((resolve) => setImmediate(resolve));
  }
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

const engines = new WeakMap<Db, TradeEngine>();

/** The engine registered for a database by {@link registerEngine}. */
export function engineFor(db: Db): TradeEngine | undefined {
  return engines.get(db);
}

/** Registers the engine of a database (one per app). */
export function registerEngine(db: Db, engine: TradeEngine): void {
  engines.set(db, engine);
}
