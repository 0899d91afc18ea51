import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { KindErrorKey } from '../../domain/error-key';

type StatementOnlyErrorKey = Extract<
  KindErrorKey,
  | 'notStatement'
  | 'statementBalanceMismatch'
  | 'tooManyStatementLines'
  | 'invalidStatementLine'
  | 'statementAccountUnknown'
  | 'statementCurrencyMismatch'
  | 'statementAlreadyImported'
  | 'statementHeaderNotFound'
  | 'invalidStatementMapping'
  | 'statementImportOnly'
  | 'statementLineFixed'
>;

/**
 * The texts of the bank statements' own error keys (docs/areas/bank-statements.md §4; `KindErrorKeys`
 * in src/domain/kinds/statement.ts): in the area's catalog, loaded with its screens.
 */
export const STATEMENT_ERROR_TEXTS = {
  notStatement: msg({
    id: 'errors.notStatement',
    message: 'Dosya bir banka ekstresi değil (MT940, camt.053 ya da bankanın CSV/XLSX dökümü)',
  }),
  statementBalanceMismatch: msg({
    id: 'errors.statementBalanceMismatch',
    message: 'Ekstre tutmuyor: açılış bakiyesi ile satırların toplamı kapanış bakiyesini vermiyor',
  }),
  tooManyStatementLines: msg({ id: 'errors.tooManyStatementLines', message: 'Ekstrede en çok 10.000 satır olabilir' }),
  invalidStatementLine: msg({ id: 'errors.invalidStatementLine', message: 'Ekstrenin bir satırı okunamadı' }),
  statementAccountUnknown: msg({
    id: 'errors.statementAccountUnknown',
    message: 'Ekstredeki hesap, şirketin banka hesaplarından biri değil',
  }),
  statementCurrencyMismatch: msg({
    id: 'errors.statementCurrencyMismatch',
    message: 'Ekstrenin para birimi banka hesabınınkiyle aynı değil',
  }),
  statementAlreadyImported: msg({ id: 'errors.statementAlreadyImported', message: 'Bu ekstrenin bütün satırları daha önce alınmış' }),
  statementHeaderNotFound: msg({ id: 'errors.statementHeaderNotFound', message: 'Dosyada sütun başlıkları bulunamadı' }),
  invalidStatementMapping: msg({ id: 'errors.invalidStatementMapping', message: 'Sütun eşlemesinde tarih ya da tutar sütunu eksik' }),
  statementImportOnly: msg({ id: 'errors.statementImportOnly', message: 'Ekstreler yalnızca dosyadan alınır' }),
  statementLineFixed: msg({ id: 'errors.statementLineFixed', message: 'Ekstre satırının banka bilgileri değiştirilemez' }),
} satisfies Record<StatementOnlyErrorKey, MessageDescriptor>;
