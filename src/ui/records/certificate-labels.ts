import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CertificateHolder, SurveyKind, SurveyPlan, TrackerStatus } from '../../domain/certificate-catalogue';
import type { CertificateDefinition } from '../../domain/kinds/certificate';
import type { KindLabels } from './kind-labels';

/** The catalogue's types (docs/areas/certificates.md), by holder: a ship's and a company's `DIGER` read alike. */
export const certificateTypeLabels: Record<string, MessageDescriptor> = {
  SICIL: msg`Gemi Tasdiknamesi (Sicil)`,
  KLAS: msg`Klas Sertifikası`,
  TONAJ: msg`Uluslararası Tonaj Sertifikası`,
  YUKHATTI: msg`Uluslararası Yükleme Sınırı Sertifikası`,
  'SOLAS-SC': msg`Yük Gemisi Emniyet İnşa Sertifikası`,
  'SOLAS-SE': msg`Yük Gemisi Emniyet Teçhizatı Sertifikası`,
  'SOLAS-SR': msg`Yük Gemisi Emniyet Telsiz Sertifikası`,
  IOPP: msg`Petrol Kirliliğini Önleme Sertifikası (IOPP)`,
  IAPP: msg`Hava Kirliliğini Önleme Sertifikası (IAPP)`,
  IEE: msg`Enerji Verimliliği Sertifikası (IEE)`,
  ISPP: msg`Pis Su Kirliliğini Önleme Sertifikası (ISPP)`,
  BWM: msg`Balast Suyu Yönetimi Sertifikası`,
  AFS: msg`Zehirli Olmayan Boya Sistemi Sertifikası (AFS)`,
  ISSC: msg`Uluslararası Gemi Güvenlik Sertifikası (ISSC)`,
  SMC: msg`Emniyet Yönetim Sertifikası (SMC)`,
  MLC: msg`Denizcilik Çalışma Sertifikası (MLC)`,
  MSMC: msg`Asgari Emniyetli Gemi Adamı Belgesi`,
  CLC: msg`Petrol Kirliliği Hukuki Sorumluluk Sigortası (CLC)`,
  'BUNKER-CLC': msg`Yakıt Kirliliği Hukuki Sorumluluk Sigortası`,
  WRC: msg`Enkaz Kaldırma Sigortası (WRC)`,
  PI: msg`P&I Sigortası`,
  HM: msg`Tekne ve Makine Sigortası (H&M)`,
  DOC: msg`Uygunluk Belgesi (DOC)`,
  'VERGI-LEVHASI': msg`Vergi Levhası`,
  'TICARET-SICIL': msg`Ticaret Sicil Gazetesi`,
  'IMZA-SIRKULERI': msg`İmza Sirküleri`,
  'FAALIYET-BELGESI': msg`Faaliyet Belgesi`,
  YETERLIK: msg`Yeterlik Belgesi`,
  ONAY: msg`Bayrak Onayı`,
  SAGLIK: msg`Sağlık Raporu`,
  'STCW-TEMEL': msg`Temel Emniyet Eğitimi (STCW)`,
  'STCW-ILERI': msg`İleri Yangınla Mücadele (STCW)`,
  'STCW-HAYATKURTARMA': msg`Can Kurtarma Araçları (STCW)`,
  'STCW-TIBBI': msg`Tıbbi İlk Yardım / Bakım (STCW)`,
  GMDSS: msg`GMDSS Telsiz Operatörü`,
  SSO: msg`Gemi Güvenlik Zabiti (SSO)`,
  'GEMIADAMI-CUZDANI': msg`Gemi Adamı Cüzdanı`,
  PASAPORT: msg`Pasaport`,
  VIZE: msg`Vize`,
  DIGER: msg`Diğer`,
};

export const certificateStatusLabels: Record<TrackerStatus, MessageDescriptor> = {
  suresiDoldu: msg`Süresi doldu`,
  gecikti: msg`Sörvey gecikti`,
  pencerede: msg`Sörvey penceresinde`,
  yaklasiyor: msg`Yaklaşıyor`,
  gecerli: msg`Geçerli`,
  eksik: msg`Eksik`,
};

/** Badge colours by status: red for what is late or missing, orange in a window, yellow soon. */
export const certificateStatusColors: Record<TrackerStatus, string> = {
  suresiDoldu: 'red',
  gecikti: 'red',
  eksik: 'red',
  pencerede: 'orange',
  yaklasiyor: 'yellow',
  gecerli: 'green',
};

export const surveyPlanLabels: Record<SurveyPlan, MessageDescriptor> = {
  yok: msg`Sörvey yok`,
  yillik: msg`Yıllık`,
  'yillik-ara': msg`Yıllık ve ara`,
  ara: msg`Yalnız ara sörvey`,
};

export const surveyKindLabels: Record<SurveyKind | 'bitis', MessageDescriptor> = {
  yillik: msg`Yıllık sörvey`,
  ara: msg`Ara sörvey`,
  bitis: msg`Geçerlilik sonu`,
};

export const holderLabels: Record<CertificateHolder, MessageDescriptor> = {
  gemi: msg`Gemi`,
  sirket: msg`Şirket`,
  personel: msg`Personel`,
};

/** Certificates' labels, field by field (src/domain/kinds/certificate.ts). */
export const certificateLabels: KindLabels<CertificateDefinition> = {
  name: 'sertifika',
  kind: msg`Sertifika`,
  fields: {
    sirket: msg`Şirket`,
    sahip: msg`Sahibi`,
    personel: msg`Personel`,
    tur: msg`Sertifika Türü`,
    ad: msg`Sertifika Adı`,
    numara: msg`Numara`,
    verenKurulus: msg`Veren Kuruluş`,
    duzenlemeTarihi: msg`Düzenleme Tarihi`,
    gecerlilikTarihi: msg`Geçerlilik Tarihi`,
    sorveyPlani: msg`Sörvey Planı`,
    sorveyler: msg`Sörveyler`,
    uyariGun: msg`Uyarı (gün)`,
    dosya: msg`Tarama`,
    aciklama: msg`Açıklama`,
  },
  values: { sahip: holderLabels, sorveyPlani: surveyPlanLabels },
  lists: {
    sorveyler: { fields: { tur: msg`Sörvey`, tarih: msg`Tarih` }, values: { tur: surveyKindLabels }, lists: {} },
  },
};
