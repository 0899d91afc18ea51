import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BankOrderState, BankOrderTemplate } from '../../domain/bank-order';

export const stateLabels: Record<BankOrderState, MessageDescriptor> = {
  taslak: msg`Taslak`,
  imzali: msg`İmzalı`,
  odendi: msg`Ödendi`,
};

export const stateColors: Record<BankOrderState, string> = { taslak: 'gray', imzali: 'blue', odendi: 'green' };

export const templateLabels: Record<BankOrderTemplate, MessageDescriptor> = {
  'yurtici-tl': msg`Yurt içi TL (EFT / havale)`,
  'swift-doviz': msg`Döviz (SWIFT)`,
};
