import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { isCalendarDate } from '../../src/domain/calendar';
import { CURRENCIES, type Currency } from '../../src/domain/currency';
import {
  EXCHANGE_RATE_SORT_FIELDS,
  exchangeRateKind,
  RATE_SCALE,
  RATED_CURRENCIES,
  rateFor,
  type ExchangeRate,
  type ExchangeRateFields,
  type ExchangeRateListResponse,
  type RatedCurrency,
  type ValidRate,
} from '../../src/domain/exchange-rates';
import { toMajor } from '../../src/domain/money';
import { parseTcmbBulletin, type Bulletin } from '../../src/domain/tcmb-bulletin';
import type { AuthUser } from '../auth/auth-user';
import { currentUser } from '../auth/require-user';
import type { Db } from '../db/client';
import { latestRateBefore, listExchangeRates, ratesOfDate, type ExchangeRateRow } from '../db/repositories/exchange-rates-repository';
import { kur } from '../db/schema';
import { HttpError } from '../errors';
import { fileRequired, fileTooLarge, readParser } from '../files/upload';
import { listWindow, pageParams, sortParams, withoutBlanks } from '../http/list-query';
import { parseQuery } from '../http/parse-query';
import { auditWrite } from '../sync/audit';
import { createMirrored, mapConstraintErrors } from '../sync/mirror';
import { runMutation } from '../sync/mutation';
import { kindCollection } from './kind-collection';
import { serverCollection, type ServerCollection } from './server-collection';

// Exchange rates (kur; docs/areas/exchange-rates.md): one chart shared by every company, like the budget codes, so
// only administrators write it. One live rate per date and currency (the partial unique index
// kur_tarih_doviz_unique; 422 `duplicateRate`): the record, its mapping and that rule follow from
// the kind's definition (src/domain/kinds/exchange-rate.ts, kind-collection.ts). Besides the generic routes:
// - `GET /api/finans/kur/gecerli?tarih=&dovizCinsi=`: the rate a document dated `tarih` uses
//   (rateFor: the latest bulletin strictly before it), `{tarih, bulten, dovizAlis}` with `dovizAlis`
//   in TL per unit; 404 `rateMissing` when there is none.
// - `POST /api/finans/kur/tcmb` (administrators; multipart `file`): TCMB's `today.xml`, parsed (never
//   stored as a file), whose rates not stored yet for its date are written through the same path as
//   every write (versions, cursor, audit, idempotency); a malformed file is 422 `invalidBulletin`.

/** The largest bulletin an upload may send: TCMB's is about 10 kB. */
const MAX_BULLETIN_BYTES = 1_000_000;

/** Who the history names for rates the server fetched by itself (TCMB_URL). */
export const TCMB_FETCHER: Pick<AuthUser, '_id' | 'name'> = { _id: '00000000-0000-0000-0000-000000000000', name: 'TCMB' };

/** The record, its mapping (rates in TL per unit on the wire) and one live rate per date and currency, from the kind's definition. */
const derived = kindCollection<typeof exchangeRateKind, ExchangeRateRow>(exchangeRateKind, kur);

/** The list's query string; a broken parameter is 400 with its name as the path. */
const listQuerySchema = v.object({
  ...pageParams(50),
  tarih: v.optional(v.pipe(v.string(), v.check(isCalendarDate))),
  dovizCinsi: v.optional(v.picklist([...RATED_CURRENCIES, 'all'])),
  ...sortParams(EXCHANGE_RATE_SORT_FIELDS, 'tarih', '-1'),
});

const validQuerySchema = v.object({
  tarih: v.pipe(v.string(), v.check(isCalendarDate)),
  dovizCinsi: v.picklist(CURRENCIES),
});

/**
 * Stores the rates of `bulletin` that its date has not got yet, in the write's transaction, each as
 * a create of the collection (cursor, version 1, audit). Answers the date's live rates and how many
 * were stored. A second store of the same bulletin stores nothing.
 */
export async function storeBulletin(
  tx: Db,
  bulletin: Bulletin,
  user: Pick<AuthUser, '_id' | 'name'>,
): Promise<{ stored: number; rates: ExchangeRate[] }> {
  const collection: ServerCollection = exchangeRates;
  const present = new Set((await ratesOfDate(tx, bulletin.tarih)).map((row) => row.dovizCinsi));
  let stored = 0;
  for (const rate of bulletin.kurlar) {
    if (present.has(rate.dovizCinsi)) continue;
    const fields: ExchangeRateFields = { tarih: bulletin.tarih, ...rate, kaynak: 'tcmb', bulten: bulletin.bulten };
    const row = await createMirrored<ExchangeRateRow>(tx, collection, derived.values(fields, {}));
    await auditWrite(tx, collection, { action: 'create', user: user as AuthUser, before: null, after: row });
    stored++;
  }
  return { stored, rates: (await ratesOfDate(tx, bulletin.tarih)).map((row) => derived.toDto(row)) };
}

/** The bytes of the multipart field `file` (413 past MAX_BULLETIN_BYTES, 422 without one). */
async function bulletinText(parts: AsyncIterableIterator<Multipart>): Promise<string> {
  let text: string | undefined;
  for await (const part of readParser(parts)) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'file' || text !== undefined) {
      part.file.resume();
      continue;
    }
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw fileTooLarge();
    text = bytes.toString('utf8');
  }
  if (text === undefined || text === '') throw fileRequired();
  return text;
}

function exchangeRateRoutes(app: FastifyInstance, { db, base }: { db: Db; base: string }): void {
  app.get(`${base}/gecerli`, async (request): Promise<ValidRate> => {
    currentUser(request);
    const q = parseQuery(validQuerySchema, withoutBlanks(request.query));
    const currency: Currency = q.dovizCinsi;
    const rows = currency === 'TL' ? [] : await latestRateBefore(db, currency as RatedCurrency, q.tarih);
    const found = rateFor(rows, q.tarih, currency);
    if (!found) throw new HttpError(404, 'rateMissing');
    const row = rows.find((candidate) => candidate.tarih === found.tarih);
    return { tarih: found.tarih, bulten: row?.bulten ?? '', dovizAlis: toMajor(found.dovizAlis, RATE_SCALE) };
  });

  // Its own scope: the multipart parser applies to this route only.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_BULLETIN_BYTES, files: 1, fields: 4, fieldSize: 100, parts: 6, headerPairs: 50 },
      throwFileSizeLimit: false,
    });
    scope.post(`${base}/tcmb`, async (request, reply) => {
      const user = currentUser(request);
      if (!user.isAdmin) throw HttpError.forbidden();
      if (!request.isMultipart()) throw new HttpError(415, 'unsupportedMediaType');
      const bulletin = parseTcmbBulletin(await bulletinText(request.parts()));
      if (!bulletin) throw new HttpError(422, 'invalidBulletin');
      return runMutation(db, request, reply, (tx) =>
        mapConstraintErrors(exchangeRates, async () => {
          const { stored, rates } = await storeBulletin(tx, bulletin, user);
          return { status: stored > 0 ? 201 : 200, body: { tarih: bulletin.tarih, bulten: bulletin.bulten, kurlar: rates } };
        }),
      );
    });
  });
}

export const exchangeRates = serverCollection<'kur', ExchangeRateRow, ExchangeRateFields>({
  ...derived,
  companyColumn: null,
  adminWrites: true,
  routes: exchangeRateRoutes,

  /** One page `{kurlar, totalCount}`, newest first unless sorted otherwise, of a date and a currency when asked. */
  async list({ db, query }): Promise<ExchangeRateListResponse> {
    const q = parseQuery(listQuerySchema, withoutBlanks(query));
    const window = listWindow({ ...q, dovizCinsi: undefined });
    const { rows, total } = await listExchangeRates(db, {
      ...window,
      tarih: q.tarih,
      dovizCinsi: q.dovizCinsi === 'all' ? undefined : q.dovizCinsi,
    });
    return { kurlar: rows.map((row) => derived.toDto(row)), totalCount: total };
  },
});
