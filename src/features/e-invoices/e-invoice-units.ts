import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// The units an e-Fatura's lines are written in (UN/ECE Rec 20 codes of UBL-TR), as the draft shows
// them (docs/areas/e-invoice.md): the document's own unit, also where the bill keeps another
// (`HUR` is saved as `adet`, the draft says so). A code not named here is shown as written.

export const UBL_UNIT_LABELS: Record<string, MessageDescriptor> = {
  C62: msg`Adet`,
  NIU: msg`Adet`,
  KGM: msg`kg`,
  GRM: msg`g`,
  TNE: msg`ton`,
  LTR: msg`L`,
  MTR: msg`m`,
  MTK: msg`m²`,
  MTQ: msg`m³`,
  BX: msg`Kutu`,
  PK: msg`Koli`,
  SET: msg`Takım`,
  PR: msg`Çift`,
  KWH: msg`kWh`,
  MIN: msg`Dakika`,
  HUR: msg`Saat`,
  DAY: msg`Gün`,
  WEE: msg`Hafta`,
  MON: msg`Ay`,
  ANN: msg`Yıl`,
};
