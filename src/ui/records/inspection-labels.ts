import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { InspectionDefinition } from '../../domain/kinds/inspection';
import type { ActionCode, InspectionType, PscPriority, PscRegime, RiskProfile } from '../../domain/inspections';
import type { KindLabels } from './kind-labels';

/** An inspection's type. */
export const inspectionTypeLabels: Record<InspectionType, MessageDescriptor> = {
  PSC: msg`Liman Devleti Kontrolü (PSC)`,
  bayrak: msg`Bayrak Devleti Denetimi`,
  vetting: msg`Vetting`,
  klas: msg`Klas Sörveyi`,
  'ic-denetim': msg`İç Denetim (ISM)`,
  'dis-denetim': msg`Dış Denetim`,
};

/** A port state control regime (memorandum of understanding). */
export const pscRegimeLabels: Record<PscRegime, MessageDescriptor> = {
  paris: msg`Paris MoU`,
  tokyo: msg`Tokyo MoU`,
  uscg: msg`USCG`,
  diger: msg`Diğer`,
};

/** A ship's risk profile. */
export const riskProfileLabels: Record<RiskProfile, MessageDescriptor> = {
  HRS: msg`Yüksek riskli gemi (HRS)`,
  SRS: msg`Standart riskli gemi (SRS)`,
  LRS: msg`Düşük riskli gemi (LRS)`,
};

/** A deficiency's action code, with its number. */
export const actionCodeLabels: Record<ActionCode, MessageDescriptor> = {
  '10': msg`10 – Giderildi`,
  '12': msg`12 – Tümü giderildi`,
  '15': msg`15 – Sonraki limanda giderilecek`,
  '16': msg`16 – 14 gün içinde giderilecek`,
  '17': msg`17 – Kalkıştan önce giderilecek`,
  '18': msg`18 – 3 ay içinde giderilecek`,
  '30': msg`30 – Tutulma gerekçesi`,
  '99': msg`99 – Diğer (gözlem)`,
};

/** A ship's PSC priority in its window. */
export const pscPriorityLabels: Record<Exclude<PscPriority, null>, MessageDescriptor> = {
  I: msg`Öncelik I`,
  II: msg`Öncelik II`,
};

/** A detention's parts (the group `tutulma`). */
export const detentionLabels = {
  var: msg`Tutuldu`,
  serbestBirakma: msg`Serbest Bırakılma`,
} satisfies Record<string, MessageDescriptor>;

/** Inspections' labels, field by field (src/domain/kinds/inspection.ts). */
export const inspectionLabels: KindLabels<InspectionDefinition> = {
  name: 'denetim',
  kind: msg`Denetim`,
  fields: {
    sirket: msg`Gemi`,
    tur: msg`Denetim Türü`,
    rejim: msg`Rejim`,
    riskProfili: msg`Risk Profili`,
    tarih: msg`Denetim Tarihi`,
    liman: msg`Liman`,
    kurulus: msg`Kuruluş`,
    denetci: msg`Denetçi`,
    planliKalkis: msg`Planlı Kalkış`,
    sonrakiLimanVaris: msg`Sonraki Limana Varış`,
    tutulma: msg`Tutulma`,
    eksiklikler: msg`Eksiklikler`,
    dosya: msg`Rapor Dosyası`,
  },
  values: { tur: inspectionTypeLabels, rejim: pscRegimeLabels, riskProfili: riskProfileLabels },
  lists: {
    eksiklikler: {
      fields: {
        kod: msg`Kod`,
        aciklama: msg`Açıklama`,
        aksiyonKodu: msg`Aksiyon Kodu`,
        ismIlgili: msg`ISM ile ilgili`,
        kapanisTarihi: msg`Kapanış Tarihi`,
        kanit: msg`Kanıt`,
      },
      values: { aksiyonKodu: actionCodeLabels },
      lists: {},
    },
  },
};
