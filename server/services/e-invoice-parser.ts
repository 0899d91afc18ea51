import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ublShapeError, type UblResult } from '../../src/domain/e-invoice';
import type { ParseAnswer, ParseTask } from './e-invoice-worker';

// The e-Fatura draft's parser off the event loop (docs/areas/e-invoice.md). Building the tree of a large
// invoice takes fast-xml-parser about a second per 5 MB (an embedded attachment, tens of thousands
// of elements): on the server's thread that would hold every other request. So the server parses
// in a small pool of worker threads, one invoice per worker at a time, the rest queued; the
// cheap shape scan (ublShapeError: a hostile document's million attributes) runs first, here, so a
// refusal costs no worker. A worker that takes too long or dies is replaced and the invoice refused.

/** The worker's entry: plain JavaScript that loads the TypeScript worker through tsx. */
const WORKER = new URL('./e-invoice-worker.mjs', import.meta.url);

/** How long one invoice may take in a worker before it is refused (`eInvoiceTooComplex`). */
const PARSE_TIMEOUT_MS = 20_000;

interface Job {
  task: ParseTask;
  resolve: (result: UblResult) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

export class UblParserPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly size = Math.min(2, Math.max(1, availableParallelism() - 1)),
    private readonly timeoutMs = PARSE_TIMEOUT_MS,
  ) {}

  /** The invoice's draft (parseUblInvoice), parsed in a worker; a document past the limits is refused at once. */
  parse(xml: string, vergiNumarasi: string | null): Promise<UblResult> {
    if (/<!DOCTYPE/i.test(xml)) return Promise.resolve({ ok: false, error: 'notUblInvoice' });
    const shape = ublShapeError(xml);
    if (shape) return Promise.resolve({ ok: false, error: shape });
    if (this.closed) return Promise.reject(new Error('the e-Fatura parser pool is closed'));
    return new Promise((resolve) => {
      this.queue.push({ task: { id: this.nextId++, xml, vergiNumarasi }, resolve });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.resolve({ ok: false, error: 'notUblInvoice' });
    const slots = this.slots.splice(0);
    for (const slot of slots) slot.job?.resolve({ ok: false, error: 'notUblInvoice' });
    await Promise.all(slots.map((slot) => this.stop(slot)));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((candidate) => candidate.job === null);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.timer = setTimeout(() => this.fail(slot, 'eInvoiceTooComplex'), this.timeoutMs);
      slot.worker.postMessage(job.task);
    }
  }

  private spawn(): Slot {
    // A parse's memory is bounded so that a hostile document kills the worker, not the server.
    const worker = new Worker(WORKER, { resourceLimits: { maxOldGenerationSizeMb: 256 } });
    worker.unref();
    const slot: Slot = { worker, job: null, timer: null };
    worker.on('message', (answer: ParseAnswer) => {
      if (slot.job?.task.id !== answer.id) return;
      this.finish(slot, answer.result);
    });
    worker.on('error', () => this.fail(slot, 'eInvoiceTooComplex'));
    worker.on('exit', () => this.fail(slot, 'eInvoiceTooComplex'));
    this.slots.push(slot);
    return slot;
  }

  private finish(slot: Slot, result: UblResult): void {
    const job = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = null;
    job?.resolve(result);
    this.dispatch();
  }

  /** The slot's invoice refused and its worker replaced (a timeout, a crash, memory past its limit). */
  private fail(slot: Slot, error: 'eInvoiceTooComplex'): void {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    this.slots.splice(index, 1);
    void this.stop(slot);
    this.finish(slot, { ok: false, error });
  }

  private async stop(slot: Slot): Promise<void> {
    if (slot.timer) clearTimeout(slot.timer);
    slot.worker.removeAllListeners();
    slot.worker.on('error', () => undefined);
    await slot.worker.terminate();
  }
}
