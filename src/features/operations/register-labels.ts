import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ConsigneeType, FreightTerms } from '../../domain/cargo-documents';

// The cargo document form's choices (docs/areas/operations.md §3), in the area's catalog.

/** A bill of lading's consignee (`alici.tip`). */
export const consigneeTypeLabels: Record<ConsigneeType, MessageDescriptor> = {
  isimli: msg`İsimli`,
  emre: msg`Emre`,
  'banka-emrine': msg`Banka emrine`,
};

/** A bill of lading's freight terms (`navlun`). */
export const freightTermLabels: Record<FreightTerms, MessageDescriptor> = {
  pesin: msg`Peşin (prepaid)`,
  varista: msg`Varışta (collect)`,
  'cp-uyarinca': msg`C/P uyarınca`,
};
