import type { Currency } from '../../domain/currency';
import type { WagePartType } from '../../domain/payroll-catalogues';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CrewAvailability, GapReason, Rank } from '../../domain/crew';
import type { SignOffReason } from '../../domain/incidents';
import type { AssignmentDefinition } from '../../domain/kinds/assignment';
import type { PersonDefinition } from '../../domain/kinds/person';
import type { KindLabels } from './kind-labels';

export const rankLabels: Record<Rank, MessageDescriptor> = {
  kaptan: msg`Kaptan`,
  'birinci-zabit': msg`Birinci Zabit`,
  'ikinci-zabit': msg`İkinci Zabit`,
  'ucuncu-zabit': msg`Üçüncü Zabit`,
  basmuhendis: msg`Başmühendis`,
  'ikinci-muhendis': msg`İkinci Mühendis`,
  'ucuncu-muhendis': msg`Üçüncü Mühendis`,
  'elektrik-zabiti': msg`Elektrik Zabiti`,
  lostromo: msg`Lostromo`,
  'usta-gemici': msg`Usta Gemici`,
  gemici: msg`Gemici`,
  yagci: msg`Yağcı`,
  asci: msg`Aşçı`,
  kamarot: msg`Kamarot`,
  stajyer: msg`Stajyer`,
};

export const availabilityLabels: Record<CrewAvailability['durum'], MessageDescriptor> = {
  gemide: msg`Gemide`,
  izinde: msg`İzinde`,
  musait: msg`Müsait`,
};

/** The pool's reasons, as of today (documentGaps). */
export const gapLabels: Record<GapReason, MessageDescriptor> = {
  eksik: msg`Eksik`,
  bitmis: msg`Süresi dolmuş`,
  bitiyor: msg`Süresi doluyor`,
};

/** An assignment's reasons, against its sign-on and planned sign-off (assignmentWarnings). */
export const warningLabels: Record<GapReason, MessageDescriptor> = {
  eksik: msg`Eksik`,
  bitmis: msg`Binişte süresi dolmuş`,
  bitiyor: msg`Planlanan inişten önce bitiyor`,
};

/** People's labels, field by field (src/domain/kinds/person.ts). */
export const personLabels: KindLabels<PersonDefinition> = {
  name: 'personel',
  kind: msg`Personel`,
  fields: {
    sirket: msg`İşveren Şirket`,
    ad: msg`Ad`,
    soyad: msg`Soyad`,
    tcKimlikNo: msg`T.C. Kimlik No`,
    pasaportNo: msg`Pasaport No`,
    uyruk: msg`Uyruk`,
    dogumTarihi: msg`Doğum Tarihi`,
    dogumYeri: msg`Doğum Yeri`,
    rutbe: msg`Rütbe`,
    gemiAdamiCuzdanNo: msg`Gemi Adamı Cüzdanı No`,
    telefon: msg`Telefon`,
    ePosta: msg`E-posta`,
    iban: msg`IBAN`,
    lehdarlar: msg`Lehdarlar (aile havalesi)`,
    aciklama: msg`Açıklama`,
  },
  values: { rutbe: rankLabels },
  lists: {
    lehdarlar: { fields: { ad: msg`Ad Soyad`, iban: msg`IBAN`, pay: msg`Pay (%)`, tutar: msg`Sabit Tutar` }, values: {}, lists: {} },
  },
};

/** A sign-off's reasons (src/domain/incidents.ts). */
export const signOffReasonLabels: Record<SignOffReason, MessageDescriptor> = {
  'kontrat-sonu': msg`Kontrat sonu`,
  kacinilmaz: msg`Kaçınılmaz (ölüm, hastalık, emeklilik…)`,
  yararli: msg`Yararlı (terfi, şirket içi transfer)`,
  istifa: msg`İstifa`,
  'isten-cikarma': msg`İşten çıkarma`,
  diger: msg`Diğer`,
};

/** The parts of a monthly wage (src/domain/payroll-catalogues.ts). */
export const wagePartLabels: Record<WagePartType, MessageDescriptor> = {
  temel: msg`Temel ücret`,
  'sabit-mesai': msg`Sabit fazla mesai`,
  izin: msg`İzin ücreti`,
  harclik: msg`Harçlık`,
  prim: msg`Prim`,
  diger: msg`Diğer`,
};

/** Currencies as their codes. */
export const currencyLabels: Record<Currency, MessageDescriptor> = { TL: msg`TL`, USD: msg`USD`, EURO: msg`EURO`, GBP: msg`GBP` };

/** Assignments' labels, field by field (src/domain/kinds/assignment.ts). */
export const assignmentLabels: KindLabels<AssignmentDefinition> = {
  name: 'gorevlendirme',
  kind: msg`Görevlendirme`,
  fields: {
    personel: msg`Personel`,
    sirket: msg`Gemi`,
    rutbe: msg`Rütbe`,
    binisTarihi: msg`Biniş Tarihi`,
    binisLimani: msg`Biniş Limanı`,
    planlananInisTarihi: msg`Planlanan İniş Tarihi`,
    inisTarihi: msg`İniş Tarihi`,
    inisLimani: msg`İniş Limanı`,
    ayrilmaNedeni: msg`Ayrılma Nedeni`,
    ucretKalemleri: msg`Ücret Kalemleri`,
    fazlaMesaiSaatUcreti: msg`Fazla Mesai Saat Ücreti`,
    aciklama: msg`Açıklama`,
  },
  values: { rutbe: rankLabels, ayrilmaNedeni: signOffReasonLabels },
  lists: {
    ucretKalemleri: {
      fields: { tur: msg`Kalem`, tutar: msg`Aylık Tutar`, dovizCinsi: msg`Döviz` },
      values: { tur: wagePartLabels, dovizCinsi: currencyLabels },
      lists: {},
    },
  },
};
