import { parentPort } from 'node:worker_threads';
import { parseUblInvoice, type UblResult } from '../../src/domain/e-invoice';

// A worker of the e-Fatura parser pool (./e-invoice-parser.ts): parses one invoice at a time off
// the server's event loop. The pure function is the device's (docs/areas/e-invoice.md).

export interface ParseTask {
  id: number;
  xml: string;
  vergiNumarasi: string | null;
}

export interface ParseAnswer {
  id: number;
  result: UblResult;
}

parentPort?.on('message', (task: ParseTask) => {
  let result: UblResult;
  try {
    result = parseUblInvoice(task.xml, task.vergiNumarasi);
  } catch {
    result = { ok: false, error: 'notUblInvoice' };
  }
  parentPort?.postMessage({ id: task.id, result } satisfies ParseAnswer);
});
