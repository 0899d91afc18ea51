import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * Field and API error keys (SPEC §5: "translation keys under an errors group"). The server and the
 * valibot schemas speak in these keys; only this table turns them into words.
 */
const errorTexts: Record<string, MessageDescriptor> = {
  required: msg({ id: 'errors.required', message: 'zorunlu' }),
  emailFormatIsWrong: msg({ id: 'errors.emailFormatIsWrong', message: 'E-posta biçimi hatalı' }),
  invalidEmail: msg({ id: 'errors.invalidEmail', message: 'Geçerli bir e-posta adresi olmalı' }),
  tooLong: msg({ id: 'errors.tooLong', message: 'Çok uzun' }),
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
  networkError: msg({ id: 'errors.networkError', message: 'Sunucuya ulaşılamadı, bağlantınızı kontrol edin' }),
  serverError: msg({ id: 'errors.serverError', message: 'Sunucuda bir hata oluştu' }),
};

/** The text of an error key in the active language; an unknown key falls back to the generic error. */
export function errorText(i18n: I18n, key: string): string {
  return i18n._(errorTexts[key] ?? errorTexts.serverError!);
}
