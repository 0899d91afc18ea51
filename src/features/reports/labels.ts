import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PaymentMethod } from '../../domain/cash-flow';
import type { AgingBucket } from '../../domain/reports/statement';

export const methodLabels: Record<PaymentMethod, MessageDescriptor> = {
  havale: msg`Havale / EFT`,
  nakit: msg`Nakit`,
  'kredi-karti': msg`Kredi Kartı`,
  cek: msg`Çek`,
  senet: msg`Senet`,
};

export const agingLabels: Record<AgingBucket, MessageDescriptor> = {
  notDue: msg`Vadesi gelmemiş`,
  d1to30: msg`1–30 gün`,
  d31to60: msg`31–60 gün`,
  d61to90: msg`61–90 gün`,
  over90: msg`90+ gün`,
};

export const L = {
  tarih: msg`Tarih`,
  vade: msg`Vade`,
  cari: msg`Cari Hesap`,
  doviz: msg`Döviz`,
  belge: msg`Fatura No`,
  islem: msg`İşlem`,
  acilis: msg`Açılış bakiyesi`,
  fatura: msg`Fatura`,
  odeme: msg`Ödeme`,
  tahsilat: msg`Tahsilat`,
  borc: msg`Borç`,
  alacak: msg`Alacak`,
  bakiye: msg`Bakiye`,
  toplam: msg`Toplam`,
  yontem: msg`Ödeme Yöntemi`,
  tutar: msg`Tutar`,
  adet: msg`Adet`,
  ay: msg`Ay`,
  sirket: msg`Şirket`,
  grup: msg`Bütçe Grubu`,
  gunluk: msg`Günlük Maliyet`,
  kod: msg`Bütçe Kodu`,
  ad: msg`Adı`,
  tur: msg`Tür`,
  gider: msg`Gider`,
  gelir: msg`Gelir`,
  net: msg`Net Sonuç`,
  tedarikci: msg`Tedarikçi`,
  musteri: msg`Müşteri`,
  faturalanan: msg`Faturalanan`,
  odenen: msg`Ödenen`,
  avans: msg`Avans`,
  sonrakiTaksit: msg`Sıradaki Taksit`,
  sonrakiVade: msg`Sıradaki Vade`,
  taksit: msg`Taksit`,
  kalan: msg`Kalan`,
  gecikme: msg`Gecikme (gün)`,
  durum: msg`Durum`,
  gecikmis: msg`Gecikmiş`,
  hafta: msg`Hafta`,
  yaslandirma: msg`Yaşlandırma`,
  yontemToplam: msg`Yöntemlere göre toplam`,
  haftaToplam: msg`Haftalara göre vadesi gelen`,
  aylikToplam: msg`Aylık toplam`,
  gelirGider: msg`Gelir ve gider`,
  diger: msg`Diğer hesaplar`,
} satisfies Record<string, MessageDescriptor>;
