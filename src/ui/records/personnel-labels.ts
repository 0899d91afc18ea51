import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CrewAvailability, GapReason, Rank } from '../../domain/crew';

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
