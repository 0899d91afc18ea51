import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { KpiCode } from '../../domain/kpi';

/** Each figure's name as BIMCO writes it (or the portal's register). */
export const KPI_NAMES: Record<KpiCode, MessageDescriptor> = {
  KPI026: msg`PSC eksiklik oranı`,
  KPI014: msg`Eksiksiz PSC denetimi`,
  KPI027: msg`PSC tutulmaları`,
  KPI017: msg`İş günü kayıplı kaza sıklığı (LTIF)`,
  KPI022: msg`Zabit tutma oranı (%)`,
  KPI002: msg`Bütçe performansı (sapma %)`,
  KPI005: msg`CO₂ verimliliği (g / ton-mil)`,
  'GEC-DEGISIM': msg`Zamanında değiştirilmeyen personel`,
  'ACIK-UYGUNSUZLUK': msg`Açık uygunsuzluklar`,
  'GECIKEN-UYGUNSUZLUK': msg`Geciken uygunsuzluklar`,
  SERTIFIKA: msg`Süresi geçmiş veya eksik sertifikalar`,
};

/** The inputs a figure used, by their key in `girdiler`. */
export const INPUT_NAMES: Record<string, MessageDescriptor> = {
  denetim: msg`PSC denetimi`,
  eksiklik: msg`Eksiklik (gözlem hariç)`,
  eksiksiz: msg`Eksiksiz denetim`,
  tutulma: msg`Tutulma`,
  lti: msg`İş günü kayıplı kaza`,
  gunSayisi: msg`Gemide personel günü`,
  maruziyetSaati: msg`Maruziyet saati`,
  ayrilma: msg`Zabit ayrılışı`,
  kacinilmaz: msg`Kaçınılmaz ayrılış`,
  yararli: msg`Yararlı ayrılış (terfi, nakil)`,
  zabitGunu: msg`Zabit günü`,
  donemGunu: msg`Dönem günü`,
  ortalamaZabit: msg`Ortalama zabit sayısı`,
  dovizCinsi: msg`Bütçe döviz cinsi`,
  butce: msg`Bütçe`,
  gerceklesen: msg`Gerçekleşen gider`,
  ekOnay: msg`Ek onaylı harcama`,
  disarida: msg`Kuru olmadığı için hesaba katılmayan`,
  co2Kg: msg`CO₂ (kg)`,
  tasimaIsiTonMil: msg`Taşıma işi (ton-mil)`,
  inis: msg`Gemiden ayrılış`,
  geciken: msg`Geciken`,
  acik: msg`Açık`,
  major: msg`Majör`,
  gecikmis: msg`Süresi geçmiş`,
  eksik: msg`Eksik`,
};

/** Inputs that are money in minor units of `dovizCinsi`. */
export const MONEY_INPUTS = new Set(['butce', 'gerceklesen', 'ekOnay']);
