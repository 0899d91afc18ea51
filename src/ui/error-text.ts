import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { isErrorKey, type ErrorKey } from '../domain/error-key';

/**
 * Field and API error keys (SPEC §5: "translation keys under an errors group"). The server and the
 * valibot schemas speak in these keys (src/domain/error-key.ts); only this table turns them into
 * words, and a key without a text here fails the typecheck.
 */
const errorTexts: Record<ErrorKey, MessageDescriptor> = {
  required: msg({ id: 'errors.required', message: 'zorunlu' }),
  emailFormatIsWrong: msg({ id: 'errors.emailFormatIsWrong', message: 'E-posta biçimi hatalı' }),
  invalidEmail: msg({ id: 'errors.invalidEmail', message: 'Geçerli bir e-posta adresi olmalı' }),
  tooLong: msg({ id: 'errors.tooLong', message: 'Çok uzun' }),
  tooMany: msg({ id: 'errors.tooMany', message: 'Çok fazla kayıt; üst sınır aşıldı' }),
  wrongCredentials: msg({ id: 'errors.wrongCredentials', message: 'E-posta veya şifre hatalı' }),
  loginFailed: msg({ id: 'errors.loginFailed', message: 'Giriş yapılamadı' }),
  tooManyRequests: msg({
    id: 'errors.tooManyRequests',
    message: 'Çok fazla deneme yapıldı, lütfen bir dakika sonra tekrar deneyin',
  }),
  unauthorized: msg({ id: 'errors.unauthorized', message: 'Oturumunuz sona erdi, lütfen tekrar giriş yapın' }),
  forbidden: msg({ id: 'errors.forbidden', message: 'Bu işlem için yetkiniz yok' }),
  invalidCsrfToken: msg({ id: 'errors.invalidCsrfToken', message: 'Güvenlik anahtarı geçersiz, sayfayı yenileyin' }),
  notFound: msg({ id: 'errors.notFound', message: 'Kayıt bulunamadı' }),
  validationFailed: msg({ id: 'errors.validationFailed', message: 'Gönderilen bilgilerde hatalar var' }),
  invalidJson: msg({ id: 'errors.invalidJson', message: 'Gönderilen veri okunamadı' }),
  invalid: msg({ id: 'errors.invalid', message: 'Geçersiz değer' }),
  invalidCode: msg({ id: 'errors.invalidCode', message: 'Noktalarla ayrılmış rakamlar olmalı (ör. 740.01.001)' }),
  codeTaken: msg({ id: 'errors.codeTaken', message: 'Bu kod bu planda zaten var' }),
  conflict: msg({ id: 'errors.conflict', message: 'Kayıt sunucuda başkası tarafından değiştirilmiş' }),
  payloadTooLarge: msg({ id: 'errors.payloadTooLarge', message: 'Gönderilen veri çok büyük' }),
  idempotencyKeyReused: msg({ id: 'errors.idempotencyKeyReused', message: 'Bu değişiklik anahtarı başka bir işlem için kullanılmış' }),
  badRequest: msg({ id: 'errors.badRequest', message: 'İstek hatalı' }),
  chooseCompany: msg({ id: 'errors.chooseCompany', message: 'Şirket seçin' }),
  invalidVkn: msg({ id: 'errors.invalidVkn', message: 'Vergi numarası geçersiz (10 hane, kontrol basamağı tutmuyor)' }),
  invalidTckn: msg({ id: 'errors.invalidTckn', message: 'T.C. kimlik numarası geçersiz' }),
  invalidIban: msg({ id: 'errors.invalidIban', message: 'IBAN geçersiz' }),
  invalidSwift: msg({ id: 'errors.invalidSwift', message: 'SWIFT kodu 8 veya 11 karakter olmalı' }),
  invalidImo: msg({ id: 'errors.invalidImo', message: 'IMO numarası 7 haneli olmalı' }),
  companyInUse: msg({ id: 'errors.companyInUse', message: 'Bu şirkete bağlı kayıtlar var; önce onları kaldırın' }),
  parentMissing: msg({ id: 'errors.parentMissing', message: 'Üst kod bu planda yok; önce üst kodu ekleyin' }),
  hasChildren: msg({ id: 'errors.hasChildren', message: 'Bu kodun alt kodları var; önce onları kaldırın' }),
  inUse: msg({ id: 'errors.inUse', message: 'Bu kayıt başka kayıtlarda kullanılıyor' }),
  readOnlyCompany: msg({ id: 'errors.readOnlyCompany', message: 'Bu şirkette yalnızca okuma yetkiniz var' }),
  userChanged: msg({ id: 'errors.userChanged', message: 'Bu tarayıcıda başka bir kullanıcı oturum açtı' }),
  invalidCharacter: msg({ id: 'errors.invalidCharacter', message: 'Geçersiz karakter içeriyor' }),
  passwordTooShort: msg({ id: 'errors.passwordTooShort', message: 'Şifre en az 10 karakter olmalı' }),
  passwordTooCommon: msg({ id: 'errors.passwordTooCommon', message: 'Bu şifre çok yaygın; başka bir şifre seçin' }),
  passwordUnchanged: msg({ id: 'errors.passwordUnchanged', message: 'Yeni şifre eskisiyle aynı olamaz' }),
  wrongPassword: msg({ id: 'errors.wrongPassword', message: 'Mevcut şifre hatalı' }),
  emailTaken: msg({ id: 'errors.emailTaken', message: 'Bu e-posta adresiyle bir kullanıcı zaten var' }),
  lastAdmin: msg({ id: 'errors.lastAdmin', message: 'Son aktif yönetici yönetici olmaktan çıkarılamaz veya pasifleştirilemez' }),
  duplicateCompany: msg({ id: 'errors.duplicateCompany', message: 'Bir şirket birden fazla kez yetkilendirilemez' }),
  tooManyDecimals: msg({ id: 'errors.tooManyDecimals', message: 'Çok fazla ondalık basamak' }),
  tooLarge: msg({ id: 'errors.tooLarge', message: 'Tutar çok büyük' }),
  atLeastOne: msg({ id: 'errors.atLeastOne', message: 'En az 1 olmalı' }),
  aboveZero: msg({ id: 'errors.aboveZero', message: '0’dan büyük olmalı' }),
  outOfRange: msg({ id: 'errors.outOfRange', message: 'İzin verilen aralığın dışında' }),
  invalidDate: msg({ id: 'errors.invalidDate', message: 'Geçerli bir tarih olmalı' }),
  planTotalMismatch: msg({ id: 'errors.planTotalMismatch', message: 'Ödeme planının toplamı ödenecek tutara eşit olmalı' }),
  duplicateNumber: msg({ id: 'errors.duplicateNumber', message: 'Bu cari hesapta bu numarayla bir fatura zaten var' }),
  accountNotFound: msg({ id: 'errors.accountNotFound', message: 'Cari hesap bulunamadı' }),
  accountOtherCompany: msg({ id: 'errors.accountOtherCompany', message: 'Cari hesap başka bir şirkete ait' }),
  accountTypeMismatch: msg({
    id: 'errors.accountTypeMismatch',
    message: 'Cari hesabın tipi fatura tipine uymuyor (gelen: tedarikçi, giden: müşteri)',
  }),
  budgetCodeNotFound: msg({ id: 'errors.budgetCodeNotFound', message: 'Bütçe kodu bulunamadı' }),
  budgetCodeInactive: msg({ id: 'errors.budgetCodeInactive', message: 'Bütçe kodu pasif' }),
  budgetCodeTypeMismatch: msg({
    id: 'errors.budgetCodeTypeMismatch',
    message: 'Bütçe kodu bu fatura tipine uymuyor (gelen: gider, giden: gelir)',
  }),
  fileNotFound: msg({ id: 'errors.fileNotFound', message: 'Dosya bulunamadı; yeniden yükleyin' }),
  totalBelowPaid: msg({ id: 'errors.totalBelowPaid', message: 'Toplam, ödenmiş tutarın altına düşemez' }),
  billHasPayments: msg({ id: 'errors.billHasPayments', message: 'Bu faturanın ödemeleri var; önce ödemeleri kaldırın' }),
  accountHasBills: msg({ id: 'errors.accountHasBills', message: 'Bu cari hesabın faturaları var; önce onları kaldırın' }),
  billNotFound: msg({ id: 'errors.billNotFound', message: 'Fatura bulunamadı' }),
  billOtherAccount: msg({ id: 'errors.billOtherAccount', message: 'Fatura başka bir cari hesaba ait' }),
  billCurrencyMismatch: msg({ id: 'errors.billCurrencyMismatch', message: 'Döviz cinsi faturanınkiyle aynı olmalı' }),
  bankAccountNotFound: msg({ id: 'errors.bankAccountNotFound', message: 'Bu banka hesabı seçilen şirkete / cari hesaba ait değil' }),
  bankCurrencyMismatch: msg({ id: 'errors.bankCurrencyMismatch', message: 'Banka hesabının döviz cinsi talimatınkiyle aynı olmalı' }),
  duplicateRef: msg({ id: 'errors.duplicateRef', message: 'Bu şirkette bu referansla bir banka talimatı zaten var' }),
  cashFlowNotFound: msg({ id: 'errors.cashFlowNotFound', message: 'Ödeme kaydı bulunamadı' }),
  cashFlowOtherAccount: msg({ id: 'errors.cashFlowOtherAccount', message: 'Ödeme kaydı bu cari hesaba ait bir ödeme değil' }),
  billTypeMismatch: msg({
    id: 'errors.billTypeMismatch',
    message: 'Faturanın tipi ödeme tipine uymuyor (gelen fatura: ödeme, giden fatura: tahsilat)',
  }),
  fileIdTaken: msg({
    id: 'errors.fileIdTaken',
    message: 'Bu dosya kimliği başka bir kullanıcının dosyasında kullanılıyor; dosyayı yeniden yükleyin',
  }),
  fileTooLarge: msg({ id: 'errors.fileTooLarge', message: 'Dosya çok büyük' }),
  uploadQuotaExceeded: msg({
    id: 'errors.uploadQuotaExceeded',
    message: 'Henüz bir kayda bağlanmamış dosyaların sınırına ulaşıldı; önce açık formları kaydedin',
  }),
  fileTypeNotAllowed: msg({ id: 'errors.fileTypeNotAllowed', message: 'Bu dosya türü yüklenemez' }),
  unsupportedMediaType: msg({ id: 'errors.unsupportedMediaType', message: 'Gönderilen verinin türü desteklenmiyor' }),
  methodNotAllowed: msg({ id: 'errors.methodNotAllowed', message: 'Bu istek yöntemi desteklenmiyor' }),
  requestTimeout: msg({ id: 'errors.requestTimeout', message: 'İstek zaman aşımına uğradı, lütfen tekrar deneyin' }),
  headersTooLarge: msg({ id: 'errors.headersTooLarge', message: 'İstek başlıkları çok büyük' }),
  networkError: msg({ id: 'errors.networkError', message: 'Sunucuya ulaşılamadı, bağlantınızı kontrol edin' }),
  serverError: msg({ id: 'errors.serverError', message: 'Sunucuda bir hata oluştu' }),
};

/** The text of an error key in the active language; an unknown key falls back to the generic error. */
export function errorText(i18n: I18n, key: string): string {
  return i18n._(isErrorKey(key) ? errorTexts[key] : errorTexts.serverError);
}
