import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CashFlowType, PaymentMethod } from '../../domain/cash-flow';

export const flowTypeLabels: Record<CashFlowType, MessageDescriptor> = {
  odeme: msg`Ödeme`,
  tahsilat: msg`Tahsilat`,
};

/** docs/areas/cash-flows.md: the five methods, translated by key. */
export const methodLabels: Record<PaymentMethod, MessageDescriptor> = {
  havale: msg`Havale / EFT`,
  nakit: msg`Nakit`,
  'kredi-karti': msg`Kredi Kartı`,
  cek: msg`Çek`,
  senet: msg`Senet`,
};
