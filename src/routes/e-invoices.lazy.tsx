import { createLazyRoute } from '@tanstack/react-router';
import { EInvoiceInboxPage } from '../features/e-invoices/e-invoice-inbox-page';

export const eInvoiceLazyRoute = createLazyRoute('/app/finans/fatura-proforma/e-fatura')({ component: EInvoiceInboxPage });
