import * as v from 'valibot';
import { exchangeRateKind, exchangeRateSchema, type ExchangeRateInput } from '../domain/exchange-rates';
import { recordOfWrite } from '../domain/kinds/record';
import { writeInputOf } from '../domain/records/form-input';
import { queueSave } from './local';

// Saving a rate by hand (administrators; docs/areas/exchange-rates.md): only its form reads this, so the list's
// first load does not carry the schema (the reads are src/data/exchange-rates.ts).

/**
 * Validates the form's values with the shared schema (a ValiError otherwise), stores the rate on
 * the device as the server will (the four rates as integers of 1/10,000) and queues it.
 */
export async function saveExchangeRate(input: ExchangeRateInput, id?: string): Promise<string> {
  const fields = v.parse(exchangeRateSchema, writeInputOf(exchangeRateKind.name, input));
  return queueSave(exchangeRateKind.name, id, (recordId) => recordOfWrite(exchangeRateKind, recordId, fields, () => null));
}
