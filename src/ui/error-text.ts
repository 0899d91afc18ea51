import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { isErrorKey, type ErrorKey, type KindErrorKey } from '../domain/error-key';
import { RECORD_ERROR_TEXTS } from './records/error-texts';

/**
 * The texts of the keys the sign-in and the company choice can show (and any screen: the HTTP and
 * session errors): they load with the first screen (the `shell` catalog). Every other key's text is
 * a record's (./records/error-texts.ts, the `app` catalog that loads with the main layout), so the
 * sign-in screen's first load does not grow with each new record's error keys.
 */
const shellTexts = {
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
  otherCompany: msg({ id: 'errors.otherCompany', message: 'Seçilen kayıt başka bir şirkete ait' }),
  validationFailed: msg({ id: 'errors.validationFailed', message: 'Gönderilen bilgilerde hatalar var' }),
  invalidJson: msg({ id: 'errors.invalidJson', message: 'Gönderilen veri okunamadı' }),
  invalid: msg({ id: 'errors.invalid', message: 'Geçersiz değer' }),
  conflict: msg({ id: 'errors.conflict', message: 'Kayıt sunucuda başkası tarafından değiştirilmiş' }),
  payloadTooLarge: msg({ id: 'errors.payloadTooLarge', message: 'Gönderilen veri çok büyük' }),
  idempotencyKeyReused: msg({ id: 'errors.idempotencyKeyReused', message: 'Bu değişiklik anahtarı başka bir işlem için kullanılmış' }),
  badRequest: msg({ id: 'errors.badRequest', message: 'İstek hatalı' }),
  chooseCompany: msg({ id: 'errors.chooseCompany', message: 'Şirket seçin' }),
  userChanged: msg({ id: 'errors.userChanged', message: 'Bu tarayıcıda başka bir kullanıcı oturum açtı' }),
  unsupportedMediaType: msg({ id: 'errors.unsupportedMediaType', message: 'Gönderilen verinin türü desteklenmiyor' }),
  methodNotAllowed: msg({ id: 'errors.methodNotAllowed', message: 'Bu istek yöntemi desteklenmiyor' }),
  requestTimeout: msg({ id: 'errors.requestTimeout', message: 'İstek zaman aşımına uğradı, lütfen tekrar deneyin' }),
  headersTooLarge: msg({ id: 'errors.headersTooLarge', message: 'İstek başlıkları çok büyük' }),
  networkError: msg({ id: 'errors.networkError', message: 'Sunucuya ulaşılamadı, bağlantınızı kontrol edin' }),
  serverError: msg({ id: 'errors.serverError', message: 'Sunucuda bir hata oluştu' }),
} satisfies Partial<Record<ErrorKey, MessageDescriptor>>;

/**
 * Field and API error keys (docs/architecture.md §6: "translation keys under an errors group"). The server and the
 * valibot schemas speak in these keys (src/domain/error-key.ts); only these tables turn them into
 * words, and a key without a text in one of them fails the typecheck.
 */
const errorTexts: Partial<Record<ErrorKey, MessageDescriptor>> = shellTexts;

/**
 * A record's key's text: a built descriptor is its id alone (the catalog has the text), so the
 * production build makes it from the key and leaves the records' table out of the first screen's
 * code (it grows with every kind's keys); the development build keeps the table's Turkish texts as
 * their fallback.
 */
const recordTexts: Partial<Record<ErrorKey, MessageDescriptor>> = import.meta.env.PROD ? {} : RECORD_ERROR_TEXTS;

/**
 * Every shared key has a text: one without fails the typecheck. A kind's own keys (KindErrorKey)
 * have theirs in its area (src/features/<area>/error-texts.ts, the area's catalog, loaded with its
 * screens), found by their ids; tests/unit/error-keys.test.ts checks that each has one.
 */
const EVERY_KEY_HAS_A_TEXT: [Exclude<ErrorKey, keyof typeof shellTexts | keyof typeof RECORD_ERROR_TEXTS | KindErrorKey>] extends [never]
  ? true
  : false = true;
void EVERY_KEY_HAS_A_TEXT;

/** The text of an error key in the active language; an unknown key falls back to the generic error. */
export function errorText(i18n: I18n, key: string): string {
  if (!isErrorKey(key)) return i18n._(shellTexts.serverError);
  return i18n._(errorTexts[key] ?? recordTexts[key] ?? { id: `errors.${key}` });
}
