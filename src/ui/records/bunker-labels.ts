import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BunkerWarning, Fuel } from '../../domain/emissions';
import type { BdnDefinition } from '../../domain/kinds/bdn';
import type { ShipReportDefinition, ShipState } from '../../domain/kinds/ship-report';
import type { KindLabels } from './kind-labels';

export const bunkerWarningLabels: Record<BunkerWarning, MessageDescriptor> = {
  sulphurAboveLimit: msg`Kükürt oranı sınırın üzerinde (%0,50; ULSFO ve MGO için %0,10)`,
  flashPointLow: msg`Parlama noktası 60 °C’nin altında`,
};

export const shipStateLabels: Record<ShipState, MessageDescriptor> = {
  seyir: msg`Seyirde`,
  limanda: msg`Limanda`,
  demirde: msg`Demirde`,
  tersanede: msg`Tersanede`,
};

/** The fuel catalogue (docs/areas/bunkers-and-emissions.md), with the grade a chief engineer reads. */
export const fuelLabels: Record<Fuel, MessageDescriptor> = {
  HFO: msg`HFO (ağır yakıt)`,
  VLSFO: msg`VLSFO (%0,50 kükürt)`,
  ULSFO: msg`ULSFO (%0,10 kükürt)`,
  MDO: msg`MDO (deniz dizeli)`,
  MGO: msg`MGO (deniz motorini)`,
  LNG: msg`LNG`,
};

/** BDNs' labels, field by field (src/domain/kinds/bdn.ts). */
export const bdnLabels: KindLabels<BdnDefinition> = {
  name: 'bdn',
  kind: msg`Bunker teslim fişi (BDN)`,
  fields: {
    sirket: msg`Gemi`,
    bdnNo: msg`BDN No`,
    tarih: msg`Teslim Tarihi`,
    liman: msg`Liman`,
    tedarikci: msg`Tedarikçi`,
    yakit: msg`Yakıt`,
    miktarMt: msg`Miktar (mt)`,
    yogunluk15: msg`Yoğunluk 15 °C (kg/m³)`,
    kukurtYuzde: msg`Kükürt (% m/m)`,
    parlamaNoktasi: msg`Parlama Noktası (°C)`,
    viskozite: msg`Viskozite (cSt)`,
    numuneMuhurleri: msg`Numune Mühür Numaraları`,
    dosya: msg`İmzalı BDN`,
    fatura: msg`Bunker Faturası`,
    aciklama: msg`Açıklama`,
  },
  values: { yakit: fuelLabels },
  lists: {},
};

/** Ship reports' labels, field by field (src/domain/kinds/ship-report.ts). */
export const shipReportLabels: KindLabels<ShipReportDefinition> = {
  name: 'gemiRaporu',
  kind: msg`Gemi durum raporu`,
  fields: {
    sirket: msg`Gemi`,
    zaman: msg`Rapor Zamanı (UTC)`,
    durum: msg`Durum`,
    enlem: msg`Enlem`,
    boylam: msg`Boylam`,
    sonLiman: msg`Son Liman`,
    sonrakiLiman: msg`Sonraki Liman`,
    eta: msg`ETA`,
    mesafeNm: msg`Mesafe (nm)`,
    seyirSaati: msg`Seyir Saati`,
    tuketim: msg`Tüketim`,
    rob: msg`ROB`,
    yuk: msg`Yük`,
    aciklama: msg`Açıklama`,
  },
  values: { durum: shipStateLabels },
  lists: {},
};
