import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PayrollDefinition } from '../../domain/kinds/payroll';
import type { DayBase, DeductionType, SheetState } from '../../domain/payroll-catalogues';
import type { KindLabels } from './kind-labels';
import { currencyLabels, wagePartLabels } from './personnel-labels';

/** A sheet's life (MODULES §10). */
export const sheetStateLabels: Record<SheetState, MessageDescriptor> = {
  taslak: msg`Taslak`,
  onaylandi: msg`Onaylandı`,
  odendi: msg`Ödendi`,
};

/** The deductions of a line. */
export const deductionLabels: Record<DeductionType, MessageDescriptor> = {
  avans: msg`Avans (gemide nakit)`,
  kantin: msg`Kantin`,
  'aile-havalesi': msg`Aile havalesi`,
  diger: msg`Diğer`,
};

/** A sheet's day base. */
export const dayBaseLabels: Record<DayBase, MessageDescriptor> = {
  takvim: msg`Ayın takvim günü`,
  '30': msg`30 gün`,
};

const money = msg`Tutar`;

/** Wage sheets' labels, field by field (src/domain/kinds/payroll.ts). */
export const payrollLabels: KindLabels<PayrollDefinition> = {
  name: 'bordro',
  kind: msg`Bordro`,
  fields: {
    sirket: msg`Gemi`,
    donem: msg`Dönem`,
    gunEsasi: msg`Gün Esası`,
    durum: msg`Durum`,
    satirlar: msg`Satırlar`,
    uyarilar: msg`Uyarılar`,
    aciklama: msg`Açıklama`,
  },
  values: { gunEsasi: dayBaseLabels, durum: sheetStateLabels },
  lists: {
    satirlar: {
      fields: {
        gorevlendirme: msg`Görevlendirme`,
        personel: msg`Personel`,
        dovizCinsi: msg`Döviz`,
        gun: msg`Gün`,
        kazanclar: msg`Kazançlar`,
        fazlaMesai: msg`Fazla Mesai`,
        fazlaMesaiSaat: msg`Fazla Mesai (saat)`,
        kesintiler: msg`Kesintiler`,
        yasal: msg`Yasal Kesintiler`,
        kur: msg`Kur`,
        bakiye: msg`Bakiye`,
      },
      values: { dovizCinsi: currencyLabels },
      lists: {
        kazanclar: { fields: { tur: msg`Kalem`, tutar: money }, values: { tur: wagePartLabels }, lists: {} },
        kesintiler: { fields: { tur: msg`Kesinti`, tutar: money }, values: { tur: deductionLabels }, lists: {} },
      },
    },
    uyarilar: { fields: { path: msg`Alan`, message: msg`Uyarı` }, values: {}, lists: {} },
  },
};
