import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CrewAvailability, Rank } from '../../domain/crew';

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

export const gapLabels: Record<'eksik' | 'bitiyor', MessageDescriptor> = {
  eksik: msg`Eksik`,
  bitiyor: msg`Süresi doluyor`,
};
