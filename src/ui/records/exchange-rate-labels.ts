import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RateSource } from '../../domain/exchange-rates';

/** Where a rate came from: the central bank's bulletin, or entered by hand. */
export const rateSourceLabels: Record<RateSource, MessageDescriptor> = {
  tcmb: msg`TCMB`,
  elle: msg`Elle girildi`,
};
