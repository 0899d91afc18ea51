// The e-Fatura parser's worker thread starts here (server/services/e-invoice-parser.ts): it loads
// the TypeScript sources the way the server does (tsx), then the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./e-invoice-worker.ts');
