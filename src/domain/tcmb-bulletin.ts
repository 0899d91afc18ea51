// TCMB's daily bulletin (`today.xml`, docs/areas/exchange-rates.md) read into our currencies' rates. Its own module:
// the XML parser it needs is the server's (the upload and the daily fetch), not every screen's.

import { XMLParser } from 'fast-xml-parser';
import { isCalendarDate } from './calendar';
import { RATE_SCALE, RATED_CURRENCIES, type RatedCurrency } from './exchange-rates';
import { divRound, parseDecimal } from './money';

/** A stored rate: TL per unit in ten-thousandths. */
export interface BulletinRate {
  dovizCinsi: RatedCurrency;
  dovizAlis: number;
  dovizSatis: number;
  efektifAlis: number;
  efektifSatis: number;
}

export interface Bulletin {
  tarih: string;
  bulten: string;
  kurlar: BulletinRate[];
}

const BULLETIN_CODES: Record<string, RatedCurrency> = { USD: 'USD', EUR: 'EURO', GBP: 'GBP' };

const bulletinParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'Currency',
});

/**
 * TCMB's daily bulletin (`today.xml`: root `Tarih_Date` with `Tarih`, `Date`, `Bulten_No`; a
 * `Currency` per code with `Unit` and the four rates) as the rates of our currencies, each divided by
 * its `Unit` and kept in ten-thousandths. Null when the file is not such a bulletin or lacks one of
 * our currencies' four rates (422: nothing is stored). A DOCTYPE is refused before parsing.
 */
export function parseTcmbBulletin(xml: string): Bulletin | null {
  if (/<!DOCTYPE/i.test(xml)) return null;
  let root: Record<string, unknown> | undefined;
  try {
    root = (bulletinParser.parse(xml) as Record<string, Record<string, unknown> | undefined>).Tarih_Date;
  } catch {
    return null;
  }
  if (!root) return null;
  const day = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(String(root['@Tarih'] ?? ''));
  const bulten = String(root['@Bulten_No'] ?? '');
  if (!day || !isCalendarDate(`${day[3]}-${day[2]}-${day[1]}`)) return null;
  const kurlar: BulletinRate[] = [];
  for (const currency of (root.Currency ?? []) as Record<string, unknown>[]) {
    const dovizCinsi = BULLETIN_CODES[String(currency['@CurrencyCode'] ?? currency['@Kod'] ?? '')];
    if (!dovizCinsi || kurlar.some((rate) => rate.dovizCinsi === dovizCinsi)) continue;
    const unit = parseDecimal(String(currency.Unit ?? ''), 0);
    if (!unit.ok || unit.value < 1) return null;
    const figures = ['ForexBuying', 'ForexSelling', 'BanknoteBuying', 'BanknoteSelling'].map((name) =>
      parseDecimal(String(currency[name] ?? ''), RATE_SCALE),
    );
    if (!figures.every((figure) => figure.ok && figure.value > 0)) return null;
    const [dovizAlis, dovizSatis, efektifAlis, efektifSatis] = figures.map((figure) =>
      Number(divRound(BigInt(figure.ok ? figure.value : 0), BigInt(unit.value))),
    );
    kurlar.push({ dovizCinsi, dovizAlis: dovizAlis!, dovizSatis: dovizSatis!, efektifAlis: efektifAlis!, efektifSatis: efektifSatis! });
  }
  if (kurlar.length !== RATED_CURRENCIES.length) return null;
  return {
    tarih: `${day[3]}-${day[2]}-${day[1]}`,
    bulten,
    kurlar: RATED_CURRENCIES.map((code) => kurlar.find((rate) => rate.dovizCinsi === code)!),
  };
}
