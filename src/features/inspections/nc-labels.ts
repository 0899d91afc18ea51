import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { IncidentType } from '../../domain/incidents';
import type { IncidentDefinition } from '../../domain/kinds/incident';
import type { NonConformityDefinition } from '../../domain/kinds/non-conformity';
import type { NcSeverity, NcState } from '../../domain/non-conformity';
import type { KindLabels } from '../../ui/records/kind-labels';

// The labels of non-conformities and incidents (docs/areas/inspections.md), in the inspections'
// catalog, loaded with their screens: not in src/ui/records, whose labels every screen loads (the
// history's, src/ui/records/collection-labels.ts, which names these two kinds itself and shows
// their fields by path).

export const ncSeverityLabels: Record<NcSeverity, MessageDescriptor> = {
  gozlem: msg`Gözlem`,
  minor: msg`Minör`,
  major: msg`Majör`,
};

export const ncStateLabels: Record<NcState, MessageDescriptor> = {
  acik: msg`Açık`,
  planlandi: msg`Planlandı`,
  uygulandi: msg`Uygulandı`,
  dogrulandi: msg`Doğrulandı`,
  kapandi: msg`Kapandı`,
};

export const incidentTypeLabels: Record<IncidentType, MessageDescriptor> = {
  olum: msg`Ölüm`,
  'kalici-sakatlik': msg`Kalıcı sakatlık`,
  'is-gunu-kaybi': msg`İş günü kaybı`,
  'kisitli-is': msg`Kısıtlı iş`,
  'tibbi-tedavi': msg`Tıbbi tedavi`,
  'ramak-kala': msg`Ramak kala`,
  kirlilik: msg`Kirlilik`,
  yangin: msg`Yangın`,
  carpma: msg`Çatışma / çarpma`,
  'karaya-oturma': msg`Karaya oturma`,
  diger: msg`Diğer`,
};

/** Non-conformities' labels, field by field (src/domain/kinds/non-conformity.ts). */
export const nonConformityLabels: KindLabels<NonConformityDefinition> = {
  name: 'uygunsuzluk',
  kind: msg`Uygunsuzluk`,
  fields: {
    sirket: msg`Gemi`,
    kaynak: msg`Kaynak Denetim`,
    tarih: msg`Tespit Tarihi`,
    siddet: msg`Önem Derecesi`,
    tanim: msg`Tanım`,
    durum: msg`Durum`,
    kokNeden: msg`Kök Neden`,
    duzelticiFaaliyet: msg`Düzeltici Faaliyet`,
    sorumlu: msg`Sorumlu`,
    hedefTarih: msg`Hedef Tarih`,
    uygulamaTarihi: msg`Uygulama Tarihi`,
    kanit: msg`Kanıt`,
    dogrulayan: msg`Doğrulayan`,
    etkin: msg`Etkin`,
    kapanisTarihi: msg`Kapanış Tarihi`,
  },
  values: { siddet: ncSeverityLabels, durum: ncStateLabels },
  lists: {},
};

/** Incidents' labels, field by field (src/domain/kinds/incident.ts). */
export const incidentLabels: KindLabels<IncidentDefinition> = {
  name: 'olay',
  kind: msg`Olay Raporu`,
  fields: {
    sirket: msg`Gemi`,
    tarih: msg`Olay Tarihi`,
    tur: msg`Olay Türü`,
    personel: msg`Personel`,
    kayipGun: msg`Kayıp Gün`,
    tanim: msg`Tanım`,
    dosya: msg`Dosya`,
  },
  values: { tur: incidentTypeLabels },
  lists: {},
};
