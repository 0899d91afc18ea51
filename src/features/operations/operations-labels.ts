import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CargoDocumentType } from '../../domain/cargo-documents';
import type { ContractStatus, ContractType } from '../../domain/contracts';
import type { HireLineKind } from '../../domain/hire-statement';
import type { PortKind, SofEvent } from '../../domain/laytime';

// The operations screens' labels (docs/areas/operations.md), in the area's catalog: they load with
// its screens. The sync view and the history name the kinds by `targetLabels` (src/ui/records).

/** A hire statement line's kind (`tur`). */
export const hireLineLabels: Record<HireLineKind, MessageDescriptor> = {
  kira: msg`Kira`,
  'adres-komisyonu': msg`Adres komisyonu`,
  cve: msg`C/V/E`,
  'teslim-yakiti': msg`Teslimdeki yakıt`,
  'off-hire': msg`Off-hire`,
  'off-hire-komisyonu': msg`Off-hire komisyon iadesi`,
  'off-hire-yakiti': msg`Off-hire yakıtı`,
  ilohc: msg`ILOHC`,
  'iade-yakiti': msg`İadedeki yakıt`,
  'armator-masrafi': msg`Armatör masrafı`,
};

export const portKindLabels: Record<PortKind, MessageDescriptor> = {
  yukleme: msg`Yükleme`,
  tahliye: msg`Tahliye`,
};

export const sofEventLabels: Record<SofEvent, MessageDescriptor> = {
  VARIS: msg`Varış`,
  NOR_VERILDI: msg`NOR verildi`,
  YANASTI: msg`Yanaştı`,
  BASLADI: msg`Başladı`,
  BITTI: msg`Bitti`,
  KALKIS: msg`Kalkış`,
};

export const cargoDocumentTypeLabels: Record<CargoDocumentType, MessageDescriptor> = {
  konsimento: msg`Konşimento (B/L)`,
  'mate-receipt': msg`Mate's receipt`,
  nor: msg`NOR`,
  sof: msg`SOF`,
  manifesto: msg`Manifesto`,
  'istif-plani': msg`İstif planı`,
  'draft-survey': msg`Draft survey`,
  protesto: msg`Protesto`,
  loi: msg`LOI`,
  diger: msg`Diğer`,
};

export const contractTypeLabels: Record<ContractType, MessageDescriptor> = {
  'cp-time': msg`Time charter C/P`,
  'cp-voyage': msg`Voyage charter C/P`,
  coa: msg`COA`,
  shipman: msg`Gemi işletme (SHIPMAN)`,
  crewman: msg`Adamlama (CREWMAN)`,
  hm: msg`Tekne ve makine (H&M)`,
  pi: msg`P&I`,
  loh: msg`Kira kaybı (LOH)`,
  kredi: msg`Kredi`,
  diger: msg`Diğer`,
};

export const contractStatusLabels: Record<ContractStatus, MessageDescriptor> = {
  'sona-erdi': msg`Sona erdi`,
  'ihbar-kacti': msg`İhbar süresi kaçtı`,
  yaklasiyor: msg`Yaklaşıyor`,
  gecerli: msg`Geçerli`,
};

export const contractStatusColors: Record<ContractStatus, string> = {
  'sona-erdi': 'gray',
  'ihbar-kacti': 'red',
  yaklasiyor: 'orange',
  gecerli: 'green',
};
